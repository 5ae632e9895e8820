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

    static func tokens(of line: Substring.UnicodeScalarView) throws(Failure) -> [ScenarioToken] {
        let scalars = Array(line)
        var result: [ScenarioToken] = []
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == " " || c == "\t" || c == "\r" {
                i += 1
            } else if c == "#" {
                break
            } else if c == "\"" {
                let start = i
                i += 1
                var text = String.UnicodeScalarView()
                var closed = false
                while i < scalars.count {
                    let d = scalars[i]
                    if d == "\"" { closed = true; i += 1; break }
                    if d == "\\" {
                        guard i + 1 < scalars.count else { break }
                        switch scalars[i + 1] {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        default:
                            throw Failure(column: i + 1,
                                          message: "unknown escape \\\(scalars[i + 1]) (use \\n, \\t, \\\" or \\\\)")
                        }
                        i += 2
                    } else {
                        text.append(d)
                        i += 1
                    }
                }
                guard closed else {
                    throw Failure(column: start + 1, message: "unterminated string: no closing \" on this line")
                }
                result.append(ScenarioToken(kind: .string, text: String(text), column: start + 1, endColumn: i + 1))
            } else {
                let start = i
                while i < scalars.count, !" \t\r\"#".unicodeScalars.contains(scalars[i]) {
                    try checkVisible(scalars[i], column: i + 1)
                    i += 1
                }
                result.append(ScenarioToken(kind: .word, text: String(String.UnicodeScalarView(scalars[start..<i])),
                                            column: start + 1, endColumn: i + 1))
            }
        }
        return result
    }

    /// Outside strings, an invisible character (a byte-order mark in the middle of a file, a
    /// bidi override, a zero-width or no-break space) would turn a command into an unknown word
    /// that looks right: it is named instead.
    private static func checkVisible(_ scalar: Unicode.Scalar, column: Int) throws(Failure) {
        if NameRule.isUnsafeInText(scalar) || NameRule.isInvisible(scalar) {
            let bom = scalar.value == 0xFEFF ? " (a byte-order mark)" : ""
            throw Failure(column: column, message: "invisible character \(NameRule.describe(scalar))\(bom) outside a string; delete it")
        }
        if scalar.properties.generalCategory == .spaceSeparator {
            throw Failure(column: column, message: "\(NameRule.describe(scalar)) between words; separate words with spaces or tabs")
        }
    }
}
