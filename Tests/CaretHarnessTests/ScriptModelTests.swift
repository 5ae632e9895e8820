import CaretHarness
import Foundation
import HarnessScript
import HarnessTestSupport
import XCTest

/// A Swift script and a `.scenario` file make one model.
final class ScriptModelTests: XCTestCase {
    func testSwiftSmokeScriptIsTheSmokeScenario() throws {
        let swift = try SmokeScript.script.scenario()
        let file = try Script.load(TestPaths.smokeScenario).scenario()
        XCTAssertEqual(swift.name, "smoke-test")
        // The file's 24 frames: 1 open + 1 tap + 2 types in steps 1-3, 15 events in step 4,
        // 2 in step 5, 3 in step 6 (counted from the scenario by hand).
        XCTAssertEqual(file.frameCount, 24)
        XCTAssertEqual(swift.frameNames, file.frameNames)
        // Same commands in the same order (comments and blank lines are not commands).
        XCTAssertEqual(swift.lines.map(\.command), file.lines.map(\.command))
    }

    func testBadStepNamesTheSwiftLine() {
        let line = #line + 1
        let script = Script("bad name/with slash") { Step.open(.create) }
        XCTAssertThrowsError(try script.scenario()) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("ScriptModelTests.swift"), text)
            _ = line
        }
        let badStep = #line + 1
        let typed = Script("ok") { Step.open(.create); Step.newline(0) }
        XCTAssertThrowsError(try typed.scenario()) { error in
            XCTAssertTrue("\(error)".contains("ScriptModelTests.swift:\(badStep)"), "\(error)")
        }
    }

    func testStringsKeepEscapes() throws {
        let text = "a \"quoted\" \\ back\nslash 👩🏽‍💻"
        let scenario = try Script("escapes") { Step.open(.create); Step.tap(.title); Step.type(text) }.scenario()
        XCTAssertEqual(scenario.lines.last?.command, .type(text))
    }
}
