
/// Limits on what one run may make, so a script cannot fill a disk or run for hours by mistake.
/// Per command, `newline N` and `backspace N` make at most `CommandGrammar.maxFramesPerCommand`
/// frames (a parse error); per step at most `FrameNames.maxFramesPerStep`; per run, `maxFrames`.
package struct RunLimits: Hashable, Sendable {
    /// The most frames one scenario may make in a run. The default, 2,000, is about 80 times the
    /// smoke test's 24 frames and about three minutes at 3x on two cores (README's per-frame
    /// costs: draw, measure and encode come to about 85 ms a frame).
    package var maxFrames: Int

    package static let `default` = RunLimits(maxFrames: 2_000)

    package init(maxFrames: Int) {
        self.maxFrames = max(1, maxFrames)
    }

    /// A `ScenarioError` at the line whose frames go past `maxFrames`, or nil when the whole
    /// scenario fits. Linear in the number of lines.
    package func check(_ scenario: Scenario) -> ScenarioError? {
        guard scenario.frameCount > maxFrames else { return nil }
        var total = 0
        for line in scenario.lines {
            total += line.frameNames.count
            if total > maxFrames {
                return ScenarioError(path: scenario.path, line: line.line, column: line.column,
                                     message: "the scenario makes \(scenario.frameCount) frames, more than the limit of "
                                         + "\(maxFrames) a run (frame \(maxFrames + 1) is made here); split the scenario "
                                         + "or raise RunLimits.maxFrames")
            }
        }
        return nil
    }
}
