import HarnessCore

/// A setting given on the command line that is not one of its values; names the option and value.
package struct SettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    package let description: String

    package init(_ message: String) {
        description = message
    }
}

extension Settings {
    /// Reads the text of `--text-size PT`, `--orientation portrait|landscape` and
    /// `--keyboard software|software-no-predictive|hardware|none`; nil keeps the default.
    package static func parse(textSize: String?, orientation: String?, keyboard: String?) throws(SettingsError) -> Settings {
        var settings = Settings.standard
        if let textSize { settings.textSize = try parseTextSize(textSize) }
        if let orientation { settings.orientation = try parseOrientation(orientation) }
        if let keyboard { settings.keyboard = try parseKeyboard(keyboard) }
        return settings
    }

    /// A size in points in `TextSizes.valid`, written in decimal (`0x11` or `1e1` is refused;
    /// the usual sizes are `TextSizes.all`).
    package static func parseTextSize(_ text: String) throws(SettingsError) -> Double {
        let decimal = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            && text.filter { $0 == "." }.count <= 1 && text.first != "." && text.last != "."
        let range = TextSizes.valid
        guard decimal, let value = Double(text), range.contains(value) else {
            throw SettingsError("--text-size \(text): expected points from \(NumberText.shortest(range.lowerBound)) to "
                                + "\(NumberText.shortest(range.upperBound)) in decimal, such as "
                                + TextSizes.all.map(NumberText.shortest).joined(separator: ", "))
        }
        return value
    }

    package static func parseOrientation(_ text: String) throws(SettingsError) -> Orientation {
        guard let value = Orientation(rawValue: text) else {
            throw SettingsError("--orientation \(text): expected portrait or landscape")
        }
        return value
    }

    package static func parseKeyboard(_ text: String) throws(SettingsError) -> KeyboardKind {
        guard let value = KeyboardKind(rawValue: text) else {
            throw SettingsError("--keyboard \(text): expected "
                                + KeyboardKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }
}
