import HarnessScript
import HarnessScreens

/// A Swift script written out in the `.scenario` language, one step a line after the
/// `scenario` line, so the parser builds the model (and checks it) exactly as for a file.
enum ScriptText {
    static func render(name: String, steps: [Step]) -> String {
        (["scenario \(quote(name))"] + steps.map { line($0.command) }).joined(separator: "\n") + "\n"
    }

    static func line(_ command: ScenarioCommand) -> String {
        switch command {
        case .name(let name): return "scenario \(quote(name))"
        case .step(let n, let text): return "step \(n) \(quote(text))"
        case .open(let mode): return mode.map { "open \($0.rawValue)" } ?? "open"
        case .prefill(let field, let text): return "prefill \(identifier(field)) \(quote(text))"
        case .tap(let field, let placement): return "tap \(identifier(field))\(at(placement))"
        case .type(let text): return "type \(quote(text))"
        case .newline(let count): return "newline \(count)"
        case .backspace(let count): return "backspace \(count)"
        case .select(let field, let placement): return "select \(identifier(field))\(at(placement))"
        case .scroll(let target):
            switch target {
            case .to(let y): return "scroll to \(number(y))"
            case .by(let dy): return "scroll by \(number(dy))"
            case .top: return "scroll to top"
            case .bottom: return "scroll to bottom"
            }
        case .keyboard(let visible): return "keyboard \(visible ? "show" : "hide")"
        case .keyboardChange(let change): return change.text
        case .wait(let seconds): return "wait \(number(seconds))"
        case .frame(let name): return "frame \(quote(name))"
        case .expect(let expectation): return "expect \(expectation.text)"
        }
    }

    private static func at(_ placement: CaretPlacement) -> String {
        switch placement {
        case .end: return " at end"
        case .start: return " at start"
        case .middle: return " at middle"
        case .endOfLine(let n): return " at line \(n)"
        }
    }

    /// A string literal of the scenario language: `\n`, `\"` and `\\` escaped.
    /// An input's identifier as a word when it is one (printable ASCII, no quote, `#` or
    /// backslash), else in double quotes.
    static func identifier(_ field: FieldID) -> String {
        let text = field.rawValue
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && $0 != "\"" && $0 != "#" && $0 != "\\" }
        return plain ? text : quote(text)
    }

    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
