import Foundation
import HarnessScript
import HarnessScreens
import XCTest

/// `expect caret-gap >= N`, `N ± T` (and `+-`), `<= N`, exact `N`, and `during motion`: what
/// they parse to, how they read back, what they admit, and the messages of bad ones.
final class ExpectationComparisonTests: XCTestCase {
    private func expectation(_ line: String) throws -> Expectation {
        let commands = try ScenarioSource.commands("open create\ntap title\n" + line)
        guard case .expect(let e) = commands.last else {
            XCTFail("not an expect: \(String(describing: commands.last))")
            return .noScroll
        }
        return e
    }

    private func assertFailure(_ line: String, _ expected: String, file: StaticString = #filePath, line number: UInt = #line) {
        XCTAssertEqual(ScenarioSource.failure("open create\ntap title\n" + line), expected, file: file, line: number)
    }

    func testEveryFormParsesToItsType() throws {
        XCTAssertEqual(try expectation("expect caret-gap 24"), .caretGap(.exactly(24)))
        XCTAssertEqual(try expectation("expect caret-gap >= 24"), .caretGap(.atLeast(24)))
        XCTAssertEqual(try expectation("expect caret-gap >=24"), .caretGap(.atLeast(24)))
        XCTAssertEqual(try expectation("expect caret-gap <= -2.5"), .caretGap(.atMost(-2.5)))
        XCTAssertEqual(try expectation("expect caret-gap >=-3"), .caretGap(.atLeast(-3)))
        XCTAssertEqual(try expectation("expect caret-gap 24 ± 2"), .caretGap(.within(24, tolerance: 2)))
        XCTAssertEqual(try expectation("expect caret-gap 24±2"), .caretGap(.within(24, tolerance: 2)))
        XCTAssertEqual(try expectation("expect caret-gap 24 +- 1.5"), .caretGap(.within(24, tolerance: 1.5)))
        XCTAssertEqual(try expectation("expect caret-gap 24+-1.5"), .caretGap(.within(24, tolerance: 1.5)))
        XCTAssertEqual(try expectation("expect scroll-origin >= 100"), .scrollOrigin(.atLeast(100)))
        XCTAssertEqual(try expectation("expect scroll-origin 0"), .scrollOrigin(.exactly(0)))
        XCTAssertEqual(try expectation("expect caret-visible during motion"), .caretVisible(scope: .duringMotion))
        XCTAssertEqual(try expectation("expect caret-gap >= 20 during motion"), .caretGap(.atLeast(20), scope: .duringMotion))
    }

    func testTheTypeExposesComparisonOperandAndTolerance() {
        let atLeast = ExpectedValue.atLeast(24)
        XCTAssertEqual(atLeast.comparison, .atLeast)
        XCTAssertEqual(atLeast.operand, 24)
        XCTAssertEqual(atLeast.tolerance, 0.5)
        let within = ExpectedValue.within(24, tolerance: 2)
        XCTAssertEqual(within.comparison, .equal)
        XCTAssertEqual(within.tolerance, 2)
        XCTAssertEqual(Expectation.caretGap(.atLeast(20), scope: .duringMotion).scope, .duringMotion)
        XCTAssertEqual(Expectation.caretGap(.atLeast(20)).caretGapValue, .atLeast(20))
        XCTAssertNil(Expectation.scrollOrigin(.exactly(0)).caretGapValue)
    }

    func testDescriptionsReadAsWritten() {
        // The ASCII `+-` reads back as `±`; whole numbers lose their ".0".
        XCTAssertEqual(Expectation.caretGap(.exactly(24)).description, "caret-gap 24")
        XCTAssertEqual(Expectation.caretGap(.atLeast(24)).description, "caret-gap >= 24")
        XCTAssertEqual(Expectation.caretGap(.within(24, tolerance: 1.5)).description, "caret-gap 24 ± 1.5")
        XCTAssertEqual(Expectation.caretGap(.atMost(-2.5), scope: .duringMotion).description, "caret-gap <= -2.5 during motion")
        XCTAssertEqual(Expectation.caretVisible(scope: .duringMotion).description, "caret-visible during motion")
        XCTAssertEqual(Expectation.scrollOrigin(.atLeast(100)).text, "scroll-origin >= 100")
    }

    func testWhatEachFormAdmits() {
        // Exact: 24 ± 0.5.
        XCTAssertTrue(ExpectedValue.exactly(24).admits(23.5))
        XCTAssertTrue(ExpectedValue.exactly(24).admits(24.5))
        XCTAssertFalse(ExpectedValue.exactly(24).admits(23.4))
        XCTAssertFalse(ExpectedValue.exactly(24).admits(24.6))
        // At least 24 - 0.5 = 23.5, no upper bound.
        XCTAssertTrue(ExpectedValue.atLeast(24).admits(23.5))
        XCTAssertTrue(ExpectedValue.atLeast(24).admits(77.3))
        XCTAssertFalse(ExpectedValue.atLeast(24).admits(23.4))
        // At most 2 + 0.5 = 2.5.
        XCTAssertTrue(ExpectedValue.atMost(2).admits(-97.5))
        XCTAssertTrue(ExpectedValue.atMost(2).admits(2.5))
        XCTAssertFalse(ExpectedValue.atMost(2).admits(2.6))
        // 24 ± 2: 22 to 26.
        XCTAssertTrue(ExpectedValue.within(24, tolerance: 2).admits(22))
        XCTAssertTrue(ExpectedValue.within(24, tolerance: 2).admits(26))
        XCTAssertFalse(ExpectedValue.within(24, tolerance: 2).admits(26.01))
        XCTAssertFalse(ExpectedValue.atLeast(24).admits(.nan))
    }

