@testable import HarnessFiles
import XCTest

final class SafeReadTests: XCTestCase {
    private func error(_ path: String, limit: Int = 1 << 20, follow: Bool = true) -> FileSafetyError? {
        do {
            _ = try SafeRead.readRegularFile(path, limit: limit, followSymlinks: follow)
            return nil
        } catch {
            return error
        }
    }

    func testReadsARegularFileUpToTheLimitInclusive() throws {
        let scratch = try Scratch()
        let path = try scratch.file("a.txt", "hello")
        XCTAssertEqual(try SafeRead.readRegularFile(path, limit: 5), Array("hello".utf8))
        XCTAssertEqual(error(path, limit: 4)?.kind, .tooLarge(size: 5, limit: 4))
        XCTAssertEqual(error(path, limit: 4)?.description, "\(path): is 5 bytes or more, larger than the limit of 4 bytes")
    }

    func testDevicesAreRefusedWithoutReading() {
        // /dev/zero used to be read until memory ran out, /dev/urandom never ended.
        XCTAssertEqual(error("/dev/zero")?.description, "/dev/zero: is a character device, not a regular file")
        XCTAssertEqual(error("/dev/urandom")?.kind, .notRegularFile(found: "a character device"))
        XCTAssertEqual(error("/dev/null")?.kind, .notRegularFile(found: "a character device"))
    }

    func testAFIFOIsRefusedAndDoesNotBlock() throws {
        // Opening a FIFO for reading blocks until a writer comes; it is refused before opening.
        let scratch = try Scratch()
        let fifo = scratch.at("pipe")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertEqual(error(fifo)?.description, "\(fifo): is a FIFO, not a regular file")
    }

    func testAFolderIsRefused() throws {
        let scratch = try Scratch()
        XCTAssertEqual(error(scratch.path)?.kind, .notRegularFile(found: "a directory"))
    }

    func testAHugeSparseFileIsRefusedFromItsSize() throws {
        // 1 GiB + 1 byte of holes: refused from fstat's size, nothing read.
        let scratch = try Scratch()
        let path = try scratch.file("huge.png", "")
        XCTAssertEqual(truncate(path, (1 << 30) + 1), 0)
        XCTAssertEqual(error(path, limit: SafeRead.pngLimit)?.kind, .tooLarge(size: (1 << 30) + 1, limit: 256 << 20))
    }

    func testMissingFileNamesThePathAndErrno() {
        let failure = error("/nonexistent/x.png")
        XCTAssertEqual(failure?.code, ENOENT)
        XCTAssertEqual(failure?.description, "/nonexistent/x.png: cannot open: No such file or directory")
        XCTAssertFalse(failure?.description.contains("Domain") ?? true)
    }

    func testSymlinkPolicy() throws {
        let scratch = try Scratch()
        let target = try scratch.file("real.scenario", "scenario x")
        XCTAssertEqual(symlink(target, scratch.at("link.scenario")), 0)
        XCTAssertEqual(symlink("/dev/zero", scratch.at("zero.png")), 0)
        // Followed by default: the file read is a regular file.
        XCTAssertEqual(try SafeRead.readRegularFile(scratch.at("link.scenario"), limit: 100), Array("scenario x".utf8))
        // What the link names is what is checked.
        XCTAssertEqual(error(scratch.at("zero.png"))?.kind, .notRegularFile(found: "a character device"))
        // Refused outright when asked.
        XCTAssertEqual(error(scratch.at("link.scenario"), follow: false)?.kind, .notRegularFile(found: "a symbolic link"))
    }

    func testTheReadLoopStopsOneBytePastTheLimit() throws {
        // A descriptor that yields more than its size said (a file growing while read) is cut
        // off at limit + 1 bytes: a pipe holding 100 bytes, read with a limit of 10.
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]) }
        let bytes = [UInt8](repeating: 7, count: 100)
        XCTAssertEqual(bytes.withUnsafeBytes { posixWrite(fds[1], $0.baseAddress!, 100) }, 100)
        close(fds[1])
        XCTAssertThrowsError(try SafeRead.readBounded(fds[0], path: "grown.png", expected: 4, limit: 10)) { error in
            XCTAssertEqual((error as? FileSafetyError)?.kind, .tooLarge(size: 11, limit: 10))
        }
    }
}
