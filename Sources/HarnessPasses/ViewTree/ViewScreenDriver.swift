import Foundation
import HarnessRun
import HarnessScript
import HarnessScreens
import UIKit

/// A screen of your own views as a screen the one engine drives (`ScenarioEngine`): each `open`
/// makes the screen's window, each event is UIKit's own call on the tree (`ViewScreenInput`),
/// each frame is read off the tree with `CaretScene` and painted with `UIViewPainter`. The
/// animations the screen's code starts (`UIView.animate`) record on the driver's own
/// `UIViewAnimationTimeline`, begun at the event's time; they and the keyboard's slide say when
/// the next event comes, and between two events the tree is read at event time + k / fps with
/// every animation presented (`ViewMotion`), so `during motion` expectations see the motion.
@MainActor
package struct ViewScreenDriver: ScenarioScreen {
    package let screen: ViewScreen
    package let variant: Variant
    package let dark: Bool
    /// The in-between moments a second.
    package var fps: Double = 60
    private let animations = UIViewAnimationTimeline()
    private var motion: ViewMotion
    private var window: UIWindow?
    private var lastFocus: UIView?
    private var keyboard: ViewKeyboard

    package init(screen: ViewScreen, variant: Variant, dark: Bool) {
        self.screen = screen
        self.variant = variant
        self.dark = dark
        motion = ViewMotion(timeline: animations)
        keyboard = ViewKeyboard(variant.keyboard)
    }

    var traits: UITraitCollection { UITraitCollection(userInterfaceStyle: dark ? .dark : .light) }

    /// Runs `body` as the screen's own code runs: with the driver's timeline recording UIKit's
    /// animations and the window's traits current (the code reads `preferredFont` and the
    /// current traits while it handles an event).
    private func inScreen<T>(_ body: () throws -> T) rethrows -> T {
        let (shared, traits) = (UIViewAnimationTimeline.shared, UITraitCollection.current)
        UIViewAnimationTimeline.shared = animations
        if let window { UITraitCollection.current = window.display.traits }
        defer {
            UIViewAnimationTimeline.shared = shared
            UITraitCollection.current = traits
        }
        return try body()
    }

    package mutating func open(_ mode: SheetMode?, prefill: [FieldID: String], at time: Double, line: Int) throws -> FrameEvent {
        if let mode {
            throw ViewScreenError("`open \(mode.rawValue)` (line \(line)): create and edit are the stock sheet's "
                + "modes; a screen of your own views opens with `open` (Step.open())")
        }
        animations.reset()
        animations.advance(to: time)
        motion.keyboard = []
        self.window = nil
        let (screen, variant, dark, keyboard) = (self.screen, self.variant, self.dark, self.keyboard)
        window = try inScreen {
            let window = screen.window(for: variant, dark: dark)
            // The keyboard a script chose before a second `open` (hidden: nothing posted).
            window.changeKeyboardHeight(to: CGFloat(keyboard.height(on: variant)))
            window.keyboardLook = keyboard.look
            for (field, text) in prefill { ViewScreenInput.set(text, in: try ViewScreenInput.input(field, in: window)) }
            ViewScreen.layout(window)
            return window
        }
        lastFocus = nil
        return FrameEvent(kind: .open, description: "open")
    }

    package var scrollOrigin: Double { window.flatMap { ViewScreenInput.scrollOrigin($0) } ?? 0 }

    package func settled(after time: Double) -> Double { motion.settled(after: time) }

    package mutating func act(_ command: ScenarioCommand, at time: Double, line: Int) throws -> FrameEvent {
        guard let window else { throw ViewScreenError("`\(command)` before `open` (line \(line))") }
        var (keyboard, lastFocus) = (self.keyboard, self.lastFocus)
        let keyboardBefore = window.keyboardFrame
        let animations = self.animations
        // What ended by now moves no more: a long script reads only what still runs.
        motion.forgetEnded(by: time)
        try inScreen {
            // The completions of what ended by now run first, as the screen's own code.
            animations.advance(to: time)
            if case .keyboardChange(let change) = command {
                keyboard.apply(change)
                window.keyboardLook = keyboard.look
                window.changeKeyboardHeight(to: CGFloat(keyboard.height(on: variant)))
            }
            try ViewScreenInput.act(command, in: window, lastFocus: &lastFocus)
            ViewScreen.layout(window)
        }
        (self.keyboard, self.lastFocus) = (keyboard, lastFocus)
        if keyboardBefore != window.keyboardFrame {
            motion.keyboard.append(.init(from: keyboardBefore ?? window.hiddenKeyboardFrame,
                                         to: window.keyboardFrame ?? window.hiddenKeyboardFrame, begin: time))
        }
        return Self.event(command)
    }

    /// The frame at rest and the moments of the motion after its event (until it settles; the
    /// next event cuts them, `ViewFrame.complete`).
    package mutating func frame(_ header: FrameHeader, event: FrameEvent, scrollOriginBefore: Double) throws -> ViewFrame {
        guard let window else { throw ViewScreenError("`\(event.description)` before `open` (line \(header.line))") }
        AssertionProgress.tick()
        var frame = inScreen {
            read(window) { reading in
                FrameResult(viewTree: header.name, index: header.index, time: header.time, step: header.step,
                            stepText: header.stepText, event: event, line: header.line, scrollOriginBefore: scrollOriginBefore,
                            reading: reading)
            }
        }
        frame.motion = inScreen { moments(after: header.time, in: window) }
        return frame
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
    private func moments(after time: Double, in window: UIWindow) -> [ViewMoment] {
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
