/// A small Swift tokenizer: just enough lexical structure to find attributes, `#selector(...)`,
/// declarations and braces without ever looking inside string literals or comments.
///
/// Works on UTF-8 bytes. Every byte of the input belongs to exactly one token, so the tokens
/// concatenated give back the input unchanged. Columns are 1-based UTF-8 byte columns, as the
/// Swift compiler prints them.
package enum TokenKind: Sendable, Equatable {
    case whitespace      // spaces and tabs (and other horizontal blanks)
    case newline         // "\n" or "\r\n" or "\r"
    case lineComment     // "// ..." up to (not including) the newline
    case blockComment    // "/* ... */", nested
    case string          // any string literal, with its delimiters, hashes and interpolations
    case regex           // "#/ ... /#" extended regex literal
    case identifier      // plain, backticked or "$0"-style names, and keywords
    case number
    case attribute       // "@name" (arguments are separate tokens)
    case pound           // "#name": #selector, #keyPath, #if ...
    case punct           // any other single byte
}

package struct Token: Sendable, Equatable {
    package var kind: TokenKind
    package var start: Int   // byte offset
    package var end: Int     // byte offset, exclusive
    package var line: Int
    package var column: Int

    package var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: return true
        default: return false
        }
    }
}

package struct TokenizedSource: Sendable {
    package let bytes: [UInt8]
    package let tokens: [Token]

    package func text(_ token: Token) -> String { text(token.start, token.end) }
    package func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

private enum B {
    static let newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
    static let backslash = UInt8(ascii: "\\"), lparen = UInt8(ascii: "("), rparen = UInt8(ascii: ")")
    static let at = UInt8(ascii: "@"), backtick = UInt8(ascii: "`"), dollar = UInt8(ascii: "$"), dot = UInt8(ascii: ".")
    static let underscore = UInt8(ascii: "_")

    static func isIdentStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == underscore || c >= 0x80
    }
    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    static func isIdentBody(_ c: UInt8) -> Bool { isIdentStart(c) || isDigit(c) }
}

package enum Tokenizer {
    package static func tokenize(_ source: String) -> TokenizedSource {
        let bytes = Array(source.utf8)
        var scanner = Scanner(bytes: bytes)
        var tokens: [Token] = []
        var line = 1, lineStart = 0
        while scanner.pos < bytes.count {
            let start = scanner.pos
            let kind = scanner.scanToken()
            tokens.append(Token(kind: kind, start: start, end: scanner.pos, line: line, column: start - lineStart + 1))
            // Advance the line counter over any newlines the token contains (newline tokens,
            // multi-line strings and block comments).
            var i = start
            while i < scanner.pos {
                let c = bytes[i]
                if c == B.newline || (c == B.cr && (i + 1 >= bytes.count || bytes[i + 1] != B.newline)) {
                    line += 1
                    lineStart = i + 1
                }
                i += 1
            }
        }
        return TokenizedSource(bytes: bytes, tokens: tokens)
    }
}

private struct Scanner {
    let bytes: [UInt8]
    var pos = 0

    func peek(_ offset: Int = 0) -> UInt8? {
        let i = pos + offset
        return i < bytes.count ? bytes[i] : nil
    }

    mutating func scanToken() -> TokenKind {
        let c = bytes[pos]
        switch c {
        case B.newline:
            pos += 1
            return .newline
        case B.cr:
            pos += 1
            if peek() == B.newline { pos += 1 }
            return .newline
        case B.space, B.tab, 0x0B, 0x0C:
            while let d = peek(), d == B.space || d == B.tab || d == 0x0B || d == 0x0C { pos += 1 }
            return .whitespace
        case B.slash where peek(1) == B.slash:
            while let d = peek(), d != B.newline, d != B.cr { pos += 1 }
            return .lineComment
        case B.slash where peek(1) == B.star:
            skipBlockComment()
            return .blockComment
        case B.quote:
            skipString()
            return .string
        case B.hash:
            // "#" followed by more "#" and then a quote: a raw string; then a slash: a regex.
            var n = 0
            while peek(n) == B.hash { n += 1 }
            if peek(n) == B.quote { skipString(); return .string }
            if peek(n) == B.slash { skipRegex(hashes: n); return .regex }
            if let d = peek(1), B.isIdentStart(d) {
                pos += 1
                while let e = peek(), B.isIdentBody(e) { pos += 1 }
                return .pound
            }
            pos += 1
            return .punct
        case B.at:
            if let d = peek(1), B.isIdentStart(d) {
                pos += 1
                while let e = peek(), B.isIdentBody(e) { pos += 1 }
                return .attribute
            }
            pos += 1
            return .punct
        case B.backtick:
            pos += 1
            while let d = peek(), d != B.backtick, d != B.newline { pos += 1 }
            if peek() == B.backtick { pos += 1 }
            return .identifier
        case B.dollar:
            pos += 1
            while let d = peek(), B.isIdentBody(d) { pos += 1 }
            return .identifier
        default:
            if B.isIdentStart(c) {
                while let d = peek(), B.isIdentBody(d) { pos += 1 }
                return .identifier
            }
            if B.isDigit(c) {
                pos += 1
                while let d = peek() {
                    if B.isIdentBody(d) { pos += 1; continue }
                    if d == B.dot, let e = peek(1), B.isDigit(e) { pos += 1; continue }
                    break
                }
                return .number
            }
            pos += 1
            return .punct
        }
    }

