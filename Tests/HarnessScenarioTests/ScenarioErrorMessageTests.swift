import Foundation
import HarnessScript
import XCTest

/// Every way a scenario can be wrong, with the exact "FILE:LINE:COL: message" a user reads.
/// Columns are counted by hand (1-based, Unicode scalars).
final class ScenarioErrorMessageTests: XCTestCase {
    private func assertFailure(_ text: String, _ expected: String, line: UInt = #line) {
        XCTAssertEqual(ScenarioSource.failure(text), expected, line: line)
    }

    func testUnknownCommand() {
        assertFailure("open create\njump 3", "bad.scenario:2:1: unknown command `jump`; commands are: scenario, step, "
                      + "open, prefill, tap, type, newline, backspace, select, scroll, keyboard, predictive, hardware, expect, wait, frame")
    }

    func testCommandsAreCaseSensitiveAndColumnsSkipIndentation() {
        assertFailure("open create\n   Tap title", "bad.scenario:2:4: unknown command `Tap`; commands are: scenario, "
                      + "step, open, prefill, tap, type, newline, backspace, select, scroll, keyboard, predictive, hardware, expect, wait, frame")
    }

    func testBadDecimalNumbers() {
        // "scroll to " is 10 scalars, so the number starts in column 11.
        assertFailure("open create\nscroll to 12px",
                      "bad.scenario:2:11: bad number `12px` for the scroll origin: expected a decimal such as 120 or -40.5")
        // Swift reads 1e3 and nan as Doubles; the grammar does not.
        assertFailure("open create\nscroll by 1e3",
                      "bad.scenario:2:11: bad number `1e3` for the scroll distance: expected a decimal such as 120 or -40.5")
        assertFailure("open create\nscroll to nan",
                      "bad.scenario:2:11: bad number `nan` for the scroll origin: expected a decimal such as 120 or -40.5")
        assertFailure("open create\nexpect caret-gap 24pt",
                      "bad.scenario:2:18: bad number `24pt` for the gap in points: expected a decimal such as 120 or -40.5")
    }

    func testBadWholeNumbers() {
        assertFailure("open create\ntap title\nnewline 0",
                      "bad.scenario:3:9: bad number `0` for the number of newlines: expected a whole number from 1 to 100 "
                      + "(one frame each, at most 100 a command)")
        assertFailure("step 1000 \"x\"",
                      "bad.scenario:1:6: bad number `1000` for the step number: expected a whole number from 1 to 999")
        // "tap instructions at line " is 25 scalars.
        assertFailure("open create\ntap instructions at line -2",
                      "bad.scenario:2:26: bad number `-2` for the line number: expected a whole number from 1 to 10000")
        assertFailure("open create\ntap title\nbackspace 2.5",
                      "bad.scenario:3:11: bad number `2.5` for the number of backspaces: expected a whole number from 1 to 100 "
                      + "(one frame each, at most 100 a command)")
    }

    func testUnterminatedString() {
        // The opening quote is column 6 of `type "abc`.
        assertFailure("open create\ntap title\ntype \"abc", "bad.scenario:3:6: unterminated string: no closing \" on this line")
        // A string cannot run onto the next line.
        assertFailure("open create\ntap title\ntype \"abc\ndef\"", "bad.scenario:3:6: unterminated string: no closing \" on this line")
        // A trailing backslash escapes nothing, so the string stays open.
        assertFailure("open create\ntap title\ntype \"abc\\", "bad.scenario:3:6: unterminated string: no closing \" on this line")
    }

    func testUnknownEscapeNamesTheBackslashColumn() {
        // `type "a\qb"`: the backslash is column 8.
        assertFailure("open create\ntap title\ntype \"a\\qb\"",
                      "bad.scenario:3:8: unknown escape \\q (use \\n, \\t, \\\" or \\\\)")
    }

    func testStepOutOfOrder() {
        assertFailure("step 2 \"b\"\nstep 1 \"a\"", "bad.scenario:2:1: step 1 out of order: it follows step 2")
        assertFailure("step 1 \"a\"\nstep 1 \"again\"", "bad.scenario:2:1: step 1 out of order: it follows step 1")
    }

    func testEditsBeforeAnyTap() {
        assertFailure("open create\ntype \"x\"", "bad.scenario:2:1: `type` before any `tap`: no field has focus")
        assertFailure("open create\n  backspace", "bad.scenario:2:3: `backspace` before any `tap`: no field has focus")
        // A second `open` presents a fresh sheet, so the earlier tap no longer counts.
        assertFailure("open create\ntap title\nopen edit\nnewline",
                      "bad.scenario:4:1: `newline` before any `tap`: no field has focus")
    }

    func testEventsBeforeOpen() {
        assertFailure("tap title", "bad.scenario:1:1: `tap` before `open`: the sheet is not presented")
        assertFailure("scroll to top", "bad.scenario:1:1: `scroll` before `open`: the sheet is not presented")
        assertFailure("expect no-scroll", "bad.scenario:1:1: `expect` before any event: there is no frame to check")
    }

