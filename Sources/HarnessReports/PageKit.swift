import Foundation
import HarnessRun

/// The four HTML pages (report, compare, motion, sweep) as static assets over the run's JSON.
/// Each page is the same bytes for every run: page.html with the kit's stylesheet (kit.css),
/// the kit's script (kit.js: escaping, numbers, the header and legend) and the page's own script
/// (report.html's in two files: the page, and its controls) put in, each from Pages/. The run
/// writes only data: `<page>.data.js` beside the page sets `window.CARET_DATA` to the JSON
/// document. A script file and not a fetch(), because Chromium refuses fetch() of a file:// URL,
/// while a `<script src>` beside the page always loads, so the folder still opens from disk and
/// travels as a CI artefact.
package enum PageKit {
    package enum Page: String, CaseIterable, Sendable {
        case report, compare, motion, sweep
    }

    /// The page's text, the same for every run.
    package static func html(_ page: Page) -> String {
        let script = switch page {
        case .report: PageAssets.reportJS + "\n" + PageAssets.reportControlsJS
        case .compare: PageAssets.compareJS
        case .motion: PageAssets.motionJS
        case .sweep: PageAssets.sweepJS
        }
        // The standard library's replacing(_:with:), not Foundation's replacingOccurrences,
        // which goes through NSString on Linux: 14 ms a page, a seventh of a one-frame run.
        return PageAssets.pageHTML
            .replacing("PAGE_NAME", with: page.rawValue)
            .replacing("/*KIT_CSS*/", with: PageAssets.kitCSS)
            .replacing("/*KIT_JS*/", with: scriptSafe(PageAssets.kitJS))
            .replacing("/*PAGE_JS*/", with: scriptSafe(script))
    }

    /// `<page>.html`, the file name.
    package static func fileName(_ page: Page) -> String { page.rawValue + ".html" }

    /// `<page>.data.js`, the data's file name.
    package static func dataFileName(_ page: Page) -> String { page.rawValue + ".data.js" }

    /// The data file's text: one assignment of the JSON document (JSON is a JavaScript
    /// expression; the file is loaded by `<script src>`, so nothing in it can end an element).
    package static func dataScript(_ json: Data) -> String {
        "window.CARET_DATA = " + String(decoding: json, as: UTF8.self) + ";\n"
    }

    /// Writes `<page>.html` and `<page>.data.js` into `folder`, each atomically.
    package static func write(_ page: Page, json: Data, to folder: String) throws {
        try FileSystem.writeText(dataScript(json), to: folder + "/" + dataFileName(page))
        try FileSystem.writeText(html(page), to: folder + "/" + fileName(page))
    }

    /// Encodes `value` as the pages read it (keys sorted, so two runs over the same frames
    /// write the same bytes).
    package static func json<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(value)
    }

    /// Inside an inline <script>, "</" would end the element.
    private static func scriptSafe(_ js: String) -> String { js.replacing("</", with: "<\\/") }
}
