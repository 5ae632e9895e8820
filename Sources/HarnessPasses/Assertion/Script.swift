import Foundation
import HarnessScript
import HarnessScreens

/// What a test does to a screen, in order: the same model as a `.scenario` file
/// (`HarnessScript.Scenario`). A script written in Swift is turned into that model through the
/// scenario parser itself, so both kinds obey one grammar, one set of names and limits.
///
/// ```swift
/// let script = Script("compose") {
///     Step.open(.create)
///     Step.tap(.title)
///     Step.type("Hello")
///     Step.newline(3)
///     Step.expect(.caretGap(.atLeast(24)))
/// }
/// ```
public struct Script: Sendable {
    /// Where line `line` of the scenario model was written: the Swift step's `FILE:LINE`, or the
    /// `.scenario` file's `FILE:LINE`.
    public func location(ofLine line: Int) -> String {
        switch source {
        case .file(let path): return "\(path):\(line)"
        case .steps(_, let steps, let file):
            // Line 1 is the `scenario` line; line n + 1 is step n.
            return steps.indices.contains(line - 2) ? "\(file):\(steps[line - 2].line)" : file
        }
    }

    /// Where the script comes from.
    enum Source: Sendable {
        case steps(name: String, [Step], file: String)
        case file(String)
    }

    let source: Source

    /// A script from steps; `name` names its goldens' folder (letters, digits, `-`, `_`, `.`).
    public init(_ name: String, file: StaticString = #filePath, @ScriptBuilder _ steps: () -> [Step]) {
        source = .steps(name: name, steps(), file: "\(file)")
    }

    /// A script from an array of steps.
    public init(_ name: String, steps: [Step], file: StaticString = #filePath) {
        source = .steps(name: name, steps, file: "\(file)")
    }

    /// A `.scenario` file, read when the assertion runs (a bad line fails the assertion with
    /// `FILE:LINE:COL: message`).
    public static func load(_ path: String) -> Script { Script(source: .file(path)) }

    private init(source: Source) { self.source = source }

    /// The script as the harness's scenario model; a bad step or file is a `ScenarioError` that
    /// names the Swift line of the step (or the file's line and column).
    package func scenario() throws -> Scenario {
        switch source {
        case .file(let path):
            return try ScenarioParser.parse(contentsOf: path)
        case .steps(let name, let steps, let file):
            let text = ScriptText.render(name: name, steps: steps)
            do {
                return try ScenarioParser.parse(bytes: Array(text.utf8), path: "\(name).scenario")
            } catch let error as ScenarioError {
                // Line 1 is the `scenario` line; line n + 1 is step n.
                let index = error.line - 2
                let at = steps.indices.contains(index) ? "\(file):\(steps[index].line)" : "\(file)"
                throw ScenarioError(path: at, line: error.line, column: error.column,
                                    message: "\(error.message) (in step `\(text.split(separator: "\n", omittingEmptySubsequences: false)[error.line - 1])`)")
            }
        }
    }
}

/// Builds a script's steps from statements: `Step.tap(.title)`, one per line.
@resultBuilder
public enum ScriptBuilder {
    public static func buildExpression(_ step: Step) -> [Step] { [step] }
    public static func buildExpression(_ steps: [Step]) -> [Step] { steps }
    public static func buildBlock(_ parts: [Step]...) -> [Step] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Step]?) -> [Step] { part ?? [] }
    public static func buildEither(first: [Step]) -> [Step] { first }
    public static func buildEither(second: [Step]) -> [Step] { second }
    public static func buildArray(_ parts: [[Step]]) -> [Step] { parts.flatMap { $0 } }
}

/// One line of a script, with the Swift line that wrote it (for messages).
public struct Step: Sendable {
    package let command: ScenarioCommand
    public let line: UInt

    init(_ command: ScenarioCommand, line: UInt) {
        self.command = command
        self.line = line
    }

    /// Starts a step of the script, `step N "text"` (frame names count from it).
    public static func step(_ number: Int, _ text: String, line: UInt = #line) -> Step { Step(.step(number, text), line: line) }
    /// Presents the screen (`open`). A mode (`open create|edit`) is the stock sheet's own, which
    /// opens in create mode without one; a screen of your own views refuses a mode.
    public static func open(_ mode: SheetMode? = nil, line: UInt = #line) -> Step { Step(.open(mode), line: line) }
    /// Text a field holds when the screen opens.
    public static func prefill(_ field: FieldID, _ text: String, line: UInt = #line) -> Step { Step(.prefill(field, text), line: line) }
    /// Taps a text view, putting the caret at `placement`: it becomes the first responder.
    public static func tap(_ field: FieldID, at placement: CaretPlacement = .end, line: UInt = #line) -> Step {
        Step(.tap(field, placement), line: line)
    }
    /// Types text at the caret (one frame).
    public static func type(_ text: String, line: UInt = #line) -> Step { Step(.type(text), line: line) }
    /// Presses return `count` times (a frame each).
    public static func newline(_ count: Int = 1, line: UInt = #line) -> Step { Step(.newline(count: count), line: line) }
    /// Deletes backward `count` times (a frame each).
    public static func backspace(_ count: Int = 1, line: UInt = #line) -> Step { Step(.backspace(count: count), line: line) }
    /// Moves the caret in a field without typing.
    public static func select(_ field: FieldID, at placement: CaretPlacement, line: UInt = #line) -> Step {
        Step(.select(field, placement), line: line)
    }
    /// Scrolls by hand.
    public static func scroll(_ target: ScrollTarget, line: UInt = #line) -> Step { Step(.scroll(target), line: line) }
    /// Shows or hides the keyboard.
    public static func keyboard(visible: Bool, line: UInt = #line) -> Step { Step(.keyboard(visible: visible), line: line) }
    /// Switches to another keyboard while one shows (`keyboard emoji|standard`): the emoji
    /// keyboard has its own height; the frame-change notifications are posted, animated.
    public static func keyboardKind(_ keyboard: OnScreenKeyboard, line: UInt = #line) -> Step {
        Step(.keyboardChange(.layout(keyboard)), line: line)
    }
    /// Switches the predictive (QuickType) bar on or off (`predictive on|off`).
    public static func predictive(_ on: Bool, line: UInt = #line) -> Step { Step(.keyboardChange(.predictive(on)), line: line) }
    /// Attaches or detaches a hardware keyboard (`hardware attach|detach`): attached, only the
    /// shortcuts bar shows.
    public static func hardwareKeyboard(attached: Bool, line: UInt = #line) -> Step {
        Step(.keyboardChange(.hardware(attached: attached)), line: line)
    }
    /// Spaces the next command's events `seconds` apart instead of waiting for the animations to settle.
    public static func wait(_ seconds: Double, line: UInt = #line) -> Step { Step(.wait(seconds), line: line) }
    /// Names the next frame's golden.
    public static func frame(_ name: String, line: UInt = #line) -> Step { Step(.frame(name), line: line) }
    /// A claim about the last frame (at rest, or over the motion leading to it).
    public static func expect(_ expectation: Expectation, line: UInt = #line) -> Step { Step(.expect(expectation), line: line) }
}
