import Foundation
import XCTest

/// Replays every input scripts/fuzz kept for the scenario parser: each must now parse or fail
/// with a located ScenarioError. An empty folder has nothing to replay.
final class ScenarioFuzzRegressionTests: XCTestCase {
    func testKeptFuzzInputs() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/fuzz/scenario-parser").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != ".gitkeep" }
        for name in names.sorted() {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            XCTAssertEqual(ScenarioFuzzCase.problems(in: bytes), [], name)
        }
    }
}
