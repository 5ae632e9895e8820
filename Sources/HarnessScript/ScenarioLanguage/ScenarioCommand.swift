import HarnessScreens

/// A manual scroll of the sheet.
public enum ScrollTarget: Hashable, Sendable {
    case to(Double)
    case by(Double)
    case top
    case bottom
}

/// When an expectation is checked: on the frame at rest, or over the motion that leads to it.
public enum ExpectationScope: String, Hashable, Sendable, Codable {
    case atRest
    /// Written `during motion`. Parsed and carried today; checked on the frame at rest until the
    /// motion model draws the in-between frames (issue 14), and its messages say so.
    case duringMotion
}

/// A claim about the last frame.
public enum Expectation: Hashable, Sendable {
    /// The last event did not change the scroll origin.
    case noScroll
    /// The caret's bottom is this far above the button's top: `caret-gap 24`, `caret-gap >= 24`,
    /// `caret-gap 24 ± 2`.
    case caretGap(ExpectedValue, scope: ExpectationScope = .atRest)
    /// Keyboard, button and header cover no part of the caret.
    case caretVisible(scope: ExpectationScope = .atRest)
    /// The scroll origin compared with this (`scroll-origin 0`, `scroll-origin >= 100`).
    case scrollOrigin(ExpectedValue)
    /// The design's rule holds yet the caret is covered: a known finding, not a failure.
    case designWarning

    /// At rest or during motion.
    public var scope: ExpectationScope {
        switch self {
        case .caretGap(_, let scope), .caretVisible(let scope): return scope
        case .noScroll, .scrollOrigin, .designWarning: return .atRest
        }
    }

    /// The expected gap of a `caret-gap` expectation, for whoever checks it on the pixels.
    public var caretGapValue: ExpectedValue? {
        if case .caretGap(let value, _) = self { return value }
        return nil
    }

    /// The expectation as written in a scenario (`±` for the ASCII `+-`).
    public var text: String { description }
}

extension Expectation: CustomStringConvertible {
    public var description: String {
        let motion = scope == .duringMotion ? " during motion" : ""
        switch self {
        case .noScroll: return "no-scroll"
        case .caretGap(let v, _): return "caret-gap \(v)" + motion
        case .caretVisible: return "caret-visible" + motion
        case .scrollOrigin(let v): return "scroll-origin \(v)"
        case .designWarning: return "design-warning"
        }
    }
}

/// One line of a scenario.
package enum ScenarioCommand: Hashable, Sendable {
    case name(String)
    case step(Int, String)
    /// `open` presents the screen; `open create|edit` presents the stock sheet in that mode
    /// (a mode is the sheet's own: nil on a screen of your own views).
    case open(SheetMode?)
    case prefill(FieldID, String)
    case tap(FieldID, CaretPlacement)
    case type(String)
    case newline(count: Int)
    case backspace(count: Int)
    case select(FieldID, CaretPlacement)
    case scroll(ScrollTarget)
    case keyboard(visible: Bool)
    /// Another keyboard while one may show: `keyboard emoji|standard`, `predictive on|off`,
    /// `hardware attach|detach`.
    case keyboardChange(KeyboardChange)
    case expect(Expectation)
    /// Seconds between the last event and the next; without it the next event waits until the
    /// last one's animation has settled.
    case wait(Double)
    /// Names the next frame (its golden's file name) instead of the automatic `sSSS-PPP-slug`.
    case frame(String)
}

/// A command and where it was written.
package struct ScenarioLine: Hashable, Sendable {
    package let command: ScenarioCommand
    package let line: Int
    package let column: Int
    /// The names of the frames this line makes (one per event; `newline 3` makes three), fixed
    /// when the scenario is parsed. Empty for lines that make no frame.
    package let frameNames: FrameNames

    package init(command: ScenarioCommand, line: Int, column: Int, frameNames: FrameNames = .none) {
        self.command = command
        self.line = line
        self.column = column
        self.frameNames = frameNames
    }
}

/// A parsed scenario file.
package struct Scenario: Hashable, Sendable {
    /// From `scenario "NAME"`, else the file's base name.
    package let name: String
    /// The path it was read from (as given), for messages.
    package let path: String
    package let lines: [ScenarioLine]
    /// SHA-256 of the file's bytes, so goldens know which version of the script made them.
    package let sourceHash: String
    /// How many frames a run makes (every event line's `frameNames`).
    package let frameCount: Int

    package init(name: String, path: String, lines: [ScenarioLine], sourceHash: String) {
        self.name = name
        self.path = path
        self.lines = lines
        self.sourceHash = sourceHash
        frameCount = lines.reduce(0) { $0 + $1.frameNames.count }
    }

    /// Every frame name in run order.
    package var frameNames: [String] { lines.flatMap { Array($0.frameNames) } }
}

/// The keyboard on screen: the standard letters or the emoji keyboard (of its own height).
public enum OnScreenKeyboard: String, Hashable, Sendable, CaseIterable {
    case standard, emoji
}

/// A change of keyboard a script makes; while a keyboard shows its frame moves to the new
/// height and the frame-change notifications are posted.
package enum KeyboardChange: Hashable, Sendable {
    /// `keyboard emoji`, `keyboard standard`.
    case layout(OnScreenKeyboard)
    /// `predictive on`, `predictive off`: the QuickType bar above the keys.
    case predictive(Bool)
    /// `hardware attach`, `hardware detach`: with a hardware keyboard only the shortcuts bar shows.
    case hardware(attached: Bool)

    /// The line as the scenario language writes it.
    package var text: String {
        switch self {
        case .layout(let k): return "keyboard \(k.rawValue)"
        case .predictive(let on): return "predictive \(on ? "on" : "off")"
        case .hardware(let attached): return "hardware \(attached ? "attach" : "detach")"
        }
    }
}
