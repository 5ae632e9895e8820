import HarnessText
import XCTest

/// Grapheme offsets to UTF-16 offsets, worked by hand from the code points.
final class GraphemeUnitsTests: XCTestCase {
    func testPlainASCIIIsOneUnitAGrapheme() {
        XCTAssertTrue(GraphemeUnits.oneUnitEach("Sign off with a smile"))
        XCTAssertTrue(GraphemeUnits.oneUnitEach(""))
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: 2, in: "abc"), 2)
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: 3, in: "abc"), 3)
        // Clamped to the text at both ends.
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: 99, in: "abc"), 3)
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: -1, in: "abc"), 0)
    }

    func testClustersOfSeveralUnits() {
        // a, CR LF (one grapheme of two units), b: b starts at unit 3.
        XCTAssertFalse(GraphemeUnits.oneUnitEach("a\r\nb"))
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: 2, in: "a\r\nb"), 3)
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: 3, in: "a\r\nb"), 4)
        // A lone CR is one unit, but the text is no longer plain: the slow path gives the same.
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: 1, in: "\rx"), 1)
        // U+00E9 is one unit; U+1F44D U+1F3FD (thumbs up, medium skin tone) is two surrogate
        // pairs, one grapheme of four units, so x after it starts at 1 + 4 = 5.
        XCTAssertFalse(GraphemeUnits.oneUnitEach("é👍🏽x"))
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: 1, in: "é👍🏽x"), 1)
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: 2, in: "é👍🏽x"), 5)
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: 3, in: "é👍🏽x"), 6)
        XCTAssertEqual(GraphemeUnits.utf16Offset(of: 9, in: "é👍🏽x"), 6)
    }
}
