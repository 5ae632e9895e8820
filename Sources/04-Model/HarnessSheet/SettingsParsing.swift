/// A setting given on the command line that is not one of its values; names the option and value.
public struct SettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ message: String) {
        description = message
    }
}

extension Settings {
    /// Reads the text of `--text-size PT`, `--orientation portrait|landscape` and
    /// `--keyboard software|software-no-predictive|hardware|none`; nil keeps the default.
    public static func parse(textSize: String?, orientation: String?, keyboard: String?) throws(SettingsError) -> Settings {
        var settings = Settings.standard
        if let textSize { settings.textSize = try parseTextSize(textSize) }
        if let orientation { settings.orientation = try parseOrientation(orientation) }
        if let keyboard { settings.keyboard = try parseKeyboard(keyboard) }
        return settings
    }

    /// A size in points from 1 to 200 (the usual ones are `TextSizes.all`).
    public static func parseTextSize(_ text: String) throws(SettingsError) -> Double {
        guard let value = Double(text), value.isFinite, (1...200).contains(value) else {
            throw SettingsError("--text-size \(text): expected points from 1 to 200, such as "
                                + TextSizes.all.map(Variant.format).joined(separator: ", "))
        }
        return value
    }

    public static func parseOrientation(_ text: String) throws(SettingsError) -> Orientation {
        guard let value = Orientation(rawValue: text) else {
            throw SettingsError("--orientation \(text): expected portrait or landscape")
        }
        return value
    }

    public static func parseKeyboard(_ text: String) throws(SettingsError) -> KeyboardKind {
        guard let value = KeyboardKind(rawValue: text) else {
            throw SettingsError("--keyboard \(text): expected "
                                + KeyboardKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }
}
