import Foundation
import HarnessPasses
import HarnessGoldens
import HarnessPixels
import HarnessRun
import HarnessTestSupport
import XCTest

/// `compare` on the three-frame workspace scenario with two approaches, and `record --prune`
/// beside a strategy strip.
final class StrategyComparisonTests: XCTestCase {
    private var workspace: GoldenWorkspace!

    override func setUpWithError() throws {
        workspace = try GoldenWorkspace()
    }

    override func tearDown() {
        workspace.remove()
    }

    func testUnknownAndRepeatedStrategiesAreRejectedByName() throws {
        let options = try workspace.options()
        XCTAssertThrowsError(try StrategyComparison(options: options, strategies: ["design", "magic"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("unknown strategy `magic`; strategies: design, none, "), "\(error)")
        }
        XCTAssertThrowsError(try StrategyComparison(options: options, strategies: ["none", "none"]))
    }

    /// The tiny scenario has no `step` line, so the strip is one row (step 0) of two tiles:
    /// 2 * 393 + 6 = 792 x 852 px. Check, record, re-record and a changed golden, in turn.
    func testCompareRecordsAndChecksTheStrip() async throws {
        let options = try workspace.options()
        let comparison = try StrategyComparison(options: options, strategies: ["design", "none"])
        let results = try await comparison.run()
        let result = try XCTUnwrap(results.first)
        XCTAssertEqual(result.frames.map { $0.map(\.name) }, [["s000-001-open-create", "s000-001-open-create"],
                                                             ["s000-002-tap-instructions", "s000-002-tap-instructions"],
                                                             ["s000-003-type-hello", "s000-003-type-hello"]])
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.out + "/compare/none/iphone-15-pro-light/tiny/s000-003-type-hello.png"))
        XCTAssertEqual(result.strip.width, 792)
        XCTAssertEqual(result.strip.height, 852)

        let golden = StripGolden(options: options)
        let path = workspace.goldens + "/iphone-15-pro-light/tiny/strategies.png"
        XCTAssertEqual(try golden.check(result).status, .missing)
        var manifest = GoldenManifest()
        XCTAssertEqual(try golden.record(result, in: &manifest).status, .written)
        XCTAssertEqual(manifest.goldens["iphone-15-pro-light/tiny/strategies.png"]?.pixels, result.strip.pixelHash)
        let bytes = FileManager.default.contents(atPath: path)
        XCTAssertEqual(try golden.record(result, in: &manifest).status, .kept)
        XCTAssertEqual(FileManager.default.contents(atPath: path), bytes, "unchanged pixels leave the file alone")
        XCTAssertEqual(try golden.check(result).status, .match)

        var moved = result.strip
        for y in 100..<110 { for x in 100..<110 { moved.setPixel(x: x, y: y, (255, 0, 0, 255)) } }
        try PNGFile.write(moved, to: path, compression: .fast)
        let check = try golden.check(result)
        XCTAssertEqual(check.status, .changed)
        XCTAssertEqual(check.differingPixels, 100)
        let diff = try XCTUnwrap(check.diff)
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.out + "/" + diff))
    }

    /// Every image compare.html shows is in the out folder, by a relative path.
    func testTheHTMLShowsOnlyImagesInTheOutFolder() async throws {
        let options = try workspace.options()
        let comparison = try StrategyComparison(options: options, strategies: ["design", "none"])
        let results = try await comparison.run()
        let golden = StripGolden(options: options)
        let document = CompareDocument(comparison: comparison, scenarios: results,
                                       strips: try results.map(golden.writeArtefact), checks: [nil])
        // The page is static; the images it shows are named in its data file.
        XCTAssertFalse(CompareHTMLWriter().html().contains("src=\"compare/"), "no data in the page")
        let data = try JSONSerialization.jsonObject(with: CompareHTMLWriter().data(document)) as? [String: Any]
        let scenarios = try XCTUnwrap((data?["compare"] as? [String: Any])?["scenarios"] as? [[String: Any]])
        let sources = scenarios.flatMap { s in
            (s["rows"] as? [[String: Any]] ?? []).flatMap { row in (row["cells"] as? [[String: Any]] ?? []).compactMap { $0["image"] as? String } }
                + [s["strip"] as? String].compactMap { $0 }
        }
        XCTAssertEqual(sources.count, 3 * 2 + 1, "a thumbnail a frame and approach, and the strip")
        for source in sources {
            XCTAssertFalse(source.hasPrefix("/") || source.contains(":"), source)
            XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.out + "/" + source), source)
        }
    }

    /// Whole-variant prune keeps the strip of a recorded scenario; a strip whose scenario is
    /// gone goes with its frames.
    func testPruneKeepsTheStrategyStripOfARecordedScenario() async throws {
        try await workspace.record(.missing)
        let strip = workspace.golden("strategies")
        let gone = workspace.goldens + "/iphone-15-pro-light/gone"
        try FileManager.default.createDirectory(atPath: gone, withIntermediateDirectories: true)
        for target in [strip, gone + "/strategies.png", gone + "/01-open-create.png"] {
            try FileManager.default.copyItem(atPath: workspace.golden("s000-001-open-create"), toPath: target)
        }
        let options = try workspace.options()
        let recorder = try GoldenRecorder(options: options, mode: .missing)
        _ = try await HarnessSession(options: options, handlers: [recorder]).run()
        try recorder.prune(wholeVariant: true)
        try recorder.saveManifest()
        XCTAssertEqual(recorder.removed, [gone + "/01-open-create.png", gone + "/strategies.png"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: strip))
        XCTAssertFalse(FileManager.default.fileExists(atPath: gone))
    }
}
