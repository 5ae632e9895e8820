import HarnessRun
import HarnessScript
import HarnessScreens

/// Runs every scenario through the model on one variant, without drawing, and reduces the
/// frames to the cell's findings.
package struct CellEvaluator {
    let scenarios: [Scenario]

    package init(scenarios: [Scenario]) {
        self.scenarios = scenarios
    }

    /// The cell's findings. Drawing in an appearance, each frame is painted too and handed to
    /// `eachFrame` before it is reduced (`sweep --pixels` draws and measures the frames of this
    /// one run).
    package func evaluate(_ variant: Variant, drawingIn appearance: Appearance? = nil,
                          eachFrame: (Scenario, RunFrame) throws -> Void = { _, _ in }) throws -> SweepCell {
        var runner = ScenarioRunner(variant: variant, appearance: appearance ?? .light)
        runner.draws = appearance != nil
        var results: [SweepScenarioResult] = []
        for scenario in scenarios {
            var frames: [FrameResult] = []
            var iterator = runner.frames(of: scenario)
            let motion = CellMotion()
            // The observer runs inside the run's hop to the main actor, while this thread waits.
            let observer = MainThreadBox(value: motion)
            iterator.observeEvents { observer.value.observe($0, $1) }
            while let frame = try iterator.next() {
                try eachFrame(scenario, frame)
                frames.append(Self.frame(frame.record))
            }
            var result = Self.reduce(scenario, frames, variant)
            Self.addMotion(motion.editMotion(), frames: frames, to: &result)
            results.append(result)
        }
        return Self.cell(variant, results)
    }

    /// The run's description of a frame the sweep did not draw (no PNG, no pixels).
    static func frame(_ r: FrameRecord) -> FrameResult {
        FrameResult(record: r, png: "")
    }

    static func reduce(_ scenario: Scenario, _ frames: [FrameResult], _ variant: Variant) -> SweepScenarioResult {
        var minGap: Double?, minHiddenGap: Double?
        var covered = OccluderCounts()
        var coveredFrames = 0, expected = 0, violations = 0, clamps = 0, broken = 0, hidden = 0
        var failed: [ExpectationOutcome] = []
        var failedGaps: [Double?] = []
        for f in frames {
            let expectedWarning = f.expectations.contains { $0.expectation == .designWarning && $0.passed }
            // The gap is the bug class's number: frames where the design scrolled with an input
            // view up. Frames with none (the 60 pt disagreement) and expected warnings count apart.
            if f.designScrolled, !expectedWarning, let gap = f.caretGapToButton {
                if f.keyboard != nil {
                    minGap = min(minGap ?? gap, gap)
                } else {
                    minHiddenGap = min(minHiddenGap ?? gap, gap)
                }
            }
            if f.recenter?.wasClamped == true { clamps += 1 }
            for e in f.expectations where !e.passed {
                failed.append(e)
                failedGaps.append(f.caretGapToButton)
            }
            guard f.frameEvent.isEdit else { continue }
            if !f.occludedBy.isEmpty {
                coveredFrames += 1
                covered.add(f.occludedBy)
            }
            if let recenter = f.recenter, !recenter.bailed, f.ruleHolds == false { violations += 1 }
            guard f.isShort else { continue }
            if expectedWarning {
                expected += 1
            } else if f.keyboard == nil {
                // No input view: the design's 60 pt action area is not the button's
                // 52 + max(safeBottom, 30) (sheet-geometry.md), a known disagreement.
                hidden += 1
            } else {
                broken += 1
            }
        }
        let command = (["caret-harness", "run", "--scenario", scenario.path] + variant.commandLineOptions)
            .joined(separator: " ")
        return SweepScenarioResult(
            scenario: scenario.name, path: scenario.path, minScrolledGap: minGap, minScrolledGapNoInputView: minHiddenGap,
            coveredAfterEdit: covered,
            expectedWarnings: expected, ruleViolations: violations, clamps: clamps, failedExpectations: failed,
            failedGaps: failedGaps, command: command, frames: frames, frameCount: frames.count, coveredAfterEditFrames: coveredFrames, brokenFrames: broken,
            keyboardHiddenFindings: hidden)
    }

    static func cell(_ variant: Variant, _ results: [SweepScenarioResult]) -> SweepCell {
        var covered = OccluderCounts()
        var broken = 0, hidden = 0, violations = 0, clamps = 0, failed = 0, warnings = 0
        var minGap: Double?, minHiddenGap: Double?
        for r in results {
            covered.add(r.coveredAfterEdit)
            broken += r.brokenFrames
            hidden += r.keyboardHiddenFindings
            warnings += r.expectedWarnings
            violations += r.ruleViolations
            clamps += r.clamps
            failed += r.failedExpectations.count
            if let gap = r.minScrolledGap { minGap = min(minGap ?? gap, gap) }
            if let gap = r.minScrolledGapNoInputView { minHiddenGap = min(minHiddenGap ?? gap, gap) }
        }
        let verdict: CellVerdict = broken > 0 || violations > 0 ? .breaks : hidden + warnings > 0 ? .warns : .holds
        // The caret is as tall as a line: read the height off the run, not off a constant.
        let lineHeight = results.lazy.flatMap(\.frames).compactMap { f in f.caret.map { $0.maxY - $0.y } }.first
        var cell = SweepCell(
            id: variant.id, device: variant.device.id, orientation: variant.orientation, textSize: variant.textSize,
            beyondApp: TextSizes.isBeyondApp(variant.textSize), keyboard: variant.keyboard,
            inputHeight: variant.inputHeight, sheetWidth: variant.sheetWidth, lineHeight: lineHeight,
            verdict: verdict, minScrolledGap: minGap, minScrolledGapNoInputView: minHiddenGap, coveredAfterEdit: covered, brokenFrames: broken,
            keyboardHiddenFindings: hidden, expectedWarnings: warnings, ruleViolations: violations, clamps: clamps,
            failedExpectations: failed, scenarios: results)
        cell.gapRule = results.lazy.flatMap(\.frames).first?.gapRule ?? .design
        cell.minMotionGap = results.compactMap(\.minMotionGap).min()
        cell.motionCoveredMs = results.compactMap(\.motionCoveredMs).max()
        return cell
    }

    /// The motion column of one scenario: edits whose frame does not expect a design warning.
    static func addMotion(_ motion: [Int: (gap: Double?, coveredMs: Double)], frames: [FrameResult],
                          to result: inout SweepScenarioResult) {
        var gap: Double?, covered: Double?
        for f in frames {
            guard let m = motion[f.number], !f.expectations.contains(where: { $0.expectation == .designWarning && $0.passed }) else { continue }
            if let g = m.gap { gap = min(gap ?? g, g) }
            covered = max(covered ?? 0, m.coveredMs)
        }
        result.minMotionGap = gap
        result.motionCoveredMs = covered
    }
}
