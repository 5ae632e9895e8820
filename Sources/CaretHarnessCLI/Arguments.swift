/// A command line's options after the command word: `--name value` options, `--flag` flags and
/// positional words, checked against what the command accepts.
struct Arguments {
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []

    /// Parses `words`; an option or flag the command does not know is a `UsageError`.
    init(_ words: [String], command: String, options: [String], flags known: [String]) throws {
        var i = 0
        while i < words.count {
            let word = words[i]
            if word.hasPrefix("--") {
                let name = String(word.dropFirst(2))
                if options.contains(name) {
                    guard i + 1 < words.count, !words[i + 1].hasPrefix("--") else {
                        throw UsageError("\(command): option --\(name) needs a value")
                    }
                    values[name, default: []].append(words[i + 1])
                    i += 2
                    continue
                }
                guard known.contains(name) else {
                    let valid = (options.map { "--\($0) VALUE" } + known.map { "--\($0)" }).joined(separator: ", ")
                    throw UsageError("\(command): unknown option \(word); valid: \(valid.isEmpty ? "none" : valid)")
                }
                flags.insert(name)
            } else {
                positional.append(word)
            }
            i += 1
        }
    }

    /// The last value given for an option.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A mistake on the command line: exit code 2 with this message.
struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ message: String) {
        description = message
    }
}
