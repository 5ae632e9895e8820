import HarnessScreens
import HarnessScript
import XCTest

/// Scripts name inputs by accessibilityIdentifier, as UI tests do (`tap comment`), and frames
/// are named from the script's own words: `open` alone is `open`, `tap comment` is `tap-comment`;
/// the stock sheet's `open create` and `tap title` keep their names.
final class InputIdentifierParsingTests: XCTestCase {
    func testTapNamesAnInputByIdentifier() throws {
        let scenario = try ScenarioSource.parse("open\ntap comment\ntype \"hi\"\nselect comment at line 2\nprefill comment \"x\"\nopen")
        XCTAssertEqual(scenario.lines.map(\.command), [
            .open(nil), .tap(FieldID("comment"), .end), .type("hi"), .select("comment", .endOfLine(2)),
            .prefill("comment", "x"), .open(nil),
        ])
        // The sheet's words parse as before: its two fields are identifiers like any other.
        XCTAssertEqual(try ScenarioSource.commands("open edit\ntap instructions at middle"),
                       [.open(.edit), .tap(.instructions, .middle)])
        XCTAssertEqual(FieldID.title, "title")
        XCTAssertEqual(FieldID.instructions.rawValue, "instructions")
        // An identifier with a space is written in double quotes.
        XCTAssertEqual(try ScenarioSource.commands("open\ntap \"first name\" at start"), [.open(nil), .tap("first name", .start)])
    }

    func testFrameNamesComeFromTheScriptsWords() throws {
        let scenario = try ScenarioSource.parse("open\ntap comment\ntype \"On my way\"\nselect field5 at end\nopen create\ntap title\ntap \"First Name\"")
        XCTAssertEqual(scenario.frameNames, [
            "s000-001-open", "s000-002-tap-comment", "s000-003-type-on-my-way", "s000-004-select-field5",
            "s000-005-open-create", "s000-006-tap-title", "s000-007-tap-first-name",
        ])
    }
}

/// The stock sheet's inputs are `title` and `instructions`: another identifier is refused by name,
/// and `open` without a mode opens it as `open create` does.
final class SheetInputIdentifierTests: XCTestCase {
    func testTheSheetRefusesAnotherIdentifier() throws {
        let scenario = try ScenarioSource.parse("open create\ntap comment")
        XCTAssertThrowsError(try ScenarioRunner(device: .iPhone15Pro, appearance: .light).records(of: scenario)) { error in
            XCTAssertEqual("\(error)", "the sheet has no input identified `comment`; its inputs are identified `title` and `instructions`")
        }
    }

    func testOpenWithoutAModeOpensTheSheetInCreateMode() throws {
        let runner = ScenarioRunner(device: .iPhone15Pro, appearance: .light)
        let plain = try runner.records(of: try ScenarioSource.parse("open\ntap title\ntype \"a\""))
        let create = try runner.records(of: try ScenarioSource.parse("open create\ntap title\ntype \"a\""))
        XCTAssertEqual(plain.map(\.name), ["s000-001-open", "s000-002-tap-title", "s000-003-type-a"])
        XCTAssertEqual(create.map(\.name), ["s000-001-open-create", "s000-002-tap-title", "s000-003-type-a"])
    }
}
