import Foundation
import XCTest

/// Replays every input scripts/fuzz kept for the text layout: each must now lay out with every
/// invariant of TextLayoutFuzzCase holding. An empty folder has nothing to replay.
final class TextLayoutFuzzRegressionTests: XCTestCase {
    func testKeptFuzzInputs() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/fuzz/text-layout").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != ".gitkeep" }
        for name in names.sorted() {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            XCTAssertEqual(TextLayoutFuzzCase.problems(in: bytes), [], name)
        }
    }

    func testTheInputEncoding() {
        // Bytes 0x00 0x08 = 2048: 2048 / 64 - 32 = 0 pt. 0x40 0x1A = 6720: 6720 / 64 - 32 = 73 pt.
        XCTAssertEqual(TextLayoutFuzzCase.input([0x00, 0x08]).width, 0)
        XCTAssertEqual(TextLayoutFuzzCase.input([0x40, 0x1A, 0x61]).width, 73)
        XCTAssertEqual(TextLayoutFuzzCase.input([0x40, 0x1A, 0x61]).text, "a")
        // 0xFFF1 picks specialWidths[1], infinity; invalid UTF-8 becomes U+FFFD.
        XCTAssertEqual(TextLayoutFuzzCase.input([0xF1, 0xFF, 0xC3]).width, .infinity)
        XCTAssertEqual(TextLayoutFuzzCase.input([0xF1, 0xFF, 0xC3]).text, "\u{FFFD}")
    }
}
