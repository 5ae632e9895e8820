import HarnessPixels
import HarnessScreens

/// One in-between frame after a frame's event, as the run describes it: when it is, the
/// presented model's facts (what covers the caret decided here, once) and, when drawn, what the
/// pixels said. `FrameMotion.inBetween` carries them with the frame at rest; motion.json's
/// in-between frame is their encoding (`encode(to:)`), the pixels' words rendered only there.
package struct InBetweenFrame: Hashable, Sendable {
    /// Milliseconds after the event.
    package let ms: Double
    package let scrollOriginY: Double
    package let caret: JSONRect?
    package let button: JSONRect
    package let keyboard: JSONRect?
    /// button.minY - caret.maxY (model), and keyboard.minY - caret.maxY.
    package let gap: Double?
    package let gapToKeyboard: Double?
    /// What the caret's rectangle intersects in this frame (button, keyboard).
    package let occludedBy: [Occluder]
    /// What the pixels said when drawn (the measurer's status, or hidden by what the model
    /// says covers the caret); nil until then.
    package private(set) var pixels: PixelStatus?
    /// The gap measured from the pixels, nil when not drawn, not asked or not found.
    package private(set) var measuredGap: Double?

    package init(state: PresentedSheetState) {
        ms = (state.sinceEvent * 1000 * 1000).rounded() / 1000
        scrollOriginY = state.scrollOriginY
        caret = state.caret.map(JSONRect.init)
        button = JSONRect(state.button)
        keyboard = state.keyboard.map(JSONRect.init)
        gap = state.gapToButton
        gapToKeyboard = state.gapToKeyboard
        var covered: [Occluder] = []
        if let caret = state.caret {
            if caret.intersects(state.button) { covered.append(.button) }
            if let keyboard = state.keyboard, caret.intersects(keyboard) { covered.append(.keyboard) }
        }
        occludedBy = covered
    }

    /// Adds the pixel measurement; a caret the model says is covered is not asked of the pixels.
    package mutating func add(_ m: PixelMeasurement) {
        pixels = occludedBy.isEmpty ? .measurer(m.status) : .hidden(by: occludedBy)
        measuredGap = occludedBy.isEmpty ? m.gapPoints : nil
    }
}

extension InBetweenFrame: Encodable {
    private enum CodingKeys: String, CodingKey {
        case ms, scrollOriginY, caret, button, keyboard, gap, gapToKeyboard, coveredBy, measuredGap, measureStatus
    }

    /// motion.json's in-between frame: the pixels' side as `measuredGap` and `measureStatus`
    /// ("measured", the measurer's reason, or "hidden (button, keyboard)").
    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ms, forKey: .ms)
        try c.encode(scrollOriginY, forKey: .scrollOriginY)
        try c.encodeIfPresent(caret, forKey: .caret)
        try c.encode(button, forKey: .button)
        try c.encodeIfPresent(keyboard, forKey: .keyboard)
        try c.encodeIfPresent(gap, forKey: .gap)
        try c.encodeIfPresent(gapToKeyboard, forKey: .gapToKeyboard)
        try c.encode(occludedBy, forKey: .coveredBy)
        try c.encodeIfPresent(measuredGap, forKey: .measuredGap)
        try c.encodeIfPresent(pixels, forKey: .measureStatus)
    }
}
