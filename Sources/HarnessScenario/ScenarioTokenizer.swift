/// A word or a quoted string on a scenario line, with its 1-based column.
struct ScenarioToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case word
        case string
    }

    let kind: Kind
    let text: String
    let column: Int
}

/// Splits one line into tokens: words separated by spaces or tabs, strings in double quotes with
/// `\n`, `\t`, `\"` and `\\` escapes, and `#` outside a string starting a comment.
enum ScenarioTokenizer {
    /// A tokenizing error with the column where it happened.
    struct Failure: Error {
        let column: Int
        let message: String
    }

    static func tokens(of line: Substring) throws(Failure) -> [ScenarioToken] {
        let chars = Array(line)
        var result: [ScenarioToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\r" {
                i += 1
            } else if c == "#" {
                break
            } else if c == "\"" {
                let start = i
                i += 1
                var text = ""
                var closed = false
                while i < chars.count {
                    let d = chars[i]
                    if d == "\"" { closed = true; i += 1; break }
                    if d == "\\" {
                        guard i + 1 < chars.count else { break }
                        switch chars[i + 1] {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        default:
                            throw Failure(column: i + 1, message: "unknown escape \\\(chars[i + 1]) (use \\n, \\t, \\\" or \\\\)")
                        }
                        i += 2
                    } else {
                        text.append(d)
                        i += 1
                    }
                }
                guard closed else { throw Failure(column: start + 1, message: "unterminated string") }
                result.append(ScenarioToken(kind: .string, text: text, column: start + 1))
            } else {
                let start = i
                while i < chars.count, !" \t\r\"#".contains(chars[i]) { i += 1 }
                result.append(ScenarioToken(kind: .word, text: String(chars[start..<i]), column: start + 1))
            }
        }
        return result
    }
}
