import HarnessRun
import HarnessScreens

/// A sweep cell as a worker process hands it to the process that writes the sweep
/// (`SweepProcesses`): every field as the run made it except the frames, which the worker
/// writes into the cell's sweep.json bytes itself (sent beside it); the summary reads the
/// frames' count and failed expectations, which the cell carries.
struct CellTransfer: Codable {
    struct Scenario: Codable {
        let scenario: String
        let path: String
        let minScrolledGap: Double?
        let minScrolledGapNoInputView: Double?
        let coveredAfterEdit: OccluderCounts
        let expectedWarnings: Int
        let ruleViolations: Int
        let clamps: Int
        let failedExpectations: [ExpectationOutcome]
        let failedGaps: [Double?]
        let command: String
        let frameCount: Int
        let coveredAfterEditFrames: Int
        let brokenFrames: Int
        let keyboardHiddenFindings: Int
        let minMotionGap: Double?
        let motionCoveredMs: Double?
    }

    let id: String
    let device: String
    let orientation: Orientation
    let textSize: Double
    let beyondApp: Bool
    let keyboard: KeyboardKind
    let inputHeight: Double
    let sheetWidth: Double
    let lineHeight: Double?
    let verdict: CellVerdict
    let minScrolledGap: Double?
    let minScrolledGapNoInputView: Double?
    let coveredAfterEdit: OccluderCounts
    let brokenFrames: Int
    let keyboardHiddenFindings: Int
    let expectedWarnings: Int
    let ruleViolations: Int
    let clamps: Int
    let failedExpectations: Int
    let scenarios: [Scenario]
    let pixels: PixelFindings?
    let minMotionGap: Double?
    let motionCoveredMs: Double?
    let gapRule: GapRule

    init(_ c: SweepCell) {
        id = c.id; device = c.device; orientation = c.orientation; textSize = c.textSize; beyondApp = c.beyondApp
        keyboard = c.keyboard; inputHeight = c.inputHeight; sheetWidth = c.sheetWidth; lineHeight = c.lineHeight
        verdict = c.verdict; minScrolledGap = c.minScrolledGap; minScrolledGapNoInputView = c.minScrolledGapNoInputView
        coveredAfterEdit = c.coveredAfterEdit; brokenFrames = c.brokenFrames; keyboardHiddenFindings = c.keyboardHiddenFindings
        expectedWarnings = c.expectedWarnings; ruleViolations = c.ruleViolations; clamps = c.clamps
        failedExpectations = c.failedExpectations; pixels = c.pixels; minMotionGap = c.minMotionGap
        motionCoveredMs = c.motionCoveredMs; gapRule = c.gapRule
        scenarios = c.scenarios.map { s in
            Scenario(scenario: s.scenario, path: s.path, minScrolledGap: s.minScrolledGap,
                     minScrolledGapNoInputView: s.minScrolledGapNoInputView, coveredAfterEdit: s.coveredAfterEdit,
                     expectedWarnings: s.expectedWarnings, ruleViolations: s.ruleViolations, clamps: s.clamps,
                     failedExpectations: s.failedExpectations, failedGaps: s.failedGaps, command: s.command,
                     frameCount: s.frameCount,
                     coveredAfterEditFrames: s.coveredAfterEditFrames, brokenFrames: s.brokenFrames,
                     keyboardHiddenFindings: s.keyboardHiddenFindings, minMotionGap: s.minMotionGap,
                     motionCoveredMs: s.motionCoveredMs)
        }
    }

    var cell: SweepCell {
        var c = SweepCell(
            id: id, device: device, orientation: orientation, textSize: textSize, beyondApp: beyondApp, keyboard: keyboard,
            inputHeight: inputHeight, sheetWidth: sheetWidth, lineHeight: lineHeight, verdict: verdict,
            minScrolledGap: minScrolledGap, minScrolledGapNoInputView: minScrolledGapNoInputView,
            coveredAfterEdit: coveredAfterEdit, brokenFrames: brokenFrames, keyboardHiddenFindings: keyboardHiddenFindings,
            expectedWarnings: expectedWarnings, ruleViolations: ruleViolations, clamps: clamps,
            failedExpectations: failedExpectations,
            scenarios: scenarios.map { s in
                var r = SweepScenarioResult(
                    scenario: s.scenario, path: s.path, minScrolledGap: s.minScrolledGap,
                    minScrolledGapNoInputView: s.minScrolledGapNoInputView, coveredAfterEdit: s.coveredAfterEdit,
                    expectedWarnings: s.expectedWarnings, ruleViolations: s.ruleViolations, clamps: s.clamps,
                    failedExpectations: s.failedExpectations, failedGaps: s.failedGaps, command: s.command, frames: [],
                    frameCount: s.frameCount,
                    coveredAfterEditFrames: s.coveredAfterEditFrames, brokenFrames: s.brokenFrames,
                    keyboardHiddenFindings: s.keyboardHiddenFindings)
                r.minMotionGap = s.minMotionGap
                r.motionCoveredMs = s.motionCoveredMs
                return r
            })
        c.pixels = pixels
        c.minMotionGap = minMotionGap
        c.motionCoveredMs = motionCoveredMs
        c.gapRule = gapRule
        return c
    }
}
