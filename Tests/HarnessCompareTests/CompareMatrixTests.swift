import HarnessPasses
import HarnessRun
import HarnessScreens
import XCTest

/// The matrix's cell words and the summary counts, on hand-built frames.
final class CompareMatrixTests: XCTestCase {
    func testCellWordingForEachCase() {
        let cases: [(gap: Double?, occludedBy: [Occluder], text: String, tone: CaretStanding.Tone)] = [
            (nil, [], "—", .none),
            (24, [], "24.0", .clear),
            (7.25, [], "7.3", .tight),  // 72.5 tenths round away from zero
            (-3, [.keyboard], "covered by keyboard", .covered),
            (300, [.header], "covered by header", .covered),
            (-10, [.button], "covered by button", .covered),
            (-500, [.offScreen], "off screen", .covered),
            // Off screen wins over anything; the keyboard over the button it sits under.
            (-500, [.keyboard, .offScreen], "off screen", .covered),
            (-20, [.keyboard, .button], "covered by keyboard", .covered),
            (300, [.button, .header], "covered by header", .covered),
        ]
        for c in cases {
            let standing = CaretStanding(gap: c.gap, occludedBy: c.occludedBy)
            XCTAssertEqual(standing.text, c.text, "\(c)")
            XCTAssertEqual(standing.tone(requiredGap: 24), c.tone, "\(c)")
        }
    }

    /// 24 - 0.5 = 23.5 still counts as clear; 23.4 does not.
    func testTheClearThresholdHasHalfAPointOfTolerance() {
        XCTAssertEqual(CaretStanding(gap: 23.5, occludedBy: []).tone(requiredGap: 24), .clear)
        XCTAssertEqual(CaretStanding(gap: 23.4, occludedBy: []).tone(requiredGap: 24), .tight)
    }

    /// Six frames: one without a caret, two clear (30 and 23.6), one tight (10), two covered in
    /// steps 4 and 5: 2 clear, 1 tight, 2 covered (steps 4, 5), 1 without a caret.
    func testSummaryCounts() throws {
        let frames = try [
            HandBuiltFrames.entry("01-open", step: 1, gap: nil),
            HandBuiltFrames.entry("02-tap", step: 2, gap: 30),
            HandBuiltFrames.entry("03-type", step: 4, gap: 23.6),
            HandBuiltFrames.entry("04-type", step: 4, gap: 10),
            HandBuiltFrames.entry("05-newline", step: 4, gap: -4, occludedBy: ["button"]),
            HandBuiltFrames.entry("06-scroll", step: 5, gap: -900, occludedBy: ["offScreen"]),
        ]
        let summary = StrategySummary(strategy: "none", frames: frames, requiredGap: 24)
        XCTAssertEqual(summary.frames, 6)
        XCTAssertEqual(summary.clear, 2)
        XCTAssertEqual(summary.tight, 1)
        XCTAssertEqual(summary.covered, 2)
        XCTAssertEqual(summary.noCaret, 1)
        XCTAssertEqual(summary.coveredSteps, [4, 5])
        XCTAssertEqual(summary.line, "none: 2 of 6 frames clear (>= 24 pt), 1 tight, 2 covered (steps 4, 5), 1 without a caret")
    }

    func testSummaryOfAnApproachThatNeverCoversTheCaret() throws {
        let frames = try [HandBuiltFrames.entry("01-tap", step: 3, gap: 24)]
        let summary = StrategySummary(strategy: "design", frames: frames, requiredGap: 24)
        XCTAssertEqual(summary.line, "design: 1 of 1 frames clear (>= 24 pt), 0 tight, 0 covered, 0 without a caret")
    }
}
