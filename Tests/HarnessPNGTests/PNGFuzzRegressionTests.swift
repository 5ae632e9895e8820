import Foundation
import HarnessPixels
import XCTest

/// Replays every input scripts/fuzz kept for the PNG reader: each must now decode or fail with
/// a PNGError, as it is and with its CRCs repaired. An empty folder has nothing to replay.
final class PNGFuzzRegressionTests: XCTestCase {
    func testKeptFuzzInputs() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/fuzz/png-decode").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != ".gitkeep" }
        for name in names.sorted() {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            XCTAssertEqual(PNGFuzzCase.problems(in: bytes), [], name)
        }
    }

    func testCRCRepairOfTheFuzzHarness() throws {
        // The CRC-32 of "IEND" ends every PNG: AE 42 60 82.
        XCTAssertEqual(PNGFuzzCase.crc32(ArraySlice("IEND".utf8)), 0xAE42_6082)
        // bad_crc.png has IHDR's CRC broken by hand; repaired, it decodes, and a valid file is unchanged.
        let broken = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("bad_crc.png"))))
        XCTAssertThrowsError(try PNGCodec.decode(broken))
        XCTAssertEqual(try PNGCodec.decode(PNGFuzzCase.withRepairedCRCs(broken)).width, 2)
        let valid = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("rgb8.png"))))
        XCTAssertEqual(PNGFuzzCase.withRepairedCRCs(valid), valid)
    }
}
