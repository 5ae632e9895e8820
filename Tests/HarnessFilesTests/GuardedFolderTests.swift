@testable import HarnessFiles
import XCTest

final class GuardedFolderTests: XCTestCase {
    func testStartingRepairsAKilledCommitThenCleansAndHoldsTheLock() throws {
        let scratch = try Scratch()
        let root = try scratch.folder("Goldens")
        try scratch.file("Goldens/a.png", "old a")
        try scratch.file("Goldens/manifest.json", "old manifest")
        let dead = try Child("exit 0")
        dead.process.waitUntilExit()
        try scratch.file("Goldens/light/.caret-harness-\(dead.pid)-x1.tmp", "a killed write")

        let transaction = FileTransaction(root: root)
        try transaction.stage(Array("new a".utf8), at: "a.png")
        try transaction.stage(Array("new manifest".utf8), at: "manifest.json", last: true)
        transaction.beforeRename = { index, _ in index == 1 ? .halt : .proceed }
        XCTAssertThrowsError(try transaction.commit())
        XCTAssertEqual(scratch.text("Goldens/a.png"), "new a")

        let guarded = try GuardedFolder(folder: root, command: "caret-harness record")
        XCTAssertEqual(guarded.restored, ["a.png", "manifest.json"])
        XCTAssertEqual(guarded.removedTemporaries, [scratch.at("Goldens/light/.caret-harness-\(dead.pid)-x1.tmp")])
        XCTAssertEqual(scratch.text("Goldens/a.png"), "old a")
        XCTAssertEqual(scratch.tree(), ["Goldens", "Goldens/.caret-harness.lock", "Goldens/a.png", "Goldens/light",
                                        "Goldens/manifest.json"])
        XCTAssertThrowsError(try GuardedFolder(folder: root, command: "caret-harness verify")) { error in
            XCTAssertEqual((error as? FileSafetyError)?.path, root)
            XCTAssertTrue("\(error)".contains("is locked by pid \(getpid()) (caret-harness record)"), "\(error)")
        }
        withExtendedLifetime(guarded) {}
    }
}