    /// At "/*": skips to the matching "*/", counting nested "/*".
    mutating func skipBlockComment() {
        var depth = 0
        while pos < bytes.count {
            if bytes[pos] == B.slash && peek(1) == B.star {
                depth += 1; pos += 2
            } else if bytes[pos] == B.star && peek(1) == B.slash {
                depth -= 1; pos += 2
                if depth == 0 { return }
            } else {
                pos += 1
            }
        }
    }

    /// At "#/": skips an extended regex literal up to "/" followed by the same number of "#".
    mutating func skipRegex(hashes n: Int) {
        pos += n + 1
        while pos < bytes.count {
            if bytes[pos] == B.backslash { pos += 2; continue }
            if bytes[pos] == B.slash && closesWith(hashes: n, at: pos + 1) { pos += 1 + n; return }
            pos += 1
        }
        pos = bytes.count
    }

    func closesWith(hashes n: Int, at i: Int) -> Bool {
        guard i + n <= bytes.count else { return false }
        for k in 0..<n where bytes[i + k] != B.hash { return false }
        return true
    }

    /// At the first "#" or the opening quote of a string literal: skips the whole literal,
    /// including interpolations `\(...)` (or `\#(...)` in raw strings) whose contents are code
    /// that may itself hold parentheses, strings and comments.
    mutating func skipString() {
        var n = 0
        while peek() == B.hash { n += 1; pos += 1 }
        let multiLine = peek() == B.quote && peek(1) == B.quote && peek(2) == B.quote
        pos += multiLine ? 3 : 1
        while pos < bytes.count {
            let c = bytes[pos]
            if c == B.backslash && closesWith(hashes: n, at: pos + 1) {
                pos += 1 + n
                guard pos < bytes.count else { return }
                if bytes[pos] == B.lparen {
                    pos += 1
                    skipInterpolation()
                } else {
                    pos += 1   // the escaped character ("\"", "\\", "n", "u" ...)
                }
                continue
            }
            if c == B.quote {
                if multiLine {
                    if peek(1) == B.quote && peek(2) == B.quote && closesWith(hashes: n, at: pos + 3) {
                        pos += 3 + n
                        return
                    }
                } else if closesWith(hashes: n, at: pos + 1) {
                    pos += 1 + n
                    return
                }
                pos += 1
                continue
            }
            if !multiLine && (c == B.newline || c == B.cr) { return }   // unterminated: stop at the line end
            pos += 1
        }
    }

    /// Just after "\(": skips code up to and including the matching ")".
    mutating func skipInterpolation() {
        var depth = 1
        while pos < bytes.count {
            let c = bytes[pos]
            switch c {
            case B.lparen:
                depth += 1; pos += 1
            case B.rparen:
                depth -= 1; pos += 1
                if depth == 0 { return }
            case B.quote:
                skipString()
            case B.hash:
                var n = 0
                while peek(n) == B.hash { n += 1 }
                if peek(n) == B.quote { skipString() } else { pos += 1 }
            case B.slash where peek(1) == B.slash:
                while let d = peek(), d != B.newline { pos += 1 }
            case B.slash where peek(1) == B.star:
                skipBlockComment()
            default:
                pos += 1
            }
        }
    }
}
