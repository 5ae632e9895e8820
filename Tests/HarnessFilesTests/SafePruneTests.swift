@testable import HarnessFiles
import XCTest

final class SafePruneTests: XCTestCase {
    func testPruneNeverLeavesTheRootNorFollowsSymlinks() throws {
        // `record --prune` followed a symlinked folder under Goldens/ and deleted a file outside.
        let scratch = try Scratch()
        try scratch.file("outside/victim.png", "outside")
        try scratch.file("Goldens/keep.png", "k")
        try scratch.file("Goldens/old.png", "o")
        try scratch.file("Goldens/light/old2.png", "o")
        XCTAssertEqual(symlink(scratch.at("outside"), scratch.at("Goldens/linked")), 0)
        XCTAssertEqual(symlink(scratch.at("outside/victim.png"), scratch.at("Goldens/victim.png")), 0)
        XCTAssertEqual(mkfifo(scratch.at("Goldens/fifo.png"), 0o644), 0)

        let report = try SafePrune.prune(root: scratch.at("Goldens"), removeEmptyFolders: true) { $0 != "keep.png" }
        XCTAssertEqual(report.removed, ["light/old2.png", "old.png"])
        XCTAssertEqual(report.skippedLinks, ["linked", "victim.png"])
        XCTAssertEqual(report.removedFolders, ["light"])
        XCTAssertEqual(scratch.text("outside/victim.png"), "outside")
        XCTAssertEqual(scratch.tree(), ["Goldens", "Goldens/fifo.png", "Goldens/keep.png", "Goldens/linked",
                                        "Goldens/victim.png", "outside", "outside/victim.png"])
    }

    func testRegularFilesListsWithoutFollowingLinks() throws {
        let scratch = try Scratch()
        try scratch.file("outside/o.png", "o")
        try scratch.file("root/a/b.png", "b")
        try scratch.file("root/c.png", "c")
        XCTAssertEqual(symlink(scratch.at("outside"), scratch.at("root/a/link")), 0)
        XCTAssertEqual(try SafePrune.regularFiles(under: scratch.at("root")), ["a/b.png", "c.png"])
    }
}
