import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessPasses
import HarnessRun
import HarnessScript
import HarnessTestSupport
import XCTest

/// The one pipeline `caret-harness verify` and the test-suite assertion (`CaretCheck`) both run
/// (issue 24): `Pipeline.verify` over a plan, and `VariantVerify`, the step it and the
/// assertion repeat per variant. Tested here once, not once per caller.
///
/// The smoke test makes 24 frames, counted by hand from Scenarios/smoke-test.scenario (every
/// event one frame; `prefill` and `expect` none): steps 1-3 make 4 (open, tap, two types),
/// step 4 makes 15 (a tap, 5 types, 9 newlines), step 5 makes 2 (a scroll, a type), step 6
/// makes 3 (open, tap, type).
final class PipelineTests: XCTestCase {
    private var out = ""

    override func setUpWithError() throws { out = try TestPaths.temporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: out) }

    private func options(goldens: String) throws -> HarnessOptions {
        try HarnessOptions(scenarios: [TestPaths.smokeScenario], device: nil, appearance: nil, out: out + "/out", goldens: goldens)
    }

    private func step(goldens: String) throws -> VariantVerify {
        let options = try options(goldens: goldens)
        let scenario = try ScenarioParser.parse(contentsOf: TestPaths.smokeScenario)
        return VariantVerify(options: options, scenarios: [scenario], threshold: 0.1, motion: MotionRun(options: options, draw: false))
    }

    /// `verify` of the committed goldens on the default variant: every frame matches, the
    /// reports are written, exit 0; no motion goldens and no sweep baseline were asked for.
    func testVerifyOfTheCommittedGoldensMatchesEveryFrame() async throws {
        let goldens = TestPaths.goldens
        let plan = try RunPlan(goldens: goldens, variantChosen: true, base: { try self.options(goldens: goldens) })
        let pipeline = try Pipeline(plan: plan)
        XCTAssertEqual(pipeline.frameCount, 24)
        let outcome = try await pipeline.verify(threshold: 0.1, motionFPS: nil, baseline: false)
        XCTAssertEqual(outcome.report.summary.frames, 24)
        XCTAssertEqual(outcome.report.summary.failed, 0)
        XCTAssertEqual(outcome.report.summary.missingGoldens, 0)
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertTrue(outcome.motionGoldens.isEmpty)
        XCTAssertNil(outcome.baseline)
        for name in ["report.json", "report.html", "junit.xml"] {
            XCTAssertNotNil(FileIdentity.of(out + "/out/" + name), name)
        }
    }

    /// The step on its own (as the assertion runs it) finds what verify finds there.
    func testTheStepOnTheCommittedGoldensMatchesEveryFrame() async throws {
        var step = try step(goldens: TestPaths.goldens)
        step.writesMotion = false
        let report = try await step.run(outFolder: nil)
        XCTAssertEqual(report.summary.frames, 24)
        XCTAssertEqual(report.summary.failed, 0)
        XCTAssertEqual(report.scenarios.flatMap(\.frames).filter { $0.comparison.status != .match }.map(\.frame.name), [])
    }

    /// Before a goldens folder has its manifest the assertion's step reads it as empty: each of
    /// the 24 frames misses its golden, and nothing is written into the folder.
    func testWithoutAManifestEveryFrameMissesItsGolden() async throws {
        let goldens = out + "/goldens"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        var step = try step(goldens: goldens)
        step.allowsNoManifest = true
        let report = try await step.run(outFolder: nil)
        XCTAssertEqual(report.summary.frames, 24)
        XCTAssertEqual(report.summary.missingGoldens, 24)
        XCTAssertEqual(report.summary.failed, 24)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: goldens), [])
    }

    /// verify refuses the same folder, naming the manifest it lacks.
    func testVerifyRefusesAGoldensFolderWithoutAManifest() async throws {
        let goldens = out + "/goldens"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        do {
            _ = try await step(goldens: goldens).run(outFolder: nil)
            XCTFail("verify ran without a manifest")
        } catch {
            XCTAssertTrue("\(error)".hasPrefix(goldens + "/manifest.json: no manifest"), "\(error)")
        }
    }
}
