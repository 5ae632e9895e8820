import Foundation
import XCTest

/// Issue 23's smaller items: every refusal names the file, line and column or the value, and
/// says what is valid.
final class InputMessageTests: XCTestCase {
    private var w: CLIWorkspace!

    override func setUpWithError() throws { w = try CLIWorkspace() }
    override func tearDown() { w.remove() }

    private func variants(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: w.path("Goldens"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: w.path("Goldens/variants.json")))
    }

    /// Before: an unknown device was not located in the file; unknown and doubled keys were ignored.
    func testVariantsListErrorsAreLocated() throws {
        let scenario = try w.scenario("tiny", "open create\n")
        let cases: [(String, String)] = [
            // Line 2: ` {"device": ` puts the value at column 13.
            ("{\"variants\": [\n {\"device\": \"iphone-99\", \"appearance\": \"light\"}]}",
             "Goldens/variants.json:2:13: variant 1: unknown device `iphone-99`; devices: "),
            // `{"device": "iphone-se-3", "appearance": "light", ` is 49 characters: the key is at column 50.
            ("{\"variants\": [\n{\"device\": \"iphone-se-3\", \"appearance\": \"light\", \"textsize\": 26}]}",
             "Goldens/variants.json:2:50: variant 1: unknown key `textsize`; keys: device, appearance"),
            ("{\"variants\": [\n{\"device\": \"iphone-se-3\", \"device\": \"iphone-15-pro\", \"appearance\": \"light\"}]}",
             "Goldens/variants.json:2:27: variant 1: key `device` given twice (first at 2:2)"),
            ("{\"variants\": [], \"extra\": 1}", "Goldens/variants.json:1:18: the variant list: unknown key `extra`"),
        ]
        for (text, message) in cases {
            try variants(text)
            let result = try w.run(["run", "--scenario", scenario, "--out", "out"])
            XCTAssertEqual(result.code, 2, text)
            XCTAssertTrue(result.err.contains(message), "\(text)\n\(result.err)")
        }
    }

    /// Before: `version: 1e300` was "not valid JSON". Now it says the version is no version number.
    func testAManifestVersionThatIsNoWholeNumberSaysSo() throws {
        let scenario = try w.scenario("tiny", "open create\n")
        try FileManager.default.createDirectory(atPath: w.path("Goldens"), withIntermediateDirectories: true)
        try Data("{\"version\": 1e300, \"fingerprints\": {}, \"goldens\": {}}".utf8).write(to: URL(fileURLWithPath: w.path("Goldens/manifest.json")))
        let result = try w.run(["record", "--missing", "--scenario", scenario, "--device", "iphone-se-3", "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("Goldens/manifest.json: not a valid manifest (at 1:13: the manifest `version` 1e300 is not a whole number this build reads (it reads version 1))"),
                      result.err)
    }

    /// Before: a goldens folder that cannot be made said "choose another with --out".
    func testAGoldensFolderThatCannotBeMadeNamesGoldens() throws {
        let scenario = try w.scenario("tiny", "open create\n")
        try Data("a file".utf8).write(to: URL(fileURLWithPath: w.path("Goldens")))
        let result = try w.run(["record", "--missing", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("Goldens: cannot create the folder (Goldens is a file in the way); choose another with --goldens"),
                      result.err)
    }

    /// Before: `--motion=30` was refused; `diff --scale 0` said "from 0 to 10" while refusing 0;
    /// `--text-size 0x11` was read as 17; sizes 1 to 10 were accepted and failed later.
    func testFlagValues() throws {
        let scenario = try w.scenario("tiny", "open create\n")
        let motion = try w.run(["run", "--motion=0", "--scenario", scenario, "--out", "out"])
        XCTAssertEqual(motion.code, 2)
        XCTAssertTrue(motion.err.contains("--motion: FPS must be a whole number from 1 to 240, got 0"), motion.err)
        let scale = try w.run(["diff", "a.png", "b.png", "--scale", "0"])
        XCTAssertEqual(scale.code, 2)
        XCTAssertTrue(scale.err.contains("--scale 0: expected a number above 0 and at most 10"), scale.err)
        for size in ["0x11", "10", "1", "1e1", "17."] {
            let result = try w.run(["run", "--text-size", size, "--scenario", scenario, "--out", "out"])
            XCTAssertEqual(result.code, 2, size)
            XCTAssertTrue(result.err.contains("--text-size \(size): expected points from 11 to 200 in decimal"), result.err)
        }
    }

    /// Before: invalid UTF-8 and NUL bytes were reported at 1:1. Now at their line and column.
    func testInvalidTextIsLocated() throws {
        let bad = w.path("bad.scenario")
        // Line 3 is `tap ` then the byte: column 5.
        try Data(Array("scenario \"bad\"\nopen create\ntap ".utf8) + [0xFF] + Array(" title\n".utf8)).write(to: URL(fileURLWithPath: bad))
        let utf8 = try w.run(["run", "--scenario", bad, "--out", "out"])
        XCTAssertEqual(utf8.code, 2)
        XCTAssertTrue(utf8.err.contains("\(bad):3:5: not a text file (invalid UTF-8 at offset 31)"), utf8.err)
        // `ta` then NUL: line 3, column 3, byte 15 + 12 + 2 = 29.
        try Data(Array("scenario \"bad\"\nopen create\nta".utf8) + [0] + Array("p title\n".utf8)).write(to: URL(fileURLWithPath: bad))
        let nul = try w.run(["run", "--scenario", bad, "--out", "out"])
        XCTAssertEqual(nul.code, 2)
        XCTAssertTrue(nul.err.contains("\(bad):3:3: not a text file (NUL byte at offset 29)"), nul.err)
    }
}
