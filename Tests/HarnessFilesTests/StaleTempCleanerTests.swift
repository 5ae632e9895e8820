@testable import HarnessFiles
import XCTest

final class StaleTempCleanerTests: XCTestCase {
    func testAKilledWritersTemporaryFileIsRemovedOnlyOnceItIsDead() throws {
        // The child starts writing a temporary file of ours, then is SIGKILLed mid-way.
        let scratch = try Scratch()
        let child = try Child("printf 'half a PNG' > '\(scratch.path)'/.caret-harness-$$-k1lled.tmp; echo ready; read _")
        XCTAssertEqual(child.line(), "ready")
        let name = ".caret-harness-\(child.pid)-k1lled.tmp"
        XCTAssertEqual(try StaleTempCleaner.clean(folder: scratch.path), [], "the writer is alive")
        XCTAssertEqual(scratch.tree(), [name])
        child.kill9()
        XCTAssertEqual(try StaleTempCleaner.clean(folder: scratch.path), [scratch.at(name)])
        XCTAssertEqual(scratch.tree(), [])
    }

    func testOnlyOurPatternIsEverRemoved() throws {
        let scratch = try Scratch()
        // A pid that is certainly dead: a child that has exited and been waited for.
        let dead = try Child("exit 0")
        dead.process.waitUntilExit()
        let stale = ".caret-harness-\(dead.pid)-abc.tmp"
        let keep = [".caret-harness-\(dead.pid)-abc.tmp.png", "x-\(dead.pid).tmp", ".caret-harness.lock",
                    ".caret-harness-\(dead.pid)-ABC.tmp", "golden.png", ".caret-harness-\(getpid())-mine.tmp"]
        for name in keep + [stale, "sub/" + stale] { try scratch.file(name, "x") }
        // A symlink and a folder with our pattern are not files we wrote.
        XCTAssertEqual(symlink(scratch.at("golden.png"), scratch.at(".caret-harness-\(dead.pid)-link.tmp")), 0)
        _ = try scratch.folder(".caret-harness-\(dead.pid)-dir.tmp")

        XCTAssertEqual(try StaleTempCleaner.clean(folder: scratch.path), [scratch.at(stale)])
        XCTAssertEqual(try StaleTempCleaner.clean(folder: scratch.path, recursive: true), [scratch.at("sub/" + stale)])
        XCTAssertEqual(scratch.tree(), (keep + [".caret-harness-\(dead.pid)-link.tmp", ".caret-harness-\(dead.pid)-dir.tmp", "sub"]).sorted())
    }

    func testAnOldFileOfARunningPidIsRemovedAfterMaxAge() throws {
        // pid 1 always runs (it may be a reused pid); the file is two days old.
        let scratch = try Scratch()
        let path = try scratch.file(".caret-harness-1-old.tmp", "x")
        var times = [timeval(tv_sec: time(nil) - 2 * 86_400, tv_usec: 0), timeval(tv_sec: time(nil) - 2 * 86_400, tv_usec: 0)]
        XCTAssertEqual(utimes(path, &times), 0)
        XCTAssertEqual(try StaleTempCleaner.clean(folder: scratch.path, maxAge: 3 * 86_400), [])
        XCTAssertEqual(try StaleTempCleaner.clean(folder: scratch.path), [path])
    }

    func testASymlinkedFolderIsNotEntered() throws {
        let scratch = try Scratch()
        let dead = try Child("exit 0")
        dead.process.waitUntilExit()
        try scratch.file("outside/.caret-harness-\(dead.pid)-abc.tmp", "not ours to clean")
        _ = try scratch.folder("root")
        XCTAssertEqual(symlink(scratch.at("outside"), scratch.at("root/link")), 0)
        XCTAssertEqual(try StaleTempCleaner.clean(folder: scratch.at("root"), recursive: true), [])
        XCTAssertEqual(scratch.text("outside/.caret-harness-\(dead.pid)-abc.tmp"), "not ours to clean")
    }
}
