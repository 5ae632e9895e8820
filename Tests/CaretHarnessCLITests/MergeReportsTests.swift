import Foundation
import XCTest

/// Sharded verify runs joined with merge-reports give the files one unsharded run writes.
/// The commands run in a throwaway folder without a Scenarios/ folder, so `record --missing` into
/// the new goldens folder has no stock scenarios to sweep for a baseline (from the repository's
/// root it would sweep all of them on 480 cells, which this test does not look at).
final class MergeReportsTests: XCTestCase {
    private var w: CLIWorkspace!
    private var temp: String { w.root }

    override func setUpWithError() throws {
        w = try CLIWorkspace()
        try FileManager.default.createDirectory(atPath: temp + "/Goldens", withIntermediateDirectories: true)
    }

    override func tearDown() { w.remove() }

    /// Every file under `dir`, relative path to bytes.
    /// The reports with each scenario's wall-clock timing (junit.xml's time and timestamp,
    /// report.json's startedAt and seconds) blanked: a sharded run took other seconds than the
    /// whole one; everything else must be byte-equal.
    private static func withoutTiming(_ data: Data) -> Data {
        var text = String(decoding: data, as: UTF8.self)
        for pattern in [#" time="[0-9.]+""#, #" timestamp="[^"]*""#, #""startedAt" ?: ?"[^"]*""#, #""seconds" ?: ?[0-9.e+-]+"#] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return Data(text.utf8)
    }

    private func tree(_ dir: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: dir)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            // The lock and the artefact lists are the folder's own bookkeeping, not the run's output.
            if (relative as NSString).lastPathComponent.hasPrefix(".caret-harness") { continue }
            if FileManager.default.fileExists(atPath: dir + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: dir + "/" + relative).map(Self.withoutTiming)
            }
        }
        return files
    }

    func testMergedShardsEqualTheUnshardedRun() throws {
        // Two variants x two scenarios = 4 units; the 2x SE keeps the frames small.
        try """
            {"variants": [{"device": "iphone-se-3", "appearance": "light"}, {"device": "iphone-se-3", "appearance": "dark"}]}
            """.write(toFile: temp + "/Goldens/variants.json", atomically: true, encoding: .utf8)
        let first = temp + "/first.scenario", second = temp + "/second.scenario"
        // `scroll-origin 50` fails (short content stays at 0), so the report has a failure to merge.
        try "scenario \"first\"\nopen create\ntap title\nexpect scroll-origin 50\n".write(toFile: first, atomically: true, encoding: .utf8)
        try "scenario \"second\"\nopen edit\ntap instructions\n".write(toFile: second, atomically: true, encoding: .utf8)
        let selection = ["--scenario", first, "--scenario", second, "--goldens", temp + "/Goldens", "--quiet"]
        let record = try w.run(["record", "--missing", "--accept-failing-expectations"] + selection
                                        + ["--out", temp + "/rec"])
        XCTAssertEqual(record.code, 0, record.err)
        // 2 + 2 frames a variant, two variants: the one list drives record too.
        XCTAssertTrue(record.out.contains("(iphone-se-3-light, iphone-se-3-dark): 8 written"), record.out)

        let whole = try w.run(["verify"] + selection + ["--out", temp + "/whole"])
        XCTAssertEqual(whole.code, 1, whole.err + whole.out)
        let one = try w.run(["verify", "--shard", "1/2"] + selection + ["--out", temp + "/part1"])
        let two = try w.run(["verify", "--shard=2/2"] + selection + ["--out", temp + "/part2"])
        XCTAssertTrue(one.out.contains("4 frames"), one.out)
        XCTAssertTrue(two.out.contains("4 frames"), two.out)
        let merge = try w.run(["merge-reports", temp + "/part2", temp + "/part1", "--out", temp + "/merged",
                                        "--goldens", temp + "/Goldens"])
        XCTAssertEqual(merge.code, 1, merge.err)

        let expected = tree(temp + "/whole"), merged = tree(temp + "/merged")
        XCTAssertEqual(Set(merged.keys), Set(expected.keys))
        for name in ["report.json", "junit.xml", "report.html", "report.data.js"] {
            XCTAssertNotNil(expected[name], name)
            XCTAssertEqual(merged[name], expected[name], "\(name) differs from the unsharded run's")
        }
        for (name, bytes) in expected { XCTAssertEqual(merged[name], bytes, name) }
        let json = String(decoding: expected["report.json"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(json.contains("\"frames\" : 8"), json.prefix(400) + "…")
        XCTAssertTrue(json.contains("\"failed\" : 2"), "one failing frame a variant")
    }

    func testMergeRefusesAFolderWithoutAReport() throws {
        let result = try w.run(["merge-reports", temp, "--out", temp + "/merged"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("\(temp)/report.json: no report.json"), result.err)
    }
}
