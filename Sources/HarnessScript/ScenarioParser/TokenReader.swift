
/// Reads a line's tokens left to right, turning a missing or malformed one into a located error.
struct TokenReader {
    private var tokens: [ScenarioToken]
    private let path: String
    private let line: Int
    private var index = 0

    init(tokens: [ScenarioToken], path: String, line: Int) {
        self.tokens = tokens
        self.path = path
        self.line = line
    }

    /// The next token, if any, without consuming it.
    var peek: ScenarioToken? { index < tokens.count ? tokens[index] : nil }

    /// Column just past the last token, for "expected …" at the end of a line.
    private var endColumn: Int {
        tokens.last?.endColumn ?? 1
    }

    mutating func word(_ what: @autoclosure () -> String) throws -> ScenarioToken {
        guard let token = peek else { throw error(at: endColumn, "expected \(what())") }
        guard token.kind == .word else { throw error(at: token.column, "expected \(what()), found a string") }
        index += 1
        return token
    }

    /// A word that must be one of `choices`.
    mutating func keyword(_ choices: [String]) throws -> ScenarioToken {
        let token = try word(choices.map { "`\($0)`" }.joined(separator: " or "))
        guard choices.contains(token.text) else {
            throw error(at: token.column, "unknown word `\(token.text)`: expected \(choices.map { "`\($0)`" }.joined(separator: ", "))")
        }
        return token
    }

    mutating func string(_ what: String) throws -> String {
        guard let token = peek else { throw error(at: endColumn, "expected \(what) in double quotes") }
        guard token.kind == .string else {
            throw error(at: token.column, "expected \(what) in double quotes, found `\(token.text)`")
        }
        index += 1
        return token.text
    }

    /// A finite decimal number.
    mutating func number(_ what: String) throws -> Double {
        let token = try word(what)
        guard let value = Double(token.text), value.isFinite,
              token.text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B }) else {
            throw error(at: token.column, "bad number `\(token.text)` for \(what): expected a decimal such as 120 or -40.5")
        }
        return value
    }

    /// A whole number in 1...limit; `why` explains the limit in the message.
    mutating func count(_ what: String, limit: Int = 10_000, why: String? = nil) throws -> Int {
        let token = try word(what)
        guard let value = Int(token.text), (1...limit).contains(value) else {
            throw error(at: token.column, "bad number `\(token.text)` for \(what): expected a whole number from 1 to \(limit)"
                        + (why.map { " (\($0))" } ?? ""))
        }
        return value
    }

    /// The bytes that start a comparison sign: `<`, `>`, `=`, `!`, `+` and the lead byte of `±`.
    private static let signBytes: Set<UInt8> = [0x3C, 0x3E, 0x3D, 0x21, 0x2B, 0xC2]

    /// Splits the words still to read at comparison signs, so `>=24` reads as `>=` `24` and
    /// `24+-2` as `24` `+-` `2`: a run of `<`, `>`, `=`, `!` is one sign, as are `±` and `+-`.
    /// Columns stay those of the line.
    mutating func splitComparisonSigns() {
        var split: [ScenarioToken] = []
        for token in tokens[index...] {
            guard token.kind == .word, token.text.utf8.contains(where: { Self.signBytes.contains($0) }) else {
                split.append(token)
                continue
            }
            let scalars = Array(token.text.unicodeScalars)
            var i = 0
            var start = 0
            func flush(_ end: Int) {
                if end > start {
                    split.append(ScenarioToken(kind: .word, text: String(String.UnicodeScalarView(scalars[start..<end])),
                                               column: token.column + start, endColumn: token.column + end))
                }
            }
            while i < scalars.count {
                let signLength: Int
                if scalars[i] == "±" {
                    signLength = 1
                } else if scalars[i] == "+", i + 1 < scalars.count, scalars[i + 1] == "-" {
                    signLength = 2
                } else if "<>=!".unicodeScalars.contains(scalars[i]) {
                    var j = i
                    while j < scalars.count, "<>=!".unicodeScalars.contains(scalars[j]) { j += 1 }
                    signLength = j - i
                } else {
                    i += 1
                    continue
                }
                flush(i)
                start = i
                i += signLength
                flush(i)
                start = i
            }
            flush(scalars.count)
        }
        tokens = Array(tokens[..<index]) + split
    }

    /// Fails when tokens are left over.
    func end() throws {
        if let extra = peek {
            throw error(at: extra.column, "unexpected `\(extra.text)` at the end of the command")
        }
    }

    func error(at column: Int, _ message: String) -> ScenarioError {
        ScenarioError(path: path, line: line, column: column, message: message)
    }
}
