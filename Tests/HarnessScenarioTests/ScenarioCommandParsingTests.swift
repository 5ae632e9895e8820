import HarnessScript
import HarnessScreens
import XCTest

/// Each command, its defaults and its placements; escapes, comments and line endings.
final class ScenarioCommandParsingTests: XCTestCase {
    func testEveryCommand() throws {
        let source = """
            scenario "demo"
            step 1 "Open the sheet"
            prefill title "Friendly"
            open edit
            tap title
            tap instructions at line 3
            tap title at start
            tap title at middle
            tap title at end
            type "x"
            newline
            newline 3
            backspace
            backspace 12
            select title at start
            select instructions at line 2
            scroll to 120.5
            scroll by -40
            scroll to top
            scroll to bottom
            keyboard hide
            keyboard show
            expect no-scroll
            expect caret-gap 24
            expect caret-visible
            expect scroll-origin 0
            expect design-warning
            open create
            """
        XCTAssertEqual(try ScenarioSource.commands(source), [
            .name("demo"), .step(1, "Open the sheet"), .prefill(.title, "Friendly"), .open(.edit),
            .tap(.title, .end), .tap(.instructions, .endOfLine(3)), .tap(.title, .start), .tap(.title, .middle),
            .tap(.title, .end), .type("x"), .newline(count: 1), .newline(count: 3), .backspace(count: 1),
            .backspace(count: 12), .select(.title, .start), .select(.instructions, .endOfLine(2)),
            .scroll(.to(120.5)), .scroll(.by(-40)), .scroll(.top), .scroll(.bottom), .keyboard(visible: false),
            .keyboard(visible: true), .expect(.noScroll), .expect(.caretGap(.exactly(24))), .expect(.caretVisible()),
            .expect(.scrollOrigin(.exactly(0))), .expect(.designWarning), .open(.create),
        ])
    }

    func testLinesAndColumnsOfCommands() throws {
        let scenario = try ScenarioSource.parse("# intro\n\nopen create\n\t  tap title\n")
        XCTAssertEqual(scenario.lines.map(\.line), [3, 4])
        // A tab and two spaces come before `tap`.
        XCTAssertEqual(scenario.lines.map(\.column), [1, 4])
    }

    func testEscapesInStrings() throws {
        // As written in the file: "a\nb\t\"c\" \\ # not a comment"
        let source = #"""
            open create
            tap instructions
            type "a\nb\t\"c\" \\ # not a comment"
            """#
        XCTAssertEqual(try ScenarioSource.commands(source).last, .type("a\nb\t\"c\" \\ # not a comment"))
    }

    func testCommentsEndALineOutsideStrings() throws {
        let source = "open create # the sheet\ntap title#no space needed\ntype \"#1\" # a hash inside a string is text"
        XCTAssertEqual(try ScenarioSource.commands(source), [.open(.create), .tap(.title, .end), .type("#1")])
    }

    func testWindowsLineEndings() throws {
        // "\r\n" is one Character in Swift; the parser must still see three lines.
        let scenario = try ScenarioSource.parse("open create\r\ntap title\r\ntype \"a\"\r\n")
        XCTAssertEqual(scenario.lines.map(\.command), [.open(.create), .tap(.title, .end), .type("a")])
        XCTAssertEqual(scenario.lines.map(\.line), [1, 2, 3])
    }

    func testCombiningMarkRightAfterAQuote() throws {
        // As graphemes, `"` + U+0301 is one character that is not a quote.
        let source = "open create\ntap title\ntype \"\u{301}e\u{301}\""
        XCTAssertEqual(try ScenarioSource.commands(source).last, .type("\u{301}e\u{301}"))
    }

    func testNonASCIITextIsKeptAsWritten() throws {
        let text = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{4E2D}\u{6587}\u{200B}"
        let source = "open create\ntap instructions\ntype \"\(text)\""
        XCTAssertEqual(try ScenarioSource.commands(source).last, .type(text))
    }

    func testNameDefaultsToTheFileBaseName() throws {
        XCTAssertEqual(try ScenarioSource.parse("open create", path: "Scenarios/keyboard-hide.scenario").name,
                       "keyboard-hide")
        XCTAssertEqual(try ScenarioSource.parse("open create", path: "plain").name, "plain")
        XCTAssertEqual(try ScenarioSource.parse("scenario \"given\"\nopen create", path: "x.scenario").name, "given")
    }

    func testTheProjectScenariosParse() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Scenarios").standardized.path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scenario") }
        XCTAssertFalse(names.isEmpty)
        for name in names {
            XCTAssertNoThrow(try ScenarioParser.parse(contentsOf: "\(folder)/\(name)"), name)
        }
    }
}
