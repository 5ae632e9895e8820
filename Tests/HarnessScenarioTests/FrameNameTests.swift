import Foundation
import HarnessScript
import XCTest

/// Frame names (the goldens' file names) depend on the step and the place within it, never on
/// how many frames came before; `frame "NAME"` names one frame; names sort in run order.
final class FrameNameTests: XCTestCase {
    /// The smoke test's 24 frames, named by hand from its steps: step 1 opens, step 2 taps,
    /// step 3 types twice, step 4 has 15 events, step 5 two, step 6 three.
    func testTheSmokeTestsNames() throws {
        let scenario = try ScenarioParser.parse(contentsOf: ScenarioFiles.path("smoke-test"))
        XCTAssertEqual(scenario.frameNames, [
            "s001-001-open-create",
            "s002-001-tap-title",
            "s003-001-type-m", "s003-002-type-y-style",
            "s004-001-tap-instructions", "s004-002-type-rewrite-the-message-in-a", "s004-003-newline",
            "s004-004-type-keep-it-short", "s004-005-newline", "s004-006-type-use-plain-words", "s004-007-newline",
            "s004-008-type-sign-off-with-a-smile", "s004-009-newline", "s004-010-newline", "s004-011-newline",
            "s004-012-type-end-with-a-question", "s004-013-newline", "s004-014-newline", "s004-015-newline",
            "s005-001-scroll-to-top", "s005-002-type-text",
            "s006-001-open-edit", "s006-002-tap-instructions", "s006-003-type-x",
        ])
        XCTAssertEqual(scenario.frameCount, 24)
        // The runner names its frames the same way, in the same order.
        let records = try ScenarioRunner(device: .iPhone15Pro, appearance: .light).records(of: scenario)
        XCTAssertEqual(records.map(\.name), scenario.frameNames)
        XCTAssertEqual(records.map(\.index), Array(1...24))
    }

    /// Inserting `keyboard hide` in step 2 renames nothing outside step 2, and inside it only
    /// the frames after the insertion.
    func testInsertingAnEventRenamesOnlyTheLaterFramesOfItsStep() throws {
        let before = """
            step 1 "a"
            open create
            step 2 "b"
            tap instructions
            type "x"
            newline
            step 3 "c"
            newline
            """
        let after = before.replacingOccurrences(of: "tap instructions\n", with: "tap instructions\nkeyboard hide\n")
        let old = try ScenarioSource.parse(before).frameNames
        let new = try ScenarioSource.parse(after).frameNames
        XCTAssertEqual(old, ["s001-001-open-create", "s002-001-tap-instructions", "s002-002-type-x", "s002-003-newline",
                             "s003-001-newline"])
        XCTAssertEqual(new, ["s001-001-open-create", "s002-001-tap-instructions", "s002-002-keyboard-hide", "s002-003-type-x",
                             "s002-004-newline", "s003-001-newline"])
    }

    func testFramesBeforeAnyStepAreStepZero() throws {
        XCTAssertEqual(try ScenarioSource.parse("open create\ntap title").frameNames,
                       ["s000-001-open-create", "s000-002-tap-title"])
    }

    /// A step of 120 frames and steps 9, 10 and 100: sorting the names as plain strings (as a
    /// file listing does) gives the run order.
    func testNamesSortInRunOrderPast99() throws {
        let source = """
            step 9 "a"
            open create
            tap instructions
            newline 100
            newline 18
            step 10 "b"
            newline
            step 100 "c"
            newline
            """
        let names = try ScenarioSource.parse(source).frameNames
        // 2 + 100 + 18 = 120 frames in step 9, one each in steps 10 and 100.
        XCTAssertEqual(names.count, 122)
        XCTAssertEqual(names[99], "s009-100-newline")
        XCTAssertEqual(names[119], "s009-120-newline")
        XCTAssertEqual(names[120], "s010-001-newline")
        XCTAssertEqual(names[121], "s100-001-newline")
        XCTAssertEqual(names.sorted(), names)
    }

    func testAFrameLineNamesTheNextFrameOnly() throws {
        let source = """
            step 1 "a"
            open create
            frame "focused"
            tap title
            type "x"
            """
        let scenario = try ScenarioSource.parse(source)
        // A named frame takes no place in its step: the `type` is still the step's second frame.
        XCTAssertEqual(scenario.frameNames, ["s001-001-open-create", "focused", "s001-002-type-x"])
        XCTAssertEqual(scenario.lines[2].command, .frame("focused"))
        let records = try ScenarioRunner(device: .iPhone15Pro, appearance: .light).records(of: scenario)
        XCTAssertEqual(records.map(\.name), ["s001-001-open-create", "focused", "s001-002-type-x"])
    }

    func testBadFrameNames() {
        // `frame ` is 6 scalars: the string starts in column 7.
        XCTAssertEqual(ScenarioSource.failure("open create\nframe \"a\"\ntap title\nframe \"a\"\ntype \"x\""),
                       "bad.scenario:4:7: the frame name `a` is already used on line 2")
        XCTAssertEqual(ScenarioSource.failure("open create\nframe \"A\"\ntap title\nframe \"a\"\ntype \"x\""),
                       "bad.scenario:4:7: the frame name `a` is already used on line 2 (as `A`; names must differ by more than case)")
        XCTAssertEqual(ScenarioSource.failure("open create\nframe \"S001-002-x\"\ntap title"),
                       "bad.scenario:2:7: the frame name `S001-002-x` has the form sNNN-NNN-… of automatic names; choose another")
        XCTAssertEqual(ScenarioSource.failure("open create\nframe \"s001-002-x\"\ntap title"),
                       "bad.scenario:2:7: the frame name `s001-002-x` has the form sNNN-NNN-… of automatic names; choose another")
        XCTAssertEqual(ScenarioSource.failure("open create\nframe \"a b\"\ntap title"),
                       "bad.scenario:2:7: the frame name `a b` contains U+0020 SPACE; a name uses ASCII letters, digits, '-', '_' and '.'")
        XCTAssertEqual(ScenarioSource.failure("open create\ntap title\nframe \"n\"\nnewline 2"),
                       "bad.scenario:4:1: `frame \"n\"` (line 3) names one frame, but this line makes 2; name them one by one "
                       + "or drop the `frame` line")
        XCTAssertEqual(ScenarioSource.failure("open create\nframe \"a\"\nframe \"b\"\ntap title"),
                       "bad.scenario:3:1: a second `frame` name before an event")
        XCTAssertEqual(ScenarioSource.failure("open create\nframe \"last\""),
                       "bad.scenario:2:1: `frame \"last\"` with no event after it: there is no frame to name")
    }
}

/// The project's scenario files.
enum ScenarioFiles {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scenarios/\(name).scenario").standardized.path
    }
}
