/// Swift source for a string, readable in a failure message: printable ASCII as itself, every
/// other scalar as `\u{...}`, and a run of eight or more equal characters as
/// `String(repeating:count:)` so a 5,000-character word prints as one line.
enum SwiftLiteral {
    static func string(_ text: String) -> String {
        var parts: [String] = []
        var literal = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            var runEnd = index + 1
            while runEnd < characters.count, characters[runEnd] == character { runEnd += 1 }
            if runEnd - index >= 8 {
                if !literal.isEmpty { parts.append("\"\(literal)\"") }
                literal = ""
                parts.append("String(repeating: \"\(escaped(character))\", count: \(runEnd - index))")
                index = runEnd
            } else {
                literal += escaped(character)
                index += 1
            }
        }
        if !literal.isEmpty || parts.isEmpty { parts.append("\"\(literal)\"") }
        return parts.joined(separator: " + ")
    }

    private static func escaped(_ character: Character) -> String {
        character.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": return "\\\\"
            case "\"": return "\\\""
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case " "..."~": return String(scalar)
            default: return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }.joined()
    }
}
