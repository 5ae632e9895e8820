import Foundation
import HarnessScript
import XCTest

/// Scenario files are read through `SafeRead`: regular files only, at most 16 MiB.
final class ScenarioFileReadTests: XCTestCase {
    private func message(_ path: String) -> String? {
        do {
            _ = try ScenarioParser.parse(contentsOf: path)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testADeviceIsRefusedNotReadForever() {
        XCTAssertEqual(message("/dev/urandom"), "/dev/urandom:1:1: cannot read the scenario file: is a character device, not a regular file")
        XCTAssertEqual(message("/dev/zero"), "/dev/zero:1:1: cannot read the scenario file: is a character device, not a regular file")
    }

    func testAFIFOIsRefusedWithoutBlocking() {
        let fifo = NSTemporaryDirectory() + "/ScenarioFileReadTests-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).scenario"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        defer { unlink(fifo) }
        XCTAssertEqual(message(fifo), "\(fifo):1:1: cannot read the scenario file: is a FIFO, not a regular file")
    }

    func testAFileAbove16MiBIsRefused() {
        // 16 MiB is 2^24 = 16,777,216 bytes; a sparse file one byte longer.
        let path = NSTemporaryDirectory() + "/ScenarioFileReadTests-\(getpid())-big.scenario"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        defer { unlink(path) }
        XCTAssertEqual(truncate(path, 16_777_217), 0)
        XCTAssertEqual(message(path),
                       "\(path):1:1: cannot read the scenario file: is 16777217 bytes or more, larger than the limit of 16777216 bytes")
    }
}
