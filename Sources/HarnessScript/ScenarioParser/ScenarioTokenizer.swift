
/// A word or a quoted string on a scenario line, with its 1-based column.
struct ScenarioToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case word
        case string
    }

    let kind: Kind
    /// The word, or the string's contents with escapes resolved.
    let text: String
    let column: Int
    /// The column just past the token as written (its closing quote included).
    let endColumn: Int
}

/// Splits one line into tokens: words separated by spaces or tabs, strings in double quotes with
/// `\n`, `\t`, `\"` and `\\` escapes, and `#` outside a string starting a comment.
///
/// The line is read as Unicode scalars, not grapheme clusters: a combining mark typed right
/// after a quote would otherwise fuse with it into one character that is no longer a quote.
/// Columns count scalars, which for ASCII lines are the usual character columns.
enum ScenarioTokenizer {
    /// A tokenizing error with the column where it happened.
    struct Failure: Error {
        let column: Int
        let message: String
    }

    /// Walks the line's scalars once by index; a token's text is copied from the line as a
    /// slice (a string with escapes, slice by slice), never scalar by scalar.
    static func tokens(of line: Substring.UnicodeScalarView) throws(Failure) -> [ScenarioToken] {
        var result: [ScenarioToken] = []
        var i = line.startIndex
        var column = 1
        func text(_ range: Range<Substring.UnicodeScalarView.Index>) -> String { String(Substring(line[range])) }
        while i < line.endIndex {
            let c = line[i]
            if c == " " || c == "\t" || c == "\r" {
                line.formIndex(after: &i)
                column += 1
            } else if c == "#" {
                break
            } else if c == "\"" {
                let startColumn = column
                line.formIndex(after: &i)
                column += 1
                var value = ""
                var segment = i
                var closed = false
                while i < line.endIndex {
                    let d = line[i]
                    if d == "\"" {
                        value += text(segment..<i)
                        closed = true
                        line.formIndex(after: &i)
                        column += 1
                        break
                    }
                    guard d == "\\" else {
                        line.formIndex(after: &i)
                        column += 1
                        continue
                    }
                    let next = line.index(after: i)
                    guard next < line.endIndex else { break }
                    let escaped: String
                    switch line[next] {
                    case "n": escaped = "\n"
                    case "t": escaped = "\t"
                    case "\"": escaped = "\""
                    case "\\": escaped = "\\"
                    default:
                        throw Failure(column: column,
                                      message: "unknown escape \\\(line[next]) (use \\n, \\t, \\\" or \\\\)")
                    }
                    value += text(segment..<i) + escaped
                    i = line.index(after: next)
                    column += 2
                    segment = i
                }
                guard closed else {
                    throw Failure(column: startColumn, message: "unterminated string: no closing \" on this line")
                }
                result.append(ScenarioToken(kind: .string, text: value, column: startColumn, endColumn: column))
            } else {
                let start = i
                let startColumn = column
                while i < line.endIndex, !isWordEnd(line[i]) {
                    try checkVisible(line[i], column: column)
                    line.formIndex(after: &i)
                    column += 1
                }
                result.append(ScenarioToken(kind: .word, text: text(start..<i), column: startColumn, endColumn: column))
            }
        }
        return result
    }

    /// A space, tab, carriage return, quote or `#` ends a word.
    private static func isWordEnd(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\r", "\"", "#": return true
        default: return false
        }
    }

    /// Outside strings, an invisible character (a byte-order mark in the middle of a file, a
    /// bidi override, a zero-width or no-break space) would turn a command into an unknown word
    /// that looks right: it is named instead.
    private static func checkVisible(_ scalar: Unicode.Scalar, column: Int) throws(Failure) {
        // Printable ASCII, the whole of most files, needs no Unicode property lookup.
        if scalar.value > 0x20, scalar.value < 0x7F { return }
        if NameRule.isUnsafeInText(scalar) || NameRule.isInvisible(scalar) {
            let bom = scalar.value == 0xFEFF ? " (a byte-order mark)" : ""
            throw Failure(column: column, message: "invisible character \(NameRule.describe(scalar))\(bom) outside a string; delete it")
        }
        if scalar.properties.generalCategory == .spaceSeparator {
            throw Failure(column: column, message: "\(NameRule.describe(scalar)) between words; separate words with spaces or tabs")
        }
    }
}
