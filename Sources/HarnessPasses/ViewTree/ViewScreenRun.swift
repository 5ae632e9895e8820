import Foundation
import HarnessRun
import HarnessScript
import HarnessScreens
import UIKit

/// Runs a scenario's events on a view screen through UIKit's own calls (`ViewScreenInput`),
/// reading each frame off the tree with `CaretScene` and painting it with `UIViewPainter`. The
/// run has a clock, as the sheet's has: an event comes once everything the last one animated
/// (`UIView.animate` on `UIViewAnimationTimeline`, the keyboard's slide) has settled, or `wait S`
/// after it; between two events the tree is read at event time + k / fps with every animation
/// presented (`ViewMotion`), so `during motion` expectations see the motion.
@MainActor
package struct ViewScreenRun {
    package let screen: ViewScreen
    package let variant: Variant
    package let dark: Bool
    /// The in-between moments a second.
    package var fps: Double = 60

    package init(screen: ViewScreen, variant: Variant, dark: Bool) {
        self.screen = screen
        self.variant = variant
        self.dark = dark
    }

    var traits: UITraitCollection { UITraitCollection(userInterfaceStyle: dark ? .dark : .light) }

    package func run(_ scenario: Scenario) throws -> [ViewFrame] {
        let timeline = UIViewAnimationTimeline.shared
        timeline.reset()
        let traits = UITraitCollection.current
        defer {
            timeline.reset()
            UITraitCollection.current = traits
        }
        var motion = ViewMotion()
        var window: UIWindow?
        var prefill: [FieldID: String] = [:]
        var frames: [ViewFrame] = []
        var lastFocus: UIView?
        var keyboard = ViewKeyboard(variant.keyboard)
        var step = (0, "")
        var wait: Double?
        var last: Double?
        for line in scenario.lines {
            switch line.command {
            case .name, .frame: continue
            case .step(let n, let text): step = (n, text); continue
            case .wait(let seconds): wait = seconds; continue
            case .prefill(let field, let text): prefill[field] = text; continue
            case .expect(let expectation):
                if !frames.isEmpty { frames[frames.count - 1].expects.append((line.line, expectation)) }
                continue
            default: break
            }
            for name in line.frameNames {
                AssertionProgress.tick()
                let time = last.map { t in wait.map { t + $0 } ?? motion.settled(after: t) } ?? (wait ?? 0)
                // The last event's motion ends where this event begins.
                if let previous = last, !frames.isEmpty { frames[frames.count - 1].motion.removeAll { $0.ms >= (time - previous) * 1000 - 1e-6 } }
                timeline.advance(to: time)
                let before = window.flatMap { ViewScreenInput.scrollOrigin($0) } ?? 0
                if case .open(let mode) = line.command {
                    if let mode {
                        throw ViewScreenError("`open \(mode.rawValue)` (line \(line.line)): create and edit are the stock sheet's "
                            + "modes; a screen of your own views opens with `open` (Step.open())")
                    }
                    window = screen.window(for: variant, dark: dark)
                    // The keyboard a script chose before a second `open` (hidden: nothing posted).
                    window!.changeKeyboardHeight(to: CGFloat(keyboard.height(on: variant)))
                    window!.keyboardLook = keyboard.look
                    for (field, text) in prefill { ViewScreenInput.set(text, in: try ViewScreenInput.input(field, in: window!)) }
                    prefill = [:]
                    ViewScreen.layout(window!)
                }
                guard let window else { throw ViewScreenError("`\(line.command)` before `open` (line \(line.line))") }
                let keyboardBefore = window.keyboardFrame
                if case .keyboardChange(let change) = line.command {
                    keyboard.apply(change)
                    window.keyboardLook = keyboard.look
                    window.changeKeyboardHeight(to: CGFloat(keyboard.height(on: variant)))
                }
                try ViewScreenInput.act(line.command, in: window, lastFocus: &lastFocus)
                ViewScreen.layout(window)
                if keyboardBefore != window.keyboardFrame {
                    motion.keyboard.append(.init(from: keyboardBefore ?? window.hiddenKeyboardFrame,
                                                 to: window.keyboardFrame ?? window.hiddenKeyboardFrame, begin: time))
                }
                var frame = read(window) { reading in
                    FrameResult(viewTree: name, index: frames.count + 1, time: time, step: step.0, stepText: step.1,
                                event: Self.event(line.command), line: line.line, scrollOriginBefore: before, reading: reading)
                }
                frame.motion = moments(after: time, in: window, motion: motion)
                frames.append(frame)
                last = time
            }
            wait = nil
        }
        for i in frames.indices {
            frames[i].result.expectations = frames[i].expects.map {
                ExpectationOutcome(frames[i].judge($0.expectation, line: $0.line))
            }
        }
        return frames
    }

    /// The frame at rest: the scene, what the tree shows (made into the frame's result by
    /// `result`), the painting.
    private func read(_ window: UIWindow, result: (ViewTreeReading) -> FrameResult) -> ViewFrame {
        var r = ViewTreeReading()
        let scene = CaretScene(window: window)
        let scroll = (window.firstResponder as? UIView).flatMap(ViewScreenInput.outerScrollView)
            ?? ViewScreenInput.firstScrollView(in: window)
        r.scrollOrigin = scroll.map { Double($0.contentOffset.y) } ?? 0
        r.boundsHeight = scroll.map { Double($0.bounds.height) } ?? 0
        r.contentHeight = scroll.map { Double($0.contentSize.height) } ?? 0
        if let responder = window.firstResponder as? UIView {
            r.focusedField = responder.accessibilityIdentifier.map(FieldID.init(rawValue:))
        }
        r.inputHeight = window.keyboardFrame.map { Double($0.height) } ?? 0
        r.keyboard = window.keyboardFrame.map(JSONRect.init)
        if let scene {
            r.caret = JSONRect(scene.caret)
            r.cover = scene.covers.first { $0.frame.minY >= scene.caret.minY }.map { JSONRect($0.frame) }
            r.gap = scene.gap.map(Double.init)
            r.occludedBy = scene.occluders
        }
        let list = UIViewPainter(traits: traits).paint(window)
        return ViewFrame(result: result(r), displayList: list, obstacle: scene?.pixelObstacle(traits: traits) ?? .button,
                         rest: ViewMoment(ms: 0, scene: scene))
    }

    /// The tree at event time + k / fps until everything settled, every animation presented.
    private func moments(after time: Double, in window: UIWindow, motion: ViewMotion) -> [ViewMoment] {
        let end = motion.settled(after: time)
        var found: [ViewMoment] = []
        var k = 1.0
        while time + k / fps < end - 1e-9 {
            let t = time + k / fps
            let keyboard = motion.keyboardFrame(at: t, model: window.keyboardFrame, window: window)
            found.append(motion.presenting(at: t) { ViewMoment(ms: k / fps * 1000, scene: CaretScene(window: window, keyboard: keyboard)) })
            k += 1
        }
        return found
    }

    static func kind(_ command: ScenarioCommand) -> EventKind {
        switch command {
        case .tap: return .focus
        case .type: return .type
        case .newline: return .newline
        case .backspace: return .backspace
        case .select: return .select
        case .scroll: return .scroll
        case .keyboard, .keyboardChange: return .keyboard
        default: return .open
        }
    }

    /// The event as the scenario wrote it, short.
    /// The command's event, typed and worded.
    static func event(_ command: ScenarioCommand) -> FrameEvent {
        if case .type(let text) = command {
            return FrameEvent(kind: .type, description: describe(command), typed: text)
        }
        return FrameEvent(kind: kind(command), description: describe(command))
    }

    static func describe(_ command: ScenarioCommand) -> String {
        switch command {
        case .open(let mode): return mode.map { "open \($0.rawValue)" } ?? "open"
        case .tap(let field, _): return "tap \(field.rawValue)"
        case .type(let text): return "type \"\(text)\""
        case .newline: return "newline"
        case .backspace: return "backspace"
        case .select(let field, _): return "select \(field.rawValue)"
        case .scroll: return "scroll"
        case .keyboard(let visible): return "keyboard \(visible ? "show" : "hide")"
        case .keyboardChange(let change): return change.text
        default: return "\(command)"
        }
    }
}

/// A script a view screen cannot run.
package struct ViewScreenError: Error, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
