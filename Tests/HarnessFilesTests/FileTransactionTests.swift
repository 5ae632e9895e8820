@testable import HarnessFiles
import XCTest

/// Record as a transaction: three goldens (one new, two replaced) and the manifest.
final class FileTransactionTests: XCTestCase {
    private var scratch: Scratch!
    private var root: String { scratch.at("Goldens") }
    private let before = ["Goldens", "Goldens/light", "Goldens/light/01.png", "Goldens/light/02.png", "Goldens/manifest.json"]

    override func setUpWithError() throws {
        scratch = try Scratch()
        try scratch.file("Goldens/light/01.png", "old 1")
        try scratch.file("Goldens/light/02.png", "old 2")
        try scratch.file("Goldens/manifest.json", "old manifest")
    }

    private func staged() throws -> FileTransaction {
        let transaction = FileTransaction(root: root)
        try transaction.stage(Array("manifest v2".utf8), at: "manifest.json", last: true)
        try transaction.stage(Array("new 1".utf8), at: "light/01.png")
        try transaction.stage(Array("new 3".utf8), at: "dark/03.png")
        try transaction.stage(Array("new 2".utf8), at: "light/02.png")
        return transaction
    }

    private func assertUnchanged(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(scratch.tree(), before, file: file, line: line)
        XCTAssertEqual(scratch.text("Goldens/light/01.png"), "old 1", file: file, line: line)
        XCTAssertEqual(scratch.text("Goldens/light/02.png"), "old 2", file: file, line: line)
        XCTAssertEqual(scratch.text("Goldens/manifest.json"), "old manifest", file: file, line: line)
    }

    func testCommitWritesEverythingManifestLast() throws {
        let transaction = try staged()
        XCTAssertEqual(try transaction.commit(), ["light/01.png", "dark/03.png", "light/02.png", "manifest.json"])
        XCTAssertEqual(scratch.tree(), ["Goldens", "Goldens/dark", "Goldens/dark/03.png", "Goldens/light",
                                        "Goldens/light/01.png", "Goldens/light/02.png", "Goldens/manifest.json"])
        XCTAssertEqual(scratch.text("Goldens/light/01.png"), "new 1")
        XCTAssertEqual(scratch.text("Goldens/manifest.json"), "manifest v2")
    }

    func testStagingAloneChangesNothingAndDiscardCleansUp() throws {
        withExtendedLifetime(try staged()) {
            XCTAssertEqual(scratch.tree().filter { $0.hasSuffix(".tmp") }.count, 4)
        }
        // Dropped without commit: the staged files and the new folder are gone.
        assertUnchanged()
    }

    func testADirectoryBlockingADestinationRefusesTheWholeCommit() throws {
        let transaction = try staged()
        // Appears after staging, before commit (another tool, or a careless user).
        try FileManager.default.removeItem(atPath: root + "/light/02.png")
        _ = try scratch.folder("Goldens/light/02.png")
        XCTAssertThrowsError(try transaction.commit()) { error in
            XCTAssertEqual("\(error)", "\(self.root)/light/02.png: is a directory, not a regular file")
        }
        XCTAssertEqual(scratch.tree(), ["Goldens", "Goldens/light", "Goldens/light/01.png", "Goldens/light/02.png", "Goldens/manifest.json"])
        XCTAssertEqual(scratch.text("Goldens/light/01.png"), "old 1")
    }

