import CaretHarness
import Foundation
import HarnessTestSupport
import XCTest

/// A failing expectation is reported at the Swift line that wrote it. (The pipeline the
/// assertion runs, verify's, is tested once: HarnessPipelineTests.PipelineTests.)
final class FailureLineTests: XCTestCase {
    func testAChangedExpectationFailsAtItsSwiftLine() async throws {
        let artefacts = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: artefacts) }
        // The design keeps the caret 24 pt above the button, so 30 cannot hold (model gap 24).
        let line = #line + 1
        let script = Script("smoke-test") { Step.open(.create); Step.tap(.title); Step.expect(.caretGap(.exactly(30))) }
        let outcome = try await CaretCheck(script: script, screen: .textStyleEdit, variants: [.standard],
                                           location: GoldenLocation(directory: artefacts + "/g", artefacts: artefacts + "/o"),
                                           policy: try RecordPolicy(call: .never, scope: nil)).run()
        let tap = try XCTUnwrap(outcome.failures.first { $0.frame == "s000-002-tap-title" })
        XCTAssertTrue(tap.reasons.contains("no golden"), "\(tap)")
        XCTAssertTrue(tap.reasons.contains { $0.contains("caret-gap 30") && $0.contains("FailureLineTests.swift:\(line)") }, "\(tap)")
    }
}
