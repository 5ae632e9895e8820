import Foundation
import XCTest

/// Replays every input scripts/fuzz kept for the PNG reader: each must now decode or fail with
/// a PNGError. An empty folder has nothing to replay.
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
}
