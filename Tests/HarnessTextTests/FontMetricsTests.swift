import XCTest

@testable import HarnessText

final class FontMetricsTests: XCTestCase {
    func testRegularAt17Points() throws {
        let metrics = FontMetrics(font: try TrueTypeFont.pinned(.regular), pointSize: 17)
        XCTAssertEqual(metrics.pointSize, 17)
        XCTAssertEqual(metrics.ascent, 15.77978515625)  // 1901 * 17 / 2048 = 32317 / 2048
        XCTAssertEqual(metrics.descent, 4.00927734375)  // 483 * 17 / 2048 = 8211 / 2048
        XCTAssertEqual(metrics.lineHeight, 19.7890625)  // (1901 + 483 + 0) * 17 / 2048 = 40528 / 2048
    }

    func testBoldAt34Points() throws {
        let metrics = FontMetrics(font: try TrueTypeFont.pinned(.bold), pointSize: 34)
        XCTAssertEqual(metrics.ascent, 31.5595703125)  // 1901 * 34 / 2048
        XCTAssertEqual(metrics.lineHeight, 39.578125)  // 2384 * 34 / 2048
    }

    func testLineGapCountsInLineHeight() throws {
        let path = try temporaryFontFile(SyntheticFont().bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let metrics = FontMetrics(font: try TrueTypeFont(path: path), pointSize: 10)
        XCTAssertEqual(metrics.ascent, 8)  // 800 * 10 / 1000
        XCTAssertEqual(metrics.descent, 2)  // 200 * 10 / 1000
        XCTAssertEqual(metrics.lineHeight, 10.9)  // (800 + 200 + 90) * 10 / 1000
    }
}
