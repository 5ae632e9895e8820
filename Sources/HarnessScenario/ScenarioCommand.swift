import HarnessSheet

/// A manual scroll of the sheet.
public enum ScrollTarget: Hashable, Sendable {
    case to(Double)
    case by(Double)
    case top
    case bottom
}

/// A claim about the last frame.
public enum Expectation: Hashable, Sendable {
    /// The last event did not change the scroll origin.
    case noScroll
    /// The caret's bottom is this many points above the button's top (± 0.5).
    case caretGap(Double)
    /// Keyboard, button and header cover no part of the caret.
    case caretVisible
    /// The scroll origin equals this (± 0.5).
    case scrollOrigin(Double)
    /// The design's rule holds yet the caret is covered: a known finding, not a failure.
    case designWarning

    /// The expectation as written in a scenario.
    public var text: String {
        switch self {
        case .noScroll: return "no-scroll"
        case .caretGap(let v): return "caret-gap \(formatNumber(v))"
        case .caretVisible: return "caret-visible"
        case .scrollOrigin(let v): return "scroll-origin \(formatNumber(v))"
        case .designWarning: return "design-warning"
        }
    }
}

/// One line of a scenario.
public enum ScenarioCommand: Hashable, Sendable {
    case name(String)
    case step(Int, String)
    case open(SheetMode)
    case prefill(FieldID, String)
    case tap(FieldID, CaretPlacement)
    case type(String)
    case newline(count: Int)
    case backspace(count: Int)
    case select(FieldID, CaretPlacement)
    case scroll(ScrollTarget)
    case keyboard(visible: Bool)
    case expect(Expectation)
}

/// A command and where it was written.
public struct ScenarioLine: Hashable, Sendable {
    public let command: ScenarioCommand
    public let line: Int
    public let column: Int
}

/// A parsed scenario file.
public struct Scenario: Hashable, Sendable {
    /// From `scenario "NAME"`, else the file's base name.
    public let name: String
    /// The path it was read from (as given), for messages.
    public let path: String
    public let lines: [ScenarioLine]
    /// SHA-256 of the file's bytes, so goldens know which version of the script made them.
    public let sourceHash: String
}

/// A number without a trailing ".0" when it is whole.
func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