    func testEmptyFiles() {
        XCTAssertEqual(ScenarioSource.failure([UInt8]()), "bad.scenario:1:1: empty scenario: no commands")
        assertFailure("# only a comment\n\n   \t\n", "bad.scenario:1:1: empty scenario: no commands")
        assertFailure("scenario \"x\"\nstep 1 \"a\"",
                      "bad.scenario:2:1: the scenario has no events (start with `open create` or `open edit`)")
    }

    /// Issue 23: the bad byte's own line and column (before: always 1:1).
    func testBinaryFiles() throws {
        // "open" then NUL: column 5.
        XCTAssertEqual(ScenarioSource.failure([0x6F, 0x70, 0x65, 0x6E, 0x00, 0x63]),
                       "bad.scenario:1:5: not a text file (NUL byte at offset 4)")
        // UTF-16 with a byte-order mark: the NUL after "o" is found first; FF and FE count as a
        // column each, "o" is the third, the NUL the fourth.
        XCTAssertEqual(ScenarioSource.failure([0xFF, 0xFE, 0x6F, 0x00]),
                       "bad.scenario:1:4: not a text file (NUL byte at offset 3)")
        // "open create\n" is 12 bytes; 0xC3 0x28 is a lead byte with no continuation: line 2, column 1.
        XCTAssertEqual(ScenarioSource.failure(Array("open create\n".utf8) + [0xC3, 0x28]),
                       "bad.scenario:2:1: not a text file (invalid UTF-8 at offset 12)")
        XCTAssertEqual(ScenarioSource.failure([0xFF]), "bad.scenario:1:1: not a text file (invalid UTF-8 at offset 0)")
        // A three-byte sequence cut after two bytes, after "a": column 2.
        XCTAssertEqual(ScenarioSource.failure([0x61, 0xE2, 0x82]),
                       "bad.scenario:1:2: not a text file (invalid UTF-8 at offset 1)")
    }

    func testAPNGIsNotAScenario() {
        // The PNG signature is 8 bytes; the IHDR length 00 00 00 0D follows, so the first NUL is at 8.
        // The signature holds two line feeds (bytes 5 and 7): line 3, column 1.
        let png = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../HarnessPNGTests/Fixtures/rgb8.png").standardized.path
        XCTAssertThrowsError(try ScenarioParser.parse(contentsOf: png)) { error in
            XCTAssertEqual("\(error)", "\(png):3:1: not a text file (NUL byte at offset 8)")
        }
    }

    func testUnreadableFile() {
        XCTAssertThrowsError(try ScenarioParser.parse(contentsOf: "/nonexistent/missing.scenario")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/missing.scenario:1:1: cannot read the scenario file: cannot open: No such file or directory")
        }
    }

    func testMissingAndMalformedArguments() {
        // `open` alone opens a screen (no mode); `tap` ends in column 3, so the missing
        // identifier is expected in column 4.
        assertFailure("open\ntap", "bad.scenario:2:4: expected the input's accessibility identifier (such as `title` or `comment`)")
        assertFailure("open\ntap \"\"", "bad.scenario:2:5: empty accessibility identifier: name the input")
        assertFailure("open sideways", "bad.scenario:1:6: unknown word `sideways`: expected `create`, `edit`")
        assertFailure("open \"create\"", "bad.scenario:1:6: expected `create` or `edit`, found a string")
        assertFailure("open create extra", "bad.scenario:1:13: unexpected `extra` at the end of the command")
        assertFailure("open create\ntap title\ntype hello",
                      "bad.scenario:3:6: expected the text to type in double quotes, found `hello`")
        assertFailure("open create\ntap title\ntype", "bad.scenario:3:5: expected the text to type in double quotes")
        assertFailure("open create\nexpect", "bad.scenario:2:7: expected `no-scroll` or `caret-gap` or `caret-visible` "
                      + "or `scroll-origin` or `design-warning`")
        assertFailure("open create\nselect title", "bad.scenario:2:1: `select` needs a place: at end, at start, at middle or at line N")
        assertFailure("open create\ntap title on end", "bad.scenario:2:11: unknown word `on`: expected `at`")
        // A word may follow a string without a space; it is still one word too many.
        assertFailure("step 1 \"a\"extra", "bad.scenario:1:11: unexpected `extra` at the end of the command")
    }

    func testColumnsCountUnicodeScalars() {
        // 👍🏽 is one grapheme but two scalars: the string spans columns 6 to 9, `x` is column 11.
        assertFailure("open create\ntap title\ntype \"\u{1F44D}\u{1F3FD}\" x",
                      "bad.scenario:3:11: unexpected `x` at the end of the command")
    }

    func testNamesAndPrefills() {
        assertFailure("scenario \"a\"\nscenario \"b\"", "bad.scenario:2:1: a second `scenario` name")
        // The name's string starts in column 10 of `scenario "a/b"`.
        assertFailure("scenario \"a/b\"", "bad.scenario:1:10: the scenario name `a/b` contains the path separator "
                      + "U+002F SOLIDUS: a name is one folder or file name")
        assertFailure("scenario \"\"", "bad.scenario:1:10: the scenario name `` is empty")
        assertFailure("open create\n prefill title \"x\"",
                      "bad.scenario:2:2: `prefill` with no `open` after it: it would fill nothing")
        assertFailure("open create\nprefill title \"x\"\nexpect no-scroll",
                      "bad.scenario:2:1: `prefill` with no `open` after it: it would fill nothing")
    }
}
