import CaretHarness
import Foundation
import HarnessTestSupport
import XCTest

/// Issue 42, finding 9: `assertCaret(goldens:)` never makes a goldens folder inside another one
/// (the outer manifest would not list the PNGs written there).
final class GoldensNestingTests: XCTestCase {
    func testAGoldensFolderInsideAnotherIsRefusedWritingNothing() async throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outer = root + "/Goldens"
        try FileManager.default.createDirectory(atPath: outer, withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"fingerprints\": {}, \"goldens\": {}}\n".utf8).write(to: URL(fileURLWithPath: outer + "/manifest.json"))
        func files() -> [String] { (FileManager.default.enumerator(atPath: outer)?.allObjects as? [String] ?? []).sorted() }
        let before = files()
        let script = Script("smoke-test") { Step.open(.create); Step.tap(.title) }
        do {
            _ = try await CaretCheck(script: script, screen: .textStyleEdit, variants: [.standard],
                                     location: GoldenLocation(directory: outer + "/Tests/testNested", artefacts: root + "/o"),
                                     policy: try RecordPolicy(call: .missing, scope: nil, environment: [:])).run()
            XCTFail("a goldens folder inside \(outer) was accepted")
        } catch {
            XCTAssertTrue("\(error)".contains("is inside the goldens folder"), "\(error)")
        }
        XCTAssertEqual(files(), before, "nothing written under the outer goldens folder")
    }
}
