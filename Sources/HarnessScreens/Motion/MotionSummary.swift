/// What the caret went through in the frames after one event: the smallest gaps and how long
/// the button or the keyboard covered it (frames count whole: a covered frame stands for 1 / fps s).
package struct MotionSummary: Sendable, Hashable {
    package let frames: Int
    package let fps: Double
    /// The smallest button.minY - caret.maxY, and keyboard.minY - caret.maxY, over the frames.
    package let smallestGapToButton: Double?
    package let smallestGapToKeyboard: Double?
    /// Frames whose caret intersects the button, the keyboard, or either.
    package let framesCoveredByButton: Int
    package let framesCoveredByKeyboard: Int
    package let framesCovered: Int

    package init(states: [PresentedSheetState], fps: Double) {
        self.frames = states.count
        self.fps = fps
        smallestGapToButton = states.compactMap(\.gapToButton).min()
        smallestGapToKeyboard = states.compactMap(\.gapToKeyboard).min()
        var button = 0, keyboard = 0, either = 0
        for state in states {
            guard let caret = state.caret else { continue }
            let byButton = caret.intersects(state.button)
            let byKeyboard = state.keyboard.map(caret.intersects) ?? false
            if byButton { button += 1 }
            if byKeyboard { keyboard += 1 }
            if byButton || byKeyboard { either += 1 }
        }
        framesCoveredByButton = button
        framesCoveredByKeyboard = keyboard
        framesCovered = either
    }

    /// How long (seconds) the caret was covered, at one frame's length per covered frame.
    package var coveredDuration: Double { Double(framesCovered) / fps }
}

extension SheetMotionTimeline {
    /// The states at start + k / fps for k = 1, 2, ... while <= end, across any events in between
    /// (typing faster than a transition: the frames of overlapping animations).
    package func frames(from start: Double, to end: Double, fps: Double = 60) -> [PresentedSheetState] {
        guard fps > 0, end > start else { return [] }
        let count = Int(((end - start) * fps + 1e-9).rounded(.down))
        guard count > 0 else { return [] }
        return (1...count).compactMap { presentedState(at: start + Double($0) / fps) }
    }

    /// The summary of the frames between two times (see `frames(from:to:fps:)`).
    package func summary(from start: Double, to end: Double, fps: Double = 60) -> MotionSummary {
        MotionSummary(states: frames(from: start, to: end, fps: fps), fps: fps)
    }

    /// The summary of the frames after event `index` at `fps` (see `frames(afterEvent:fps:count:)`).
    package func summary(afterEvent index: Int, fps: Double = 60) -> MotionSummary {
        MotionSummary(states: frames(afterEvent: index, fps: fps), fps: fps)
    }
}
