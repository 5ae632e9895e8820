/// A length in points with one decimal and the unit, e.g. "24.0 pt".
public func pt(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    let text = String(rounded == 0 ? 0 : rounded)
    return text + " pt"
}
