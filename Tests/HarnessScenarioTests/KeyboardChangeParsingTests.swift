import HarnessScript
import XCTest

/// The keyboard-change lines: `keyboard emoji|standard`, `predictive on|off`,
/// `hardware attach|detach`, each an event with a frame of its own.
final class KeyboardChangeParsingTests: XCTestCase {
    func testTheLinesAndTheirFrames() throws {
        let scenario = try ScenarioSource.parse("""
            open create
            tap title
            keyboard emoji
            keyboard standard
            predictive off
            predictive on
            hardware attach
            hardware detach
            keyboard hide
            """)
        XCTAssertEqual(scenario.lines.map(\.command).dropFirst(2), [
            .keyboardChange(.layout(.emoji)), .keyboardChange(.layout(.standard)), .keyboardChange(.predictive(false)),
            .keyboardChange(.predictive(true)), .keyboardChange(.hardware(attached: true)),
            .keyboardChange(.hardware(attached: false)), .keyboard(visible: false),
        ])
        XCTAssertEqual(scenario.frameNames, [
            "s000-001-open-create", "s000-002-tap-title", "s000-003-keyboard-emoji", "s000-004-keyboard-standard",
            "s000-005-predictive-off", "s000-006-predictive-on", "s000-007-hardware-attach", "s000-008-hardware-detach",
            "s000-009-keyboard-hide",
        ])
        for change in [KeyboardChange.layout(.emoji), .predictive(false), .hardware(attached: true)] {
            XCTAssertEqual(try ScenarioSource.commands("open create\n" + change.text).last, .keyboardChange(change))
        }
    }

    func testBadWordsAndAChangeBeforeOpen() {
        XCTAssertTrue(ScenarioSource.failure("open create\npredictive maybe").hasPrefix("bad.scenario:2:12:"),
                      ScenarioSource.failure("open create\npredictive maybe"))
        XCTAssertTrue(ScenarioSource.failure("open create\nhardware plug").hasPrefix("bad.scenario:2:10:"))
        XCTAssertTrue(ScenarioSource.failure("open create\nkeyboard klingon").hasPrefix("bad.scenario:2:10:"))
        XCTAssertTrue(ScenarioSource.failure("keyboard emoji").hasPrefix("bad.scenario:1:1:"), ScenarioSource.failure("keyboard emoji"))
    }
}
