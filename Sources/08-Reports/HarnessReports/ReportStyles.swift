/// The page's stylesheet. Green passes, amber findings, red failures, everywhere the same; the
/// overlay's colours are picked to stand out on both the light and the dark sheet.
enum ReportStyles {
    /// Resources/report.css, compiled into the binary (`.embedInCode`), so the page is one file.
    static let css = String(decoding: PackageResources.report_css, as: UTF8.self)
}
