/// The page's only script: the slider's split, the blend's opacity, the overlay and image-size
/// switches, expanding frames, and opening a closed frame when a link jumps to it. The page
/// reads fine without it (the slider and blend then stay at half).
enum ReportScript {
    /// Resources/report.js, compiled into the binary (`.embedInCode`), so the page is one file.
    static let js = String(decoding: PackageResources.report_js, as: UTF8.self)
}
