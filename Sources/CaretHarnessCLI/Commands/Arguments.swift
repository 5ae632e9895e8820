import HarnessCore

/// A command line's options after the command word: `--name value` or `--name=value` options,
/// `--flag` switches and positional words, checked against the command's flag table. An
/// unknown flag, a flag given twice (unless declared repeatable) and a value on a switch are
/// `UsageError`s; `--help` or `-h` anywhere is a `HelpRequest`.
package struct Arguments {
    package private(set) var values: [String: [String]] = [:]
    package private(set) var flags: Set<String> = []
    package private(set) var positional: [String] = []

    /// Parses `words` against `table`.
    package init(_ words: [String], command: String, table: [Flag]) throws {
        let byName = Dictionary(table.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var i = 0
        while i < words.count {
            let word = words[i]
            i += 1
            if word == "--help" || word == "-h" { throw HelpRequest(command: command) }
            guard word.hasPrefix("--"), word.count > 2 else {
                positional.append(word)
                continue
            }
            var name = String(word.dropFirst(2))
            var inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let flag = byName[name] else {
                let valid = table.map(\.synopsis) + ["--help"]
                let near = NearestName.suggestion(for: name, in: table.map(\.name) + ["help"]).map { "; did you mean --\($0)?" } ?? ""
                throw UsageError("\(command): unknown option --\(name); valid: \(valid.joined(separator: ", ")); "
                                 + "see caret-harness help \(command)\(near)")
            }
            if flag.value == nil {
                if inline != nil { throw UsageError("\(command): --\(name) takes no value (got \(word))") }
                if flags.contains(name) { throw UsageError("\(command): --\(name) given twice") }
                flags.insert(name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard i < words.count, !words[i].hasPrefix("--") else {
                    throw UsageError("\(command): option --\(name) needs a value (\(flag.synopsis))")
                }
                value = words[i]
                i += 1
            }
            guard !value.isEmpty else { throw UsageError("\(command): option --\(name) needs a value (\(flag.synopsis))") }
            if let earlier = values[name]?.first, !flag.repeatable {
                throw UsageError("\(command): --\(name) given twice (\(earlier) and \(value)); it takes one value")
            }
            values[name, default: []].append(value)
        }
    }

    /// The value given for an option (one, since only repeatable options may repeat).
    package func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option.
    package func all(_ name: String) -> [String] { values[name] ?? [] }

    package func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A mistake on the command line: exit code 2 with this message.
package struct UsageError: Error, CustomStringConvertible {
    package let description: String

    package init(_ message: String) {
        description = message
    }
}

/// `--help` or `-h` after a command: print that command's help, exit 0.
package struct HelpRequest: Error {
    package let command: String
}
