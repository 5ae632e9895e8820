import HarnessCore
import HarnessPixels
import HarnessScript
import HarnessScreens

/// What the pixel side measures the caret's gap to.
package enum PixelObstacle: Hashable, Sendable {
    /// The bottom button (the sheet's): the measurer's bottom-most wide run of tint.
    case button
    /// The keyboard's top edge (a screen whose caret sits nearest the keyboard).
    case keyboard
    /// Something the measurer cannot find by its colours (a view of another colour, a caret not
    /// in the tint): the pixels are not asked, and the reason is written where the gap would be.
    case notMeasured(String)
}

/// The second opinion: measures the caret gap from a frame's pixels, cross-checks it with the
/// model, makes `caret-gap` hold only when both agree, and gives the frame its verdict.
package struct PixelCheck: Sendable {
    let scale: Double
    let options: MeasureOptions

    package init(device: Device, appearance: Appearance) {
        scale = device.scale
        options = MeasureOptions(appearance: appearance, scale: device.scale)
    }

    /// The result with `measuredGap`, the pixel side of its expectations and its verdict; the
    /// gap is measured to `obstacle`.
    package func check(_ result: FrameResult, image: RGBAImage, obstacle: PixelObstacle = .button) -> FrameResult {
        var result = result
        if case .notMeasured(let why) = obstacle {
            result.measuredGap = MeasuredGap(status: .notMeasured(why: why), gap: nil, caretColumns: nil, caretTopRow: nil,
                                             caretBottomRow: nil, buttonTopRow: nil, keyboardTopRow: nil)
            result.expectations = result.expectations.map {
                $0.expectation?.caretGapValue == nil ? $0 : $0.adding(passed: true, pixels: .notAsked(why: why))
            }
            result.verdict = verdict(result)
            return result
        }
        let raw = HarnessPixels.measure(image, options: options)
        let m = obstacle == .keyboard ? Measured(keyboard: raw) : Measured(button: raw)
        let hidden = result.caret != nil && !result.occludedBy.isEmpty
        result.measuredGap = MeasuredGap(
            status: hidden ? .hidden(by: result.occludedBy) : m.status,
            gap: hidden ? nil : m.gapPoints,
            caretColumns: m.caret.map { [$0.minX, $0.maxX] }, caretTopRow: m.caret?.topRow,
            caretBottomRow: m.caret?.bottomRow, buttonTopRow: raw.buttonTopRow, keyboardTopRow: raw.keyboardTopRow)
        let agreement = ModelPixelAgreement(modelGap: result.caretGapToButton, covered: hidden, pixelCaret: m.caret != nil,
                                            pixelGap: m.gapPoints, scale: scale)
        if !agreement.holds {
            let found = Disagreement(frame: result.name, agreement: agreement, modelGap: result.caretGapToButton, pixelStatus: m.status)
            result.expectations.append(.disagreement(line: result.line, found))
        }
        result.expectations = result.expectations.map { pixelSide(of: $0, result: result) }
        result.verdict = verdict(result)
        return result
    }

    /// `caret-gap` holds only when the gap measured from the pixels satisfies it too.
    private func pixelSide(of outcome: ExpectationOutcome, result: FrameResult) -> ExpectationOutcome {
        guard let wanted = outcome.expectation?.caretGapValue else { return outcome }
        guard let measured = result.measuredGap?.gap else {
            // The same rule as the cross-check: when the model says something covers the caret
            // (the header in landscape, say), the pixels are not asked; the frame's verdict then
            // says design warning. A caret the model calls visible must be found.
            if !result.occludedBy.isEmpty { return outcome.adding(passed: true, pixels: .covered(by: result.occludedBy)) }
            return outcome.adding(passed: false, pixels: .noGap(result.measuredGap?.status))
        }
        return outcome.adding(passed: wanted.admits(measured), pixels: .measured(measured))
    }

    /// fail when any check failed; design-warning when a tracked edit left the design's rule
    /// satisfied yet the caret covered; pass otherwise.
    private func verdict(_ result: FrameResult) -> Verdict {
        if result.expectations.contains(where: { !$0.passed }) { return .fail }
        if result.hint == .textChanged, result.designRuleSatisfied, !result.occludedBy.isEmpty { return .designWarning }
        return .pass
    }
}

/// A measurement read toward one obstacle: the gap and the status that goes with it.
private struct Measured {
    let caret: CaretMeasurement?
    let gapPoints: Double?
    let status: PixelStatus

    init(button m: PixelMeasurement) {
        caret = m.caret
        gapPoints = m.gapPoints
        status = .measurer(m.status)
    }

    /// Toward the keyboard: a found caret with no keyboard row is "no-keyboard".
    init(keyboard m: PixelMeasurement) {
        caret = m.caret
        gapPoints = m.keyboardGapPoints
        status = m.caret == nil ? .measurer(m.status) : m.keyboardTopY == nil ? .noKeyboard : .measurer(.measured)
    }
}
