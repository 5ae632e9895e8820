import Foundation
import HarnessScenario
import HarnessSheet
import UIKit

/// One event of a script on a view screen, and what the tree showed after it.
public struct ViewFrame: Sendable {
    public let name: String
    /// The script line that made it.
    public let line: Int
    public let gap: Double?
    public let caretVisible: Bool
    public let hiddenBy: [String]
    public let scrollOriginBefore: Double
    public let scrollOrigin: Double
    /// Each `expect` after the event that failed: (line, expectation, message).
    public var failures: [(line: Int, expect: String, message: String)] = []
}

/// Runs a scenario's events on a view screen through UIKit's own calls (becomeFirstResponder,
/// insertText, deleteBackward, contentOffset, resignFirstResponder), reading each frame off the
/// tree with `CaretScene`, and checks the expectations at rest. Not yet here: pixels and goldens
/// (the view-tree painter of issue 22 is not in), `during motion` (checked at rest, said in the message).
@MainActor
public struct ViewScreenRun {
    public let screen: ViewScreen
    public let variant: Variant
    public let dark: Bool

    public init(screen: ViewScreen, variant: Variant, dark: Bool) {
        self.screen = screen
        self.variant = variant
        self.dark = dark
    }

    public func run(_ scenario: Scenario) throws -> [ViewFrame] {
        var window: UIWindow?
        var prefill: [FieldID: String] = [:]
        var frames: [ViewFrame] = []
        var lastFocus: UIView?
        for line in scenario.lines {
            switch line.command {
            case .name, .step, .frame, .wait: continue
            case .prefill(let field, let text): prefill[field] = text; continue
            case .expect(let expectation):
                guard var frame = frames.popLast() else { continue }
                if let message = Self.check(expectation, frame) { frame.failures.append((line.line, expectation.text, message)) }
                frames.append(frame)
                continue
            default: break
            }
            for name in line.frameNames {
                let before = window.flatMap { Self.scrollOrigin($0) } ?? 0
                if case .open = line.command {
                    window = screen.window(for: variant, dark: dark)
                    for (field, text) in prefill { Self.set(text, in: try Self.input(field, in: window!)) }
                    prefill = [:]
                    ViewScreen.layout(window!)
                }
                guard let window else { throw ViewScreenError("`\(line.command)` before `open` (line \(line.line))") }
                try act(line.command, in: window, lastFocus: &lastFocus)
                ViewScreen.layout(window)
                let scene = CaretScene(window: window)
                frames.append(ViewFrame(name: name, line: line.line, gap: scene?.gap.map(Double.init),
                                        caretVisible: scene?.isCaretVisible ?? false, hiddenBy: scene?.hiddenBy ?? ["no focused input"],
                                        scrollOriginBefore: before, scrollOrigin: Self.scrollOrigin(window) ?? 0))
            }
        }
        return frames
    }

    private func act(_ command: ScenarioCommand, in window: UIWindow, lastFocus: inout UIView?) throws {
        let focused = window.firstResponder as? UIView
        switch command {
        case .open: return
        case .tap(let field, let placement), .select(let field, let placement):
            let input = try Self.input(field, in: window)
            _ = input.becomeFirstResponder()
            lastFocus = input
            Self.place(placement, in: input)
        case .type(let text): Self.insert(text, into: focused)
        case .newline: Self.insert("\n", into: focused)
        case .backspace:
            (focused as? UITextView)?.deleteBackward()
            (focused as? UITextField)?.deleteBackward()
        case .scroll(let target):
            guard let scroll = focused.flatMap(Self.outerScrollView) ?? Self.firstScrollView(in: window) else { return }
            let maxY = max(0, scroll.contentSize.height - scroll.bounds.height)
            let y: CGFloat
            switch target {
            case .to(let v): y = v
            case .by(let dy): y = scroll.contentOffset.y + dy
            case .top: y = 0
            case .bottom: y = maxY
            }
            scroll.contentOffset = CGPoint(x: 0, y: (0...maxY).clamp(y))
        case .keyboard(let visible):
            if visible { _ = lastFocus?.becomeFirstResponder() } else { _ = focused?.resignFirstResponder() }
        default: return
        }
    }

    /// nil when the expectation holds, else why not.
    static func check(_ expectation: Expectation, _ frame: ViewFrame) -> String? {
        let motion = expectation.scope == .duringMotion ? " (checked at rest: view screens have no motion pass yet)" : ""
        switch expectation {
        case .caretVisible:
            return frame.caretVisible ? nil : "the caret is hidden by \(frame.hiddenBy.joined(separator: ", "))" + motion
        case .caretGap(let value, _):
            guard let gap = frame.gap else { return "no caret gap: nothing below the caret" }
            return value.admits(gap) ? nil : "gap \(String(format: "%.1f", gap)) pt, expected \(value)" + motion
        case .noScroll:
            return frame.scrollOrigin == frame.scrollOriginBefore ? nil
                : "scrolled from \(frame.scrollOriginBefore) to \(frame.scrollOrigin)"
        case .scrollOrigin(let value):
            return value.admits(frame.scrollOrigin) ? nil : "scroll origin \(frame.scrollOrigin), expected \(value)"
        case .designWarning:
            return "design-warning applies to the sheet only"
        }
    }

    static func input(_ field: FieldID, in window: UIWindow) throws -> UIView {
        let inputs = ViewScreen.inputs(in: window)
        guard let input = field == .title ? inputs.first : inputs.last else { throw ViewScreenError("the screen has no text input") }
        return input
    }

    private static func set(_ text: String, in input: UIView) {
        (input as? UITextView)?.text = text
        (input as? UITextField)?.text = text
    }

    private static func insert(_ text: String, into input: UIView?) {
        (input as? UITextView)?.insertText(text)
        (input as? UITextField)?.insertText(text)
    }

    private static func place(_ placement: CaretPlacement, in input: UIView) {
        let text = (input as? UITextView)?.text ?? (input as? UITextField)?.text ?? ""
        let units = text.utf16.count
        let offset: Int
        switch placement {
        case .start: offset = 0
        case .end: offset = units
        case .middle: offset = String(text.prefix(text.count / 2)).utf16.count
        case .endOfLine(let n):
            // The end of the n-th newline-separated line (laid-out lines are the sheet's notion).
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(max(1, n))
            offset = min(units, lines.map { $0.utf16.count }.reduce(0, +) + lines.count - 1)
        }
        let range = NSRange(location: offset, length: 0)
        // A UITextField keeps the caret where focus put it: the surface has no public way to make
        // a UITextRange for it yet.
        (input as? UITextView)?.selectedRange = range
    }

    /// The outermost scroll view around `view` that is not a text view: the screen's scrolling.
    static func outerScrollView(_ view: UIView) -> UIScrollView? {
        var found: UIScrollView?
        var v = view.superview
        while let current = v {
            if let scroll = current as? UIScrollView, !(current is UITextView) { found = scroll }
            v = current.superview
        }
        return found
    }

    static func firstScrollView(in view: UIView) -> UIScrollView? {
        for child in view.subviews {
            if let scroll = child as? UIScrollView, !(child is UITextView) { return scroll }
            if let found = firstScrollView(in: child) { return found }
        }
        return nil
    }

    /// The screen's scroll origin: of the focused input's outer scroll view, else the first one.
    static func scrollOrigin(_ window: UIWindow) -> Double? {
        let scroll = (window.firstResponder as? UIView).flatMap(outerScrollView) ?? firstScrollView(in: window)
        return scroll.map { Double($0.contentOffset.y) }
    }
}

/// A script a view screen cannot run.
public struct ViewScreenError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
