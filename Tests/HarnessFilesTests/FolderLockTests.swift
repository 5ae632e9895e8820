@testable import HarnessFiles
import XCTest

final class FolderLockTests: XCTestCase {
    private func refusal(_ folder: String, wait: Double = 0) -> FileSafetyError? {
        do {
            _ = try FolderLock(folder: folder, command: "caret-harness verify", waitSeconds: wait)
            return nil
        } catch {
            return error
        }
    }

    func testASecondLockIsRefusedWithTheHolderAndTakenAfterRelease() throws {
        let scratch = try Scratch()
        var held: FolderLock? = try FolderLock(folder: scratch.path, command: "caret-harness record")
        let failure = refusal(scratch.path)
        XCTAssertEqual(failure?.path, scratch.path)
        let prefix = "\(scratch.path): is locked by pid \(getpid()) (caret-harness record), started "
        XCTAssertTrue(failure?.description.hasPrefix(prefix) ?? false, failure?.description ?? "no error")
        XCTAssertTrue(failure?.description.hasSuffix(" UTC") ?? false)
        XCTAssertNotNil(held)
        held = nil
        XCTAssertNil(refusal(scratch.path))
        // Released: the file no longer names a holder.
        XCTAssertEqual(scratch.text(FolderLock.fileName), "")
    }

    func testALockHeldByAnotherProcessIsRefused() throws {
        // The child takes the flock on the lock file with util-linux flock(1) on its own
        // descriptor 9, writes holder lines in our format, and holds it until told to go.
        let scratch = try Scratch()
        let lock = FolderLock.path(in: scratch.path)
        let child = try Child("""
            exec 9<>'\(lock)' && flock -x 9 && printf 'pid %s\\ncommand caret-harness record\\nstarted 2026-11-30 22:14:03 UTC\\n' $$ >&9
            echo ready; read _
            """)
        XCTAssertEqual(child.line(), "ready")
        XCTAssertEqual(refusal(scratch.path)?.description,
                       "\(scratch.path): is locked by pid \(child.pid) (caret-harness record), started 2026-11-30 22:14:03 UTC")
        // Waiting a little does not help while the holder stays.
        XCTAssertEqual(refusal(scratch.path, wait: 0.2)?.kind,
                       .locked(holder: "pid \(child.pid) (caret-harness record), started 2026-11-30 22:14:03 UTC"))
        child.finish()
        XCTAssertNil(refusal(scratch.path))
    }

    func testAHolderThatWroteNothingIsStillNamed() throws {
        let scratch = try Scratch()
        let child = try Child("exec 9>>'\(FolderLock.path(in: scratch.path))' && flock -x 9 && echo ready; read _")
        XCTAssertEqual(child.line(), "ready")
        XCTAssertEqual(refusal(scratch.path)?.kind, .locked(holder: "another process"))
        child.kill9()
        // The kernel dropped the killed holder's lock.
        XCTAssertNil(refusal(scratch.path))
    }

    func testWaitingGetsTheLockOnceTheHolderLetsGo() throws {
        let scratch = try Scratch()
        let child = try Child("exec 9>>'\(FolderLock.path(in: scratch.path))' && flock -x 9 && echo ready; read _; sleep 0.3")
        XCTAssertEqual(child.line(), "ready")
        XCTAssertNotNil(refusal(scratch.path))
        // Let the child go: it releases 0.3 s later, while we wait (up to a minute).
        child.letGo()
        XCTAssertNil(refusal(scratch.path, wait: 60))
        child.process.waitUntilExit()
    }

    func testALockFileThatIsASymlinkIsRefused() throws {
        let scratch = try Scratch()
        try scratch.file("elsewhere", "keep")
        XCTAssertEqual(symlink(scratch.at("elsewhere"), FolderLock.path(in: scratch.path)), 0)
        XCTAssertEqual(refusal(scratch.path)?.code, ELOOP)
        XCTAssertEqual(scratch.text("elsewhere"), "keep")
    }
}
