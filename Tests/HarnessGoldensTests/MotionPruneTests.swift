import Foundation
import HarnessGoldens
import HarnessRun
import HarnessTestSupport
import XCTest

/// `GoldenRecorder.prune` and the motion goldens under `<scenario>/motion/<event>/`.
final class MotionPruneTests: XCTestCase {
    private var workspace: GoldenWorkspace!

    override func setUpWithError() throws {
        workspace = try GoldenWorkspace()
    }

    override func tearDown() {
        workspace.remove()
    }

    private var variantFolder: String { workspace.goldens + "/iphone-15-pro-light" }

    /// A copy of a frame golden at `relative` under the variant folder.
    private func plant(_ relative: String) throws {
        let path = variantFolder + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: workspace.golden("s000-001-open-create"), toPath: path)
    }

    /// Records the tiny scenario again, prunes and commits; returns what was removed, relative.
    private func recordAndPrune(wholeVariant: Bool, motion: Bool) async throws -> [String] {
        let options = try workspace.options()
        let recorder = try GoldenRecorder(options: options, mode: .missing)
        _ = try await HarnessSession(options: options, handlers: [recorder]).run()
        try recorder.prune(wholeVariant: wholeVariant, motion: motion)
        try recorder.saveManifest()
        return recorder.removed.map { String($0.dropFirst(variantFolder.count + 1)) }
    }

    func testARunWithoutMotionKeepsARecordedScenariosMotionGoldens() async throws {
        try await workspace.record(.missing)
        try plant("tiny/motion/s000-003-newline/f01-033ms.png")
        let removed = try await recordAndPrune(wholeVariant: true, motion: false)
        XCTAssertEqual(removed, [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: variantFolder + "/tiny/motion/s000-003-newline/f01-033ms.png"))
    }

    func testARunWithMotionRemovesTheMotionGoldensItDidNotMakeAndTheirEmptyFolders() async throws {
        // This run makes no motion golden (no handleImage call), so with motion every one goes;
        // the event's folder and motion/ empty out and go too, the scenario's frames stay.
        try await workspace.record(.missing)
        try plant("tiny/motion/s000-003-newline/f01-033ms.png")
        try plant("tiny/motion/s000-003-newline/f02-067ms.png")
        let removed = try await recordAndPrune(wholeVariant: false, motion: true)
        XCTAssertEqual(removed.sorted(), ["tiny/motion/s000-003-newline/f01-033ms.png", "tiny/motion/s000-003-newline/f02-067ms.png"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: variantFolder + "/tiny/motion"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.golden("s000-001-open-create")))
    }

    func testAGoneScenarioTakesItsMotionGoldensWithIt() async throws {
        // "gone" is no scenario of the run: the whole-variant prune removes its frame and motion
        // goldens alike, even without motion, and its folder; a deeper or non-PNG file is not a golden.
        try await workspace.record(.missing)
        try plant("gone/s001-001-open-create.png")
        try plant("gone/motion/s004-007-newline/f01-033ms.png")
        try plant("gone/motion/s004-007-newline/deeper/f01-033ms.png")
        let removed = try await recordAndPrune(wholeVariant: true, motion: false)
        XCTAssertEqual(removed.sorted(), ["gone/motion/s004-007-newline/f01-033ms.png", "gone/s001-001-open-create.png"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: variantFolder + "/gone/motion/s004-007-newline/deeper/f01-033ms.png"))
        // Without the whole variant (a --scenario run), a scenario not run is left alone.
        try plant("other/motion/s004-007-newline/f01-033ms.png")
        let none = try await recordAndPrune(wholeVariant: false, motion: true)
        XCTAssertEqual(none, [])
    }
}
