import HarnessImage
import HarnessMeasure
import HarnessScenario
import HarnessSheet

/// The second opinion: measures the caret gap from a frame's pixels, cross-checks it with the
/// model, makes `caret-gap` hold only when both agree, and gives the frame its verdict.
package struct PixelCheck {
    let scale: Double
    let options: MeasureOptions

    package init(device: Device, appearance: Appearance) {
        scale = device.scale
        options = MeasureOptions(appearance: appearance, scale: device.scale)
    }

    /// The result with `measuredGap`, the pixel side of its expectations and its verdict.
    package func check(_ result: FrameResult, image: RGBAImage) -> FrameResult {
        var result = result
        let m = HarnessMeasure.measure(image, options: options)
        let hidden = result.caret != nil && !result.occludedBy.isEmpty
        result.measuredGap = MeasuredGap(
            status: hidden ? "hidden (\(result.occludedBy.map(\.rawValue).joined(separator: ", ")))" : m.status.rawValue,
            gap: hidden ? nil : m.gapPoints,
            caretColumns: m.caret.map { [$0.minX, $0.maxX] }, caretTopRow: m.caret?.topRow,
            caretBottomRow: m.caret?.bottomRow, buttonTopRow: m.buttonTopRow, keyboardTopRow: m.keyboardTopRow)
        if let disagreement = crossCheck(result, m, hidden: hidden) {
            result.expectations.append(.disagreement(line: result.line, message: disagreement))
        }
        result.expectations = result.expectations.map { pixelSide(of: $0, result: result) }
        result.verdict = verdict(result)
        return result
    }

    /// A message when the model and the pixels tell different stories, nil when they agree
    /// within one device pixel (or when the model says the caret is covered: then the pixels
    /// are not asked, rather than guessing from a sliver).
    private func crossCheck(_ result: FrameResult, _ m: PixelMeasurement, hidden: Bool) -> String? {
        let frame = "frame \(result.name)"
        guard let modelGap = result.caretGapToButton else {
            return m.caret != nil ? "renderer and model disagree at \(frame): no field has focus, yet the pixels show a caret" : nil
        }
        if hidden { return nil }
        guard let pixelGap = m.gapPoints else {
            return "renderer and model disagree at \(frame): model \(pt(modelGap)), pixels find no caret (\(m.status.rawValue))"
        }
        if abs(pixelGap - modelGap) > 1 / scale + 1e-9 {
            return "renderer and model disagree at \(frame): model \(pt(modelGap)), pixels \(pt(pixelGap))"
        }
        return nil
    }

    /// `caret-gap` holds only when the gap measured from the pixels satisfies it too.
    private func pixelSide(of outcome: ExpectationOutcome, result: FrameResult) -> ExpectationOutcome {
        guard let wanted = outcome.expectation?.caretGapValue else { return outcome }
        guard let measured = result.measuredGap?.gap else {
            // The same rule as the cross-check: when the model says something covers the caret
            // (the header in landscape, say), the pixels are not asked; the frame's verdict then
            // says design warning. A caret the model calls visible must be found.
            if !result.occludedBy.isEmpty {
                let covering = result.occludedBy.map(\.rawValue).joined(separator: ", ")
                return outcome.adding(passed: true, note: "pixels: not asked (the model says \(covering) covers the caret)")
            }
            return outcome.adding(passed: false, note: "pixels: no gap measured (\(result.measuredGap?.status ?? "not measured"))")
        }
        return outcome.adding(passed: wanted.admits(measured), note: "pixels \(pt(measured))")
    }

    /// fail when any check failed; design-warning when a tracked edit left the design's rule
    /// satisfied yet the caret covered; pass otherwise.
    private func verdict(_ result: FrameResult) -> Verdict {
        if result.expectations.contains(where: { !$0.passed }) { return .fail }
        if result.hint == .textChanged, result.designRuleSatisfied, !result.occludedBy.isEmpty { return .designWarning }
        return .pass
    }
}
