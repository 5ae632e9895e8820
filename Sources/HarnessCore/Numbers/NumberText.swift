/// The one way the harness writes a number as text: in names and flags (`shortest`), in
/// messages, reports and tables (`fixed`, `pt`), in padded columns and file names (`width`).
/// Nothing here reads the locale: the same number is the same text on every machine.
package enum NumberText {
    /// A whole number without ".0" ("17"), any other as Swift's shortest round-trip text ("17.5").
    package static func shortest(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `value` with `digits` decimals, rounded half away from zero; a value that rounds to zero
    /// prints without a sign. `width` pads on the left with spaces, as a table column.
    package static func fixed(_ value: Double, digits: Int = 2, width: Int = 0) -> String {
        var factor = 1.0
        for _ in 0..<digits { factor *= 10 }
        let scaled = (value * factor).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return padded(String(value), width) }
        let magnitude = Int(abs(scaled))
        let unit = Int(factor)
        var fraction = String(magnitude % unit)
        while fraction.count < digits { fraction = "0" + fraction }
        let sign = scaled < 0 ? "-" : ""
        return padded(digits == 0 ? "\(sign)\(magnitude)" : "\(sign)\(magnitude / unit).\(fraction)", width)
    }

    /// Points with `digits` decimals and the unit, e.g. "24.0 pt".
    package static func pt(_ value: Double, digits: Int = 1) -> String { fixed(value, digits: digits) + " pt" }

    /// A whole number at least `width` digits long, zero-filled on the left ("07"), as file
    /// names sort.
    package static func integer(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let fill = String(repeating: "0", count: max(0, width - digits.count - (value < 0 ? 1 : 0)))
        return (value < 0 ? "-" : "") + fill + digits
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
