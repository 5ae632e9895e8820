@testable import HarnessScreens
import XCTest

/// The one gap rule, with numbers worked by hand: the design's cushion is caretBottomInset =
/// 24 pt (caret-tracking-design.md, step 5) and the slack half a point, so a gap stands from
/// 24 - 0.5 = 23.5 pt on.
final class GapRuleTests: XCTestCase {
    func testTheDesignsRuleStandsFromTwentyThreeAndAHalf() {
        let rule = GapRule.design
        XCTAssertEqual(rule.cushion, 24)
        XCTAssertEqual(rule.tolerance, 0.5)
        XCTAssertEqual(rule.threshold, 23.5)
        // At 2x one device pixel is 0.5 pt: 47 px = 23.5 pt stands, 46.8 px = 23.4 pt does not.
        XCTAssertTrue(rule.stands(47 / 2.0))
        XCTAssertFalse(rule.stands(46.8 / 2.0))
        XCTAssertTrue(rule.stands(24))
        XCTAssertTrue(rule.stands(60))
        XCTAssertFalse(rule.stands(0))
        XCTAssertFalse(rule.stands(-3))
    }

    func testTheRuleFollowsTheInsetsTheFrameWasMadeWith() {
        // A sheet made with a 12 pt bottom inset: 12 - 0.5 = 11.5 stands, 11.4 does not, and
        // 23.5 (enough for the design's 24) stands with room to spare.
        let insets = CaretInsets(caretTopInset: 24, caretBottomInset: 12, bottomActionAreaHeight: 60)
        let rule = GapRule(insets)
        XCTAssertEqual(rule.threshold, 11.5)
        XCTAssertTrue(rule.stands(11.5))
        XCTAssertFalse(rule.stands(11.4))
        XCTAssertEqual(GapRule(CaretInsets.design), GapRule(cushion: 24, tolerance: 0.5))
    }

    func testShortMeansCoveredOrAGapThatDoesNotStand() {
        let rule = GapRule(cushion: 24)
        XCTAssertTrue(rule.isShort(gap: 30, covered: true), "covered is short whatever the gap")
        XCTAssertTrue(rule.isShort(gap: 23.4, covered: false))
        XCTAssertFalse(rule.isShort(gap: 23.5, covered: false))
        XCTAssertFalse(rule.isShort(gap: nil, covered: false), "no caret, nothing covered: not short")
        XCTAssertTrue(rule.isShort(gap: nil, covered: true))
    }

    func testExceedsIsMoreThanCushionPlusTolerance() {
        // 24 + 0.5 = 24.5: an exact `caret-gap 24` still holds there, and fails from 24.6.
        let rule = GapRule(cushion: 24)
        XCTAssertFalse(rule.exceeds(24.5))
        XCTAssertTrue(rule.exceeds(24.6))
    }
}