    func testARenameThatFailsMidwayRollsBack() throws {
        // The third rename meets a directory put there after the checks: rename fails (EISDIR).
        let transaction = try staged()
        transaction.beforeRename = { index, destination in
            if index == 2 {
                try? FileManager.default.removeItem(atPath: destination)
                try? FileManager.default.createDirectory(atPath: destination + "/x", withIntermediateDirectories: true)
            }
            return .proceed
        }
        XCTAssertThrowsError(try transaction.commit()) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(self.root)/light/02.png: cannot rename \(self.root)/light/.caret-harness-"), "\(error)")
        }
        // 01 and 03 were renamed in, then put back; 02 is the injected folder (its old file was
        // removed by the hook itself, outside the transaction), and no temporary file remains.
        XCTAssertEqual(scratch.text("Goldens/light/01.png"), "old 1")
        XCTAssertEqual(scratch.text("Goldens/manifest.json"), "old manifest")
        XCTAssertEqual(scratch.tree(), ["Goldens", "Goldens/light", "Goldens/light/01.png", "Goldens/light/02.png",
                                        "Goldens/light/02.png/x", "Goldens/manifest.json"])
    }

    func testAnInjectedErrorBeforeTheManifestRollsBack() throws {
        let transaction = try staged()
        let injected = FileSafetyError(path: "injected", kind: .system(action: "disk full", code: ENOSPC))
        transaction.beforeRename = { index, _ in index == 3 ? .fail(injected) : .proceed }
        XCTAssertThrowsError(try transaction.commit()) { XCTAssertEqual($0 as? FileSafetyError, injected) }
        assertUnchanged()
    }

    func testAKillBetweenRenamesIsRolledBackAtTheNextStart() throws {
        let transaction = try staged()
        transaction.beforeRename = { index, _ in index == 2 ? .halt : .proceed }
        XCTAssertThrowsError(try transaction.commit())
        // Half done, as a SIGKILL would leave it: two files new, the journal present.
        XCTAssertEqual(scratch.text("Goldens/light/01.png"), "new 1")
        XCTAssertEqual(scratch.text("Goldens/manifest.json"), "old manifest")
        XCTAssertTrue(scratch.tree().contains("Goldens/.caret-harness-journal"))
        // Cleaning first would delete the backups the repair needs: refused.
        XCTAssertThrowsError(try StaleTempCleaner.clean(folder: root, recursive: true)) { error in
            XCTAssertEqual((error as? FileSafetyError)?.path, "\(self.root)/.caret-harness-journal")
        }

        let lock = try FolderLock(folder: root, command: "test")
        XCTAssertEqual(try FileTransaction.recover(root: root, holding: lock),
                       ["light/01.png", "dark/03.png", "light/02.png", "manifest.json"])
        XCTAssertEqual(try StaleTempCleaner.clean(folder: root, recursive: true), [])
        XCTAssertEqual(scratch.tree().filter { $0 != "Goldens/.caret-harness.lock" }, before)
        XCTAssertEqual(scratch.text("Goldens/light/01.png"), "old 1")
        // A second start finds nothing to do.
        XCTAssertEqual(try FileTransaction.recover(root: root, holding: lock), [])
    }

    func testAJournalLeftByAKilledRunIsNeverOverwritten() throws {
        let first = try staged()
        first.beforeRename = { index, _ in index == 1 ? .halt : .proceed }
        XCTAssertThrowsError(try first.commit())
        let second = FileTransaction(root: root)
        try second.stage(Array("other".utf8), at: "light/01.png")
        XCTAssertThrowsError(try second.commit()) { error in
            XCTAssertEqual((error as? FileSafetyError)?.path, "\(self.root)/.caret-harness-journal")
        }
        // The first run's journal still repairs everything.
        let lock = try FolderLock(folder: root, command: "test")
        XCTAssertEqual(try FileTransaction.recover(root: root, holding: lock).count, 4)
        XCTAssertEqual(scratch.tree().filter { $0 != "Goldens/.caret-harness.lock" }, before)
        XCTAssertEqual(scratch.text("Goldens/light/01.png"), "old 1")
    }

    func testTheSameDestinationTwiceIsRefused() throws {
        let transaction = FileTransaction(root: root)
        try transaction.stage([1], at: "light/05.png")
        XCTAssertThrowsError(try transaction.stage([2], at: "light/05.png")) { error in
            XCTAssertEqual("\(error)", "\(self.root)/light/05.png: is written twice in one run")
        }
    }

    func testAJournalFromAnotherVersionIsAnErrorNamingIt() throws {
        try scratch.file("Goldens/.caret-harness-journal", "caret-harness journal 9\npid 1\n")
        let lock = try FolderLock(folder: root, command: "test")
        XCTAssertThrowsError(try FileTransaction.recover(root: root, holding: lock)) { error in
            XCTAssertEqual("\(error)", "\(self.root)/.caret-harness-journal: is not a journal this version can repair (first line must be \"caret-harness journal 1\")")
        }
    }

    func testDestinationsMustStayUnderTheRoot() throws {
        let transaction = FileTransaction(root: root)
        try scratch.file("outside/x.png", "outside")
        XCTAssertEqual(symlink(scratch.at("outside"), root + "/linked"), 0)
        for bad in ["../x.png", "/etc/x", "a/./b.png", "a//b.png", ""] {
            XCTAssertThrowsError(try transaction.stage([1], at: bad), bad) { error in
                XCTAssertEqual((error as? FileSafetyError)?.kind, .outsideRoot(root: self.root), bad)
            }
        }
        XCTAssertThrowsError(try transaction.stage([1], at: "linked/x.png")) { error in
            XCTAssertEqual("\(error)", "\(self.root)/linked: is a symbolic link, where a folder is needed")
        }
        XCTAssertEqual(scratch.text("outside/x.png"), "outside")
        XCTAssertEqual(scratch.tree("outside"), ["x.png"])
    }
}
