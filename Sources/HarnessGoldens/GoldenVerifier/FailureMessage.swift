import HarnessCore
import HarnessRun
import HarnessScript

/// The message a developer reads when a frame fails: what happened, where the images are, and
/// the exact command that accepts the change.
struct FailureMessage {
    let options: HarnessOptions
    let paths: GoldenPaths
    let scenario: Scenario
    /// The manifest's record of the golden, to tell whether the script changed since it was made.
    let record: GoldenRecord?

    /// nil when the frame matched its golden and every expectation held.
    func message(for v: FrameVerification) -> String? {
        let c = v.comparison
        let failedExpectations = v.frame.expectations.filter { !$0.passed }
        if c.status == .match && failedExpectations.isEmpty { return nil }
        var lines = ["frame \(v.frame.name) (step \(v.frame.step), \(scenario.path):\(v.frame.line), \(v.frame.eventDescription))"]
        for e in failedExpectations {
            lines.append("  expect \(e.expect) failed: \(e.message)")
        }
        let out = paths.outDirectory + "/"
        // Recording only helps when the golden is all that fails: a frame whose expectations
        // fail would still fail verify after recording, so no record command is offered for it.
        let recordingWouldPass = failedExpectations.isEmpty
        let refuse = "  not offering `record`: this frame's expectations fail, so recording its golden would not make it pass"
        switch c.status {
        case .match:
            break
        case .missing:
            lines.append("  no golden at \(c.golden)")
            lines.append(recordingWouldPass ? "  record it: caret-harness record --missing \(selection)" : refuse)
        case .unreadable:
            lines.append("  cannot read the golden: \(c.detail)")
            lines.append("  restore it from git (git checkout -- \(c.golden))"
                         + (recordingWouldPass ? " or rewrite it: caret-harness record --failed \(selection)" : ""))
            if !recordingWouldPass { lines.append(refuse) }
        case .sizeChanged, .changed:
            if let record, record.scenarioHash != scenario.sourceHash {
                lines.append("  note: \(scenario.path) changed since this golden was recorded")
            }
            lines.append("  \(c.detail)")
            if let px = c.box {
                let b = px.points
                lines.append("  \(c.differingPixels) differing pixels in the box x \(f(b.x)) y \(f(b.y)) w \(f(b.width)) h \(f(b.height)) pt"
                             + " (px \(px.x),\(px.y) \(px.width)x\(px.height)); largest colour distance \(f(c.maxColorDelta, 3))")
            }
            lines.append("  golden: \(c.golden)")
            lines.append("  actual: \(out)\(v.actualImage)")
            if let strip = v.stripImage { lines.append("  diff:   \(out)\(strip)") }
            lines.append(recordingWouldPass ? "  accept: caret-harness record --failed \(selection)" : refuse)
        }
        return lines.joined(separator: "\n")
    }

    /// The options that select this scenario, device and appearance again.
    private var selection: String {
        (["--scenario", scenario.path, "--device", options.device.id, "--appearance", options.appearance.rawValue]
            + options.settingsOptions).joined(separator: " ")
    }

    private func f(_ value: Double, _ digits: Int = 1) -> String { NumberText.fixed(value, digits: digits) }
}
