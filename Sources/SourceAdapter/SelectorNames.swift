/// Objective-C selector strings computed from Swift names, following the rules Swift itself uses
/// when it exposes a method to Objective-C:
///
/// - no arguments: the base name (`tap` → "tap");
/// - the first piece is the base name, then, when the first argument has a label, "With" and the
///   capitalised label, unless the label starts with a preposition or the base name ends with
///   one (`keyboardWillShow(notification:)` → "keyboardWillShowWithNotification:",
///   `move(to:)` → "moveTo:");
/// - every further argument adds "label:" (or ":" for `_`):
///   `action(_:forEvent:)` → "action:forEvent:".
package enum SelectorNames {
    /// The Objective-C selector of a method `base(labels...)`; `labels` holds "_" for unlabelled
    /// arguments. An empty array is a method without arguments.
    package static func method(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var result = base
        if first != "_" {
            if !startsWithPreposition(first) && !endsWithPreposition(base) { result += "With" }
            result += capitalized(first)
        }
        result += ":"
        for label in labels.dropFirst() { result += (label == "_" ? "" : label) + ":" }
        return result
    }

    /// The getter selector of a property: its name.
    package static func getter(_ name: String) -> String { name }

    /// The setter selector of a property: "set" + capitalised name + ":".
    package static func setter(_ name: String) -> String { "set" + capitalized(name) + ":" }

    static func capitalized(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.uppercased() + s.dropFirst()
    }

    /// English prepositions, as Swift's Objective-C name translation knows them.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
        "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
        "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The words of a camelCase name: "keyboardWillShow" → ["keyboard", "Will", "Show"].
    static func words(_ s: String) -> [String] {
        var out: [String] = []
        var current = ""
        for ch in s {
            if ch.isUppercase && !current.isEmpty && !(current.last?.isUppercase ?? false) {
                out.append(current); current = ""
            }
            current.append(ch)
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    static func startsWithPreposition(_ s: String) -> Bool {
        guard let w = words(s).first else { return false }
        return prepositions.contains(w.lowercased())
    }

    static func endsWithPreposition(_ s: String) -> Bool {
        guard let w = words(s).last else { return false }
        return prepositions.contains(w.lowercased())
    }
}
