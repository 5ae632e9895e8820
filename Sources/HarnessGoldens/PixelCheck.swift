import HarnessImage
import HarnessMeasure
import HarnessScenario
import HarnessSheet

/// The second opinion: measures the caret gap from a frame's pixels, cross-checks it with the
/// model, makes `caret-gap` hold only when both agree, and gives the frame its verdict.
struct PixelCheck {
    let scale: Double
    let options: MeasureOptions

    init(device: Device, appearance: Appearance) {
        scale = device.scale
        options = MeasureOptions.forAppearance(dark: appearance == .dark, scale: device.scale)
    }

    /// The entry with `measuredGap`, the pixel side of its expectations and its verdict.
    func check(_ entry: FrameEntry, image: RGBAImage) -> FrameEntry {
        var entry = entry
        let m = HarnessMeasure.measure(image, options: options)
        let hidden = entry.caret != nil && !entry.occludedBy.isEmpty
        entry.measuredGap = MeasuredGap(
            status: hidden ? "hidden (\(entry.occludedBy.joined(separator: ", ")))" : m.status.rawValue,
            gap: hidden ? nil : m.gapPoints,
            caretColumns: m.caret.map { [$0.minX, $0.maxX] }, caretTopRow: m.caret?.topRow,
            caretBottomRow: m.caret?.bottomRow, buttonTopRow: m.buttonTopRow, keyboardTopRow: m.keyboardTopRow)
        if let disagreement = crossCheck(entry, m, hidden: hidden) {
            entry.expectations.append(JSONExpectation(expect: "model-and-pixels-agree", line: entry.line, passed: false,
                                                      message: disagreement))
        }
        entry.expectations = entry.expectations.map { pixelSide(of: $0, entry: entry) }
        entry.verdict = verdict(entry)
        return entry
    }

    /// A message when the model and the pixels tell different stories, nil when they agree
    /// within one device pixel (or when the model says the caret is covered: then the pixels
    /// are not asked, rather than guessing from a sliver).
    private func crossCheck(_ entry: FrameEntry, _ m: PixelMeasurement, hidden: Bool) -> String? {
        let frame = "frame \(entry.name)"
        guard let modelGap = entry.caretGapToButton else {
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
    private func pixelSide(of expectation: JSONExpectation, entry: FrameEntry) -> JSONExpectation {
        guard let wanted = expectation.caretGap else { return expectation }
        guard let measured = entry.measuredGap?.gap else {
            return JSONExpectation(expect: expectation.expect, line: expectation.line, passed: false,
                                   message: expectation.message + "; pixels: no gap measured (\(entry.measuredGap?.status ?? "not measured"))",
                                   caretGap: wanted)
        }
        return JSONExpectation(expect: expectation.expect, line: expectation.line, passed: expectation.passed && wanted.admits(measured),
                               message: expectation.message + "; pixels \(pt(measured))", caretGap: wanted)
    }

    /// fail when any check failed; design-warning when a tracked edit left the design's rule
    /// satisfied yet the caret covered; pass otherwise.
    private func verdict(_ entry: FrameEntry) -> String {
        if entry.expectations.contains(where: { !$0.passed }) { return "fail" }
        if entry.hint == "textChanged", entry.designRuleSatisfied, !entry.occludedBy.isEmpty { return "design-warning" }
        return "pass"
    }
}
