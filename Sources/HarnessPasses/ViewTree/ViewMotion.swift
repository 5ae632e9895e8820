import Foundation
import HarnessScreens
import UIKit

/// The motion of a window between two events: UIKit's animation timeline as presented
/// (`PresentedTimeline`: every `UIView.animate` of frame, bounds and alpha, as additive offsets)
/// and the keyboard's slide, which the window's keyboard makes on its own spring.
@MainActor
struct ViewMotion {
    /// The keyboard's slide between two frames, begun at `begin`.
    struct KeyboardSlide {
        let from: CGRect
        let to: CGRect
        let begin: Double
    }

    /// The keyboard's own animation: the 0.5 s keyboard spring that motion.md reports (the
    /// notification says 0.25 s and curve 7, a private curve; that it is the codebase's spring,
    /// `SpringCurve.codebase`, is an *estimate*, `UIKitEstimates.keyboardAnimationCurve`).
    static let keyboardDuration = 0.5
    static let keyboardCurve: any TimingCurve = SpringCurve.codebase

    var keyboard: [KeyboardSlide] = []
    /// The screen's animations as presented (the one reader, shared with the sheet).
    let presented: PresentedTimeline

    init(timeline: UIViewAnimationTimeline) {
        presented = PresentedTimeline(timeline)
    }

    /// When everything begun so far has settled (no earlier than `time`).
    func settled(after time: Double) -> Double {
        var end = presented.settled(after: time)
        for k in keyboard { end = max(end, k.begin + Self.keyboardCurve.activeDuration(forTransition: Self.keyboardDuration)) }
        return end
    }

    /// Forgets the animations and keyboard slides over by `time`.
    mutating func forgetEnded(by time: Double) {
        presented.forgetEnded(by: time)
        let active = Self.keyboardCurve.activeDuration(forTransition: Self.keyboardDuration)
        // The last slide stays: it says where the keyboard came from.
        let ended = keyboard.dropLast().filter { $0.begin + active <= time }.count
        keyboard.removeFirst(ended)
    }

    /// The keyboard's presented frame at `time` (nil: hidden and not moving).
    func keyboardFrame(at time: Double, model: CGRect?, window: UIWindow) -> CGRect? {
        guard let slide = keyboard.last(where: { $0.begin <= time }),
              let offset = PresentedTimeline.offset(from: [slide.from.minY - slide.to.minY], to: [0], begin: slide.begin,
                                                    duration: Self.keyboardDuration, curve: Self.keyboardCurve, at: time)
        else { return model }
        let t = slide.to
        let frame = CGRect(x: t.minX, y: t.minY + offset[0], width: t.width, height: t.height)
        return frame.minY < window.bounds.height ? frame : nil
    }

    /// Runs `read` with every animated view showing its presented frame, bounds and alpha at `time`.
    func presenting<T>(at time: Double, _ read: () -> T) -> T {
        presented.presenting(at: time, read)
    }
}
