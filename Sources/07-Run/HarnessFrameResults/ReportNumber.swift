/// Numbers as the report prints them: fixed decimals, rounded half away from zero like the
/// console table, so a gap reads the same in the terminal and in report.html.
public enum ReportNumber {
    /// `value` with `digits` decimals; a value that rounds to zero prints without a sign.
    public static func fixed(_ value: Double, digits: Int = 2) -> String {
        var factor = 1.0
        for _ in 0..<digits { factor *= 10 }
        let scaled = (value * factor).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return String(value) }
        let magnitude = Int(abs(scaled))
        let unit = Int(factor)
        var fraction = String(magnitude % unit)
        while fraction.count < digits { fraction = "0" + fraction }
        let sign = scaled < 0 ? "-" : ""
        return digits == 0 ? "\(sign)\(magnitude)" : "\(sign)\(magnitude / unit).\(fraction)"
    }

    /// Points with two decimals and the unit.
    public static func pt(_ value: Double) -> String { fixed(value) + " pt" }
}
