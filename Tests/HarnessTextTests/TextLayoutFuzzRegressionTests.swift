import Foundation
import HarnessText
import XCTest

/// Replays every input scripts/fuzz kept for the text layout: each must now lay out with every
/// invariant of TextLayoutFuzzCase holding. An empty folder has nothing to replay.
final class TextLayoutFuzzRegressionTests: XCTestCase {
    func testKeptFuzzInputs() throws {
        let font = try TrueTypeFont.pinned(.regular)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/fuzz/text-layout").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != ".gitkeep" }
        for name in names.sorted() {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            XCTAssertEqual(TextLayoutFuzzCase.problems(in: bytes, font: font), [], name)
        }
    }
}
