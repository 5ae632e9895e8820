import Foundation
import HarnessScript
import XCTest

/// Hostile or careless input (issue 15): byte-order marks, invisible characters, names that
/// would escape their folder or mislead, names used twice, files that never end, and limits.
final class ScenarioSafetyTests: XCTestCase {
    func testALeadingByteOrderMarkIsSkipped() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let scenario = try ScenarioParser.parse(bytes: bom + Array("open create\ntap title".utf8), path: "bom.scenario")
        XCTAssertEqual(scenario.lines.map(\.command), [.open(.create), .tap(.title, .end)])
        // Columns on line 1 count from after the mark, as an editor shows them.
        XCTAssertEqual(ScenarioSource.failure(bom + Array("open sideways".utf8)),
                       "bad.scenario:1:6: unknown word `sideways`: expected `create`, `edit`")
    }

    func testInvisibleCharactersOutsideStringsAreNamed() {
        XCTAssertEqual(ScenarioSource.failure("open create\n\u{FEFF}tap title"),
                       "bad.scenario:2:1: invisible character U+FEFF ZERO WIDTH NO-BREAK SPACE (a byte-order mark) outside a "
                       + "string; delete it")
        XCTAssertEqual(ScenarioSource.failure("open\u{202E} create"),
                       "bad.scenario:1:5: invisible character U+202E RIGHT-TO-LEFT OVERRIDE outside a string; delete it")
        XCTAssertEqual(ScenarioSource.failure("open\u{A0}create"),
                       "bad.scenario:1:5: U+00A0 NO-BREAK SPACE between words; separate words with spaces or tabs")
        XCTAssertEqual(ScenarioSource.failure("open create\u{7}"),
                       "bad.scenario:1:12: invisible character U+0007 outside a string; delete it")
    }

    /// `scenario "` is 10 scalars: the name's string starts in column 10.
    func testScenarioNames() {
        XCTAssertEqual(ScenarioSource.failure("scenario \"..\"\nopen create"),
                       "bad.scenario:1:10: the scenario name `..` is only dots: as a folder it would be the folder itself or its parent")
        XCTAssertEqual(ScenarioSource.failure("scenario \"a\\\\b\"\nopen create"),
                       "bad.scenario:1:10: the scenario name `a\\b` contains the path separator U+005C REVERSE SOLIDUS: "
                       + "a name is one folder or file name")
        XCTAssertEqual(ScenarioSource.failure("scenario \"evil\u{202E}gnp.exe\"\nopen create"),
                       "bad.scenario:1:10: the scenario name `evil<U+202E>gnp.exe` contains U+202E RIGHT-TO-LEFT OVERRIDE, "
                       + "an invisible control character")
        XCTAssertEqual(ScenarioSource.failure("scenario \"tab\\there\"\nopen create"),
                       "bad.scenario:1:10: the scenario name `tab<U+0009>here` contains U+0009, an invisible control character")
        XCTAssertEqual(ScenarioSource.failure("scenario \"café\"\nopen create"),
                       "bad.scenario:1:10: the scenario name `caf<U+00E9>` contains U+00E9 LATIN SMALL LETTER E WITH ACUTE; "
                       + "a name uses ASCII letters, digits, '-', '_' and '.'")
        XCTAssertEqual(ScenarioSource.failure("scenario \".hidden\"\nopen create"),
                       "bad.scenario:1:10: the scenario name `.hidden` starts with U+002E FULL STOP; a name starts with a letter "
                       + "or a digit")
        let long = String(repeating: "a", count: 65)
        XCTAssertEqual(ScenarioSource.failure("scenario \"\(long)\"\nopen create"),
                       "bad.scenario:1:10: the scenario name `\(long)` is 65 characters long; the limit is 64")
        XCTAssertEqual(try ScenarioSource.parse("scenario \"smoke_test-2.b\"\nopen create").name, "smoke_test-2.b")
    }

    func testNamesFromTheFileFollowTheSameRule() {
        XCTAssertThrowsError(try ScenarioSource.parse("open create", path: "dir/...scenario")) { error in
            XCTAssertEqual("\(error)", "dir/...scenario:1:1: the file name gives the scenario name `..`, which is only dots: as "
                           + "a folder it would be the folder itself or its parent; add a `scenario \"NAME\"` line or rename the file")
        }
        XCTAssertThrowsError(try ScenarioSource.parse("open create", path: "my smoke.scenario")) { error in
            XCTAssertEqual("\(error)", "my smoke.scenario:1:1: the file name gives the scenario name `my smoke`, which contains "
                           + "U+0020 SPACE; a name uses ASCII letters, digits, '-', '_' and '.'; add a `scenario \"NAME\"` line "
                           + "or rename the file")
        }
        // A `scenario` line overrides a file name that would not do.
        XCTAssertEqual(try ScenarioSource.parse("scenario \"ok\"\nopen create", path: "...scenario").name, "ok")
    }

    func testStepTextsMayNotHoldControlOrBidiCharacters() {
        XCTAssertEqual(ScenarioSource.failure("step 1 \"Tap \u{2066}here\"\nopen create"),
                       "bad.scenario:1:1: the text of step 1 contains U+2066 LEFT-TO-RIGHT ISOLATE, an invisible control character")
        XCTAssertEqual(ScenarioSource.failure("step 1 \"two\\nlines\"\nopen create"),
                       "bad.scenario:1:1: the text of step 1 contains U+000A, an invisible control character")
        // Punctuation, other scripts and joined emoji are fine in a step's text.
        XCTAssertNoThrow(try ScenarioSource.parse("step 1 \"Tap: (a/b) \u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{1F468}\u{200D}\u{1F469}\"\nopen create"))
    }

    func testNamesAreUniqueAcrossARun() throws {
        let a = try ScenarioSource.parse("# first\n\nscenario \"smoke\"\nopen create", path: "a.scenario")
        let b = try ScenarioSource.parse("open create", path: "dir/smoke.scenario")
        let c = try ScenarioSource.parse("  scenario \"other\"\nopen create", path: "c.scenario")
        XCTAssertNoThrow(try ScenarioSet.checkUniqueNames([a, c]))
        XCTAssertThrowsError(try ScenarioSet.checkUniqueNames([a, c, b])) { error in
            XCTAssertEqual("\(error)", "dir/smoke.scenario: the scenario name `smoke` is already used by a.scenario:3:1; each "
                           + "scenario of a run needs its own name (it names its out/ and Goldens/ folders)")
        }
        let d = try ScenarioSource.parse("  scenario \"smoke\"\nopen create", path: "d.scenario")
        XCTAssertThrowsError(try ScenarioSet.checkUniqueNames([a, b, d])) { error in
            XCTAssertEqual((error as? DuplicateScenarioNames)?.clashes.map(\.places), [["a.scenario:3:1", "dir/smoke.scenario",
                                                                                       "d.scenario:1:3"]])
        }
        // Only the case differs: the same folder on a case-insensitive file system.
        let e = try ScenarioSource.parse("scenario \"Smoke\"\nopen create", path: "e.scenario")
        XCTAssertThrowsError(try ScenarioSet.checkUniqueNames([a, e])) { error in
            XCTAssertEqual("\(error)", "e.scenario:1:1: the scenario name `Smoke` is already used by a.scenario:3:1 (as `smoke`; "
                           + "names must differ by more than case); each scenario of a run needs its own name (it names its "
                           + "out/ and Goldens/ folders)")
        }
    }

    func testFilesThatAreNotRegularAreRefusedBeforeReading() throws {
        // /dev/zero would be read forever; it is refused from its type alone.
        XCTAssertThrowsError(try ScenarioParser.parse(contentsOf: "/dev/zero")) { error in
            XCTAssertEqual("\(error)", "/dev/zero:1:1: cannot read the scenario file: is a character device, not a regular file")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-safety-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertThrowsError(try ScenarioParser.parse(contentsOf: folder)) { error in
            XCTAssertEqual("\(error)", "\(folder):1:1: cannot read the scenario file: is a directory, not a regular file")
        }
        // A symlink to a scenario is read through.
        try "open create".write(toFile: folder + "/real.scenario", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.scenario", withDestinationPath: folder + "/real.scenario")
        XCTAssertEqual(try ScenarioParser.parse(contentsOf: folder + "/link.scenario").name, "link")
    }

    func testFramesPerStepAreCapped() {
        // Ten `newline 100` after a tap: the tenth reaches 2 + 900 + 100 = 1,002 frames in step 1.
        let source = "step 1 \"a\"\nopen create\ntap title\n" + String(repeating: "newline 100\n", count: 10)
        XCTAssertEqual(ScenarioSource.failure(source),
                       "bad.scenario:13:1: step 1 makes more than 999 frames (frame names number a step's frames with three "
                       + "digits); start a new `step`")
    }

    /// Five frames against a limit of three: frames 3 to 5 come from line 3, so the fourth is
    /// made there.
    func testFramesPerRunAreCappedBeforeAnyFrameIsMade() throws {
        let scenario = try ScenarioSource.parse("open create\ntap instructions\nnewline 3")
        var frames = ScenarioRunner(device: .iPhone15Pro, appearance: .light, limits: RunLimits(maxFrames: 3)).frames(of: scenario)
        XCTAssertThrowsError(try frames.next()) { error in
            XCTAssertEqual("\(error)", "bad.scenario:3:1: the scenario makes 5 frames, more than the limit of 3 a run (frame 4 "
                           + "is made here); split the scenario or raise RunLimits.maxFrames")
        }
        let fits = try ScenarioRunner(device: .iPhone15Pro, appearance: .light, limits: RunLimits(maxFrames: 5)).records(of: scenario)
        XCTAssertEqual(fits.count, 5)
    }

    /// The default limit is the one a plain runner uses: one frame over it is refused.
    func testTheDefaultRunLimit() throws {
        let limit = RunLimits.default.maxFrames
        // A step of at most 100 newlines each, until one frame past the limit.
        var source = "open create\ntap instructions\n"
        var frames = 2
        var step = 0
        while frames <= limit {
            step += 1
            let count = min(100, limit + 1 - frames)
            source += "step \(step) \"s\"\nnewline \(count)\n"
            frames += count
        }
        let scenario = try ScenarioSource.parse(source)
        XCTAssertEqual(scenario.frameCount, limit + 1)
        var iterator = ScenarioRunner(device: .iPhone15Pro, appearance: .light).frames(of: scenario)
        XCTAssertThrowsError(try iterator.next()) { error in
            XCTAssertTrue("\(error)".contains("more than the limit of \(limit) a run"), "\(error)")
        }
    }
}
