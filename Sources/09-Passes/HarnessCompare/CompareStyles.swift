/// compare.html's stylesheet: the verify report's colours (green clear, amber tight, red
/// covered), so both pages read the same way.
enum CompareStyles {
    /// Resources/compare.css, compiled into the binary (`.embedInCode`), so the page is one file.
    static let css = String(decoding: PackageResources.compare_css, as: UTF8.self)
}
