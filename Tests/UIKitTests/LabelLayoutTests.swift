import UIKit
import XCTest

/// A label keeps its last layout (issue 22: the view-tree painter must not cost more than the
/// old painter), so what must hold is that any change of text, font or wrapping width is seen.
/// Line heights from the SF metrics, worked out by hand: 17 * (1950 + 494) / 2048 = 20.287109375
/// and 14 * 2444 / 2048 = 16.70703125.
final class LabelLayoutTests: XCTestCase {
    @MainActor
    func testSizeFollowsEveryChangeOfTextFontAndWidth() async {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17)
        label.text = "a"
        let wide = CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude)
        XCTAssertEqual(label.sizeThatFits(wide).height, 20.287109375)
        XCTAssertEqual(label.sizeThatFits(wide).height, 20.287109375, "asked twice, the same answer")
        label.text = "a\nb"
        XCTAssertEqual(label.sizeThatFits(wide).height, 2 * 20.287109375, "a new text is laid out again")
        label.font = .systemFont(ofSize: 14)
        XCTAssertEqual(label.sizeThatFits(wide).height, 2 * 16.70703125, "a new font is laid out again")
        label.text = "a b"
        XCTAssertEqual(label.sizeThatFits(wide).height, 16.70703125, "one line where it fits")
        // One point wide: "a " and "b" cannot share a line.
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 1, height: 100)).height, 2 * 16.70703125,
                       "a new width is laid out again")
        XCTAssertEqual(label.sizeThatFits(wide).height, 16.70703125, "and back")
    }

    @MainActor
    func testPainterSeesTheCurrentTextAtTheLabelsWidth() async throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 1000, height: 40))
        label.font = .systemFont(ofSize: 17)
        label.text = "ab"
        let two = try XCTUnwrap(label.textLayout)
        label.text = "abab"
        let four = try XCTUnwrap(label.textLayout)
        XCTAssertEqual(two.characterCount, 2)
        XCTAssertEqual(four.characterCount, 4)
        XCTAssertGreaterThan(four.usedWidth, two.usedWidth)
    }
}