    func testTheValueIsWrittenToJSONAsFields() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(ExpectedValue.atLeast(24)), as: UTF8.self)
        XCTAssertEqual(json, #"{"comparison":">=","operand":24,"tolerance":0.5}"#)
        for value in [ExpectedValue.atLeast(24), .atMost(-2), .exactly(0), .within(24, tolerance: 2)] {
            XCTAssertEqual(try JSONDecoder().decode(ExpectedValue.self, from: try encoder.encode(value)), value)
        }
    }

    /// The tap on Style Name on the iPhone 15 Pro, worked out in FrameProductionTests: caret top
    /// 64 + 70 + 100 + 24 + 16 = 274, line height 17 * 2444 / 2048 = 20.287109375, button top
    /// 852 - 336 - 8 - 52 = 456, so the gap is 456 - 294.287109375 = 161.712890625 pt: 0.2129 from
    /// 161.5 (inside ± 0.25, outside ± 0.2) and 0.2871 from 162 (inside the exact form's ± 0.5).
    func testTheRunnerChecksEachForm() throws {
        let source = """
            open create
            tap title
            expect caret-gap >= 160
            expect caret-gap 161.5 ± 0.25
            expect caret-gap 161.5 +- 0.2
            expect caret-gap <= 100
            expect caret-gap 162
            expect caret-visible during motion
            expect caret-gap >= 200 during motion
            """
        let records = try ScenarioRunner(device: .iPhone15Pro, appearance: .light).records(of: try ScenarioSource.parse(source))
        let results = try XCTUnwrap(records.last).expectations
        XCTAssertEqual(results.map(\.passed), [true, true, false, false, true, true, false])
        XCTAssertEqual(results.map(\.line), [3, 4, 5, 6, 7, 8, 9])
        XCTAssertEqual(results.map(\.message), [
            "model gap 161.7 pt, expected >= 160.0 pt",
            "model gap 161.7 pt, expected 161.5 pt ± 0.25",
            "model gap 161.7 pt, expected 161.5 pt ± 0.2",
            "model gap 161.7 pt, expected <= 100.0 pt",
            "model gap 161.7 pt, expected 162.0 pt ± 0.5",
            "caret uncovered (at rest; the motion is judged by the motion pass)",
            "model gap 161.7 pt, expected >= 200.0 pt (at rest; the motion is judged by the motion pass)",
        ])
    }

    /// Columns by hand: `expect caret-gap ` is 17 scalars, so the value starts in column 18.
    func testBadComparisons() {
        assertFailure("expect caret-gap > 24",
                      "bad.scenario:3:18: unknown comparison `>`: write `N` (exact), `N ± T`, `>= N` or `<= N`")
        assertFailure("expect caret-gap == 24",
                      "bad.scenario:3:18: unknown comparison `==`: write `N` (exact), `N ± T`, `>= N` or `<= N`")
        // `>= 24 ` is 6 more scalars: the `±` is column 24.
        assertFailure("expect caret-gap >= 24 ± 1",
                      "bad.scenario:3:24: a tolerance goes with an exact value only: write `N ± T`, or `>= N` alone")
        // `24` then `>=` glued at column 20.
        assertFailure("expect caret-gap 24>=",
                      "bad.scenario:3:20: a comparison goes before the number: write `>= N`, or `N ± T`")
        // `24 ±` ends in column 21; the tolerance is missing at column 22.
        assertFailure("expect caret-gap 24 ±", "bad.scenario:3:22: expected the tolerance after `±`")
        assertFailure("expect caret-gap 24 +- -1", "bad.scenario:3:24: bad tolerance `-1`: expected 0 or more points")
        assertFailure("expect caret-gap >= 24pt",
                      "bad.scenario:3:21: bad number `24pt` for the gap in points: expected a decimal such as 120 or -40.5")
        assertFailure("expect caret-gap", "bad.scenario:3:17: expected the gap in points")
    }

    func testBadMotionScopes() {
        // `expect no-scroll ` is 17 scalars.
        assertFailure("expect no-scroll during motion",
                      "bad.scenario:3:18: `during motion` applies to `caret-gap` and `caret-visible` only, not `no-scroll`")
        assertFailure("expect caret-gap 24 during motion",
                      "bad.scenario:3:8: `caret-gap 24 during motion`: the gap changes from frame to frame during motion; "
                      + "compare it with `>= N` or `<= N`")
        // `expect caret-visible during` ends in column 27.
        assertFailure("expect caret-visible during", "bad.scenario:3:28: expected `motion`")
        assertFailure("expect caret-visible during rest", "bad.scenario:3:29: unknown word `rest`: expected `motion`")
        assertFailure("expect caret-visible motion", "bad.scenario:3:22: unexpected `motion` at the end of the command")
    }
}
