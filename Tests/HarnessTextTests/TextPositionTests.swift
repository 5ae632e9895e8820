import XCTest

@testable import HarnessText

/// Grapheme positions and ranges (from TextViewEditingTests, whose text view they served).
final class TextPositionTests: XCTestCase {
    func testPositionsAndRanges() {
        XCTAssertLessThan(TextPosition(offset: 1), TextPosition(offset: 2))
        let range = TextRange(start: TextPosition(offset: 4), end: TextPosition(offset: 1))
        XCTAssertEqual(range.start.offset, 1)
        XCTAssertEqual(range.offsets, 1..<4)
        XCTAssertFalse(range.isEmpty)
        XCTAssertTrue(TextRange(caretAt: TextPosition(offset: 3)).isEmpty)
    }
}
