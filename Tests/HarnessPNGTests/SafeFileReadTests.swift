import HarnessFiles
import HarnessPixels
import XCTest

/// `diff a.png /dev/zero` grew past 2 GB and a FIFO never returned: PNG reads now go through
/// `SafeRead` (regular files only, at most 256 MiB).
final class SafeFileReadTests: XCTestCase {
    private func readError(_ path: String) -> FileSafetyError? {
        do {
            _ = try PNGFile.read(path: path)
            return nil
        } catch {
            return error as? FileSafetyError
        }
    }

    func testDevicesAreRefused() {
        XCTAssertEqual(readError("/dev/zero")?.description, "/dev/zero: is a character device, not a regular file")
        XCTAssertEqual(readError("/dev/urandom")?.kind, .notRegularFile(found: "a character device"))
    }

    func testAFIFOIsRefusedWithoutBlocking() throws {
        let fifo = NSTemporaryDirectory() + "/SafeFileReadTests-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).png"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        defer { unlink(fifo) }
        XCTAssertEqual(readError(fifo)?.kind, .notRegularFile(found: "a FIFO"))
    }

    func testAFileAbove256MiBIsRefusedBeforeReading() throws {
        // A sparse file of 256 MiB + 1 byte (2^28 + 1), one past the limit.
        let path = NSTemporaryDirectory() + "/SafeFileReadTests-\(getpid())-big.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        defer { unlink(path) }
        XCTAssertEqual(truncate(path, (1 << 28) + 1), 0)
        XCTAssertEqual(readError(path)?.kind, .tooLarge(size: (1 << 28) + 1, limit: 1 << 28))
    }
}
