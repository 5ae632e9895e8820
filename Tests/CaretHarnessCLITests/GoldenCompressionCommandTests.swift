import Foundation
import HarnessPixels
import XCTest

/// `record` writes goldens at libdeflate's strong level unless `CARET_HARNESS_GOLDEN_COMPRESSION`
/// says `fast` (what scripts/test sets for its test workspaces); a bad value is exit 2 before
/// anything is written.
final class GoldenCompressionCommandTests: XCTestCase {
    private var w: CLIWorkspace!

    override func setUpWithError() throws { w = try CLIWorkspace() }
    override func tearDown() { w.remove() }

    private func record(_ goldens: String, compression: String?) throws -> (code: Int32, out: String, err: String) {
        let scenario = try w.scenario("one", "open create\n")
        let (process, out, err) = try w.start(
            ["record", "--missing", "--device", "iphone-15-pro", "--appearance", "light", "--scenario", scenario,
             "--goldens", goldens, "--out", "out-" + goldens],
            environment: ["CARET_HARNESS_GOLDEN_COMPRESSION": compression])
        return CLIWorkspace.finish(process, out, err)
    }

    /// The zlib header of a PNG's first IDAT (RFC 1950): CMF 0x78 (deflate, 32 KB window), then
    /// FLG, whose top two bits are the level class: libdeflate writes 0 (fastest) below level 2
    /// and 3 (maximum) above level 6, so FLG is 0x01 at level 1 and 0xDA at level 12
    /// (0x7801 = 31 x 991, 0x78DA = 31 x 998: both pass the header's check).
    private func zlibHeader(_ path: String) throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var at = 8
        while at + 8 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            if Array(bytes[at + 4..<at + 8]) == Array("IDAT".utf8) { return Array(bytes[at + 8..<at + 10]) }
            at += 12 + length
        }
        XCTFail("\(path): no IDAT")
        return []
    }

    func testGoldensAreStrongByDefaultAndFastWhenAsked() throws {
        let strong = try record("Strong", compression: nil)
        XCTAssertEqual(strong.code, 0, strong.err)
        let fast = try record("Fast", compression: "fast")
        XCTAssertEqual(fast.code, 0, fast.err)
        let named = try record("Named", compression: "small")
        XCTAssertEqual(named.code, 0, named.err)
        let golden = "iphone-15-pro-light/one/s000-001-open-create.png"
        XCTAssertEqual(try zlibHeader(w.path("Strong/" + golden)), [0x78, 0xDA])
        XCTAssertEqual(try zlibHeader(w.path("Named/" + golden)), [0x78, 0xDA])
        XCTAssertEqual(try zlibHeader(w.path("Fast/" + golden)), [0x78, 0x01])
        // The same pixels either way: a check compares pixels, never bytes.
        let a = try PNGFile.read(path: w.path("Strong/" + golden)), b = try PNGFile.read(path: w.path("Fast/" + golden))
        XCTAssertEqual(a.width, 1179)
        XCTAssertEqual(a.height, 2556)
        XCTAssertEqual(a.pixels, b.pixels)
        // And a record of the fast goldens without the variable writes nothing: equal pixels.
        let again = try record("Fast", compression: nil)
        XCTAssertEqual(again.code, 0, again.err)
        XCTAssertEqual(try zlibHeader(w.path("Fast/" + golden)), [0x78, 0x01])
    }

    func testABadValueIsExitTwoNamingItAndWritesNothing() throws {
        let result = try record("Bad", compression: "level9")
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("CARET_HARNESS_GOLDEN_COMPRESSION=level9: expected one of fast, small"), result.err)
        XCTAssertEqual(w.snapshot(w.path("Bad")).filter { $0.key.hasSuffix(".png") || $0.key.hasSuffix(".json") }, [:])
    }
}
