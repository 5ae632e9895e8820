/// The one rule for every name a user gives that ends up in a path or a report: scenario names
/// (from the `scenario` line or the file name), frame names (`frame "NAME"`), and, for the part
/// that makes text safe to show, step texts.
///
/// A name becomes a folder or file name under out/ and Goldens/, so it is kept to a portable,
/// visible set: ASCII letters, digits, `-`, `_` and `.`, starting with a letter or a digit (so
/// never only dots, never hidden), at most 64 characters. Text that is only shown (a step's
/// text) may hold any printable character but no control character and no bidirectional
/// override or isolate, which could make a report or a terminal show something else than
/// what the file says.
package enum NameRule {
    /// The longest name, in characters.
    package static let maxNameLength = 64
    /// The longest step text, in Unicode scalars.
    package static let maxTextLength = 1_000

    /// Why `name` is not a valid name, or nil when it is. The reason completes a sentence that
    /// starts with the name, e.g. "`..` is only dots".
    package static func problem(withName name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if let bad = name.unicodeScalars.first(where: { isUnsafeInText($0) || isInvisible($0) }) {
            return "contains \(describe(bad)), an invisible control character"
        }
        if let slash = name.unicodeScalars.first(where: { $0 == "/" || $0 == "\\" }) {
            return "contains the path separator \(describe(slash)): a name is one folder or file name"
        }
        if name.allSatisfy({ $0 == "." }) {
            return "is only dots: as a folder it would be the folder itself or its parent"
        }
        if let bad = name.unicodeScalars.first(where: { !isNameScalar($0) }) {
            return "contains \(describe(bad)); a name uses ASCII letters, digits, '-', '_' and '.'"
        }
        if let first = name.unicodeScalars.first, !isAlphanumeric(first) {
            return "starts with \(describe(first)); a name starts with a letter or a digit"
        }
        if name.unicodeScalars.count > maxNameLength {
            return "is \(name.unicodeScalars.count) characters long; the limit is \(maxNameLength)"
        }
        return nil
    }

    /// Why `text` (shown, never used as a path) is unsafe, or nil when it is fine.
    package static func problem(withText text: String) -> String? {
        if let bad = text.unicodeScalars.first(where: { isUnsafeInText($0) }) {
            return "contains \(describe(bad)), an invisible control character"
        }
        if text.unicodeScalars.count > maxTextLength {
            return "is \(text.unicodeScalars.count) characters long; the limit is \(maxTextLength)"
        }
        return nil
    }

    /// The name as it may be shown in a message: every scalar outside printable ASCII written
    /// as `<U+XXXX>`, so a bidi override in a name cannot reorder the message around it.
    package static func shown(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.value >= 0x20, scalar.value < 0x7F {
                out.unicodeScalars.append(scalar)
            } else {
                out += "<\(hex(scalar))>"
            }
        }
        return out
    }

    /// `U+202E RIGHT-TO-LEFT OVERRIDE`, `U+002F SOLIDUS`; a control character by its number
    /// alone (`U+0007`): Unicode gives controls no name.
    package static func describe(_ scalar: Unicode.Scalar) -> String {
        guard scalar.properties.generalCategory != .control, let name = scalar.properties.name else { return hex(scalar) }
        return "\(hex(scalar)) \(name)"
    }

    /// True for what shown text must not hold: a control character (C0, DEL, C1), a line or
    /// paragraph separator, a bidirectional mark, embedding, override or isolate, and the
    /// byte-order mark. Joiners (U+200C, U+200D) stay allowed: emoji and scripts need them.
    package static func isUnsafeInText(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x20, scalar.value < 0x7F { return false }
        if scalar.properties.isBidiControl || scalar.value == 0xFEFF { return true }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// True for every invisible format character (general category Cf): never in a name.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format
    }

    private static func isAlphanumeric(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)
    }

    private static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        isAlphanumeric(s) || s == "-" || s == "_" || s == "."
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
