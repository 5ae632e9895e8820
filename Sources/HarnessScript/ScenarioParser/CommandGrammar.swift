import HarnessCore
import HarnessScreens

/// The grammar of each command: one function from its tokens to a `ScenarioCommand`.
enum CommandGrammar {
    static let commands = ["scenario", "step", "open", "prefill", "tap", "type", "newline", "backspace",
                           "select", "scroll", "keyboard", "predictive", "hardware", "expect", "wait", "frame"]

    /// The most frames one `newline N` or `backspace N` makes.
    package static let maxFramesPerCommand = 100
    /// The longest `wait`, in seconds.
    static let maxWait = 60.0

    static func command(_ head: ScenarioToken, _ r: inout TokenReader) throws -> ScenarioCommand {
        switch head.text {
        case "scenario": return .name(try r.string("the scenario's name"))
        case "step":
            let n = try r.count("the step number", limit: 999)
            return .step(n, try r.string("the step's text"))
        case "open":
            // A mode is the stock sheet's; a screen of your own views opens with `open` alone.
            guard r.peek != nil else { return .open(nil) }
            let mode = try r.keyword(["create", "edit"])
            return .open(mode.text == "create" ? .create : .edit)
        case "prefill":
            let field = try self.field(&r)
            return .prefill(field, try r.string("the field's text"))
        case "tap":
            let field = try self.field(&r)
            return .tap(field, try placement(&r, default: .end))
        case "type": return .type(try r.string("the text to type"))
        case "newline": return .newline(count: r.peek == nil ? 1 : try repeats("the number of newlines", &r))
        case "backspace": return .backspace(count: r.peek == nil ? 1 : try repeats("the number of backspaces", &r))
        case "select":
            let field = try self.field(&r)
            guard r.peek != nil else { throw r.error(at: head.column, "`select` needs a place: at end, at start, at middle or at line N") }
            return .select(field, try placement(&r, default: .end))
        case "scroll": return .scroll(try scrollTarget(&r))
        case "keyboard":
            let word = try r.keyword(["show", "hide", "emoji", "standard"])
            if let layout = OnScreenKeyboard(rawValue: word.text) { return .keyboardChange(.layout(layout)) }
            return .keyboard(visible: word.text == "show")
        case "predictive": return .keyboardChange(.predictive(try r.keyword(["on", "off"]).text == "on"))
        case "hardware": return .keyboardChange(.hardware(attached: try r.keyword(["attach", "detach"]).text == "attach"))
        case "expect": return .expect(try ExpectationGrammar.expectation(&r))
        case "wait": return .wait(try seconds(&r))
        case "frame": return .frame(try r.string("the frame's name"))
        default:
            throw r.error(at: head.column,
                          "unknown command `\(head.text)`; commands are: \(commands.joined(separator: ", "))")
        }
    }

    /// The input's accessibility identifier: a word (`title`, `instructions`, `comment`) or, for
    /// one with spaces or quotes, a string in double quotes.
    private static func field(_ r: inout TokenReader) throws -> FieldID {
        let what = "the input's accessibility identifier (such as `title` or `comment`)"
        guard let token = r.peek, token.kind == .string else { return FieldID(try r.word(what).text) }
        let text = try r.string(what)
        guard !text.isEmpty else { throw r.error(at: token.column, "empty accessibility identifier: name the input") }
        return FieldID(text)
    }

    private static func placement(_ r: inout TokenReader, default fallback: CaretPlacement) throws -> CaretPlacement {
        guard r.peek != nil else { return fallback }
        _ = try r.keyword(["at"])
        switch try r.keyword(["end", "start", "middle", "line"]).text {
        case "end": return .end
        case "start": return .start
        case "middle": return .middle
        default: return .endOfLine(try r.count("the line number"))
        }
    }

    private static func scrollTarget(_ r: inout TokenReader) throws -> ScrollTarget {
        switch try r.keyword(["to", "by"]).text {
        case "by": return .by(try r.number("the scroll distance"))
        default:
            if let next = r.peek, next.kind == .word, next.text == "top" || next.text == "bottom" {
                _ = try r.word("top or bottom")
                return next.text == "top" ? .top : .bottom
            }
            return .to(try r.number("the scroll origin"))
        }
    }

    /// A repeat count: one frame each, so capped per command.
    private static func repeats(_ what: String, _ r: inout TokenReader) throws -> Int {
        try r.count(what, limit: maxFramesPerCommand,
                    why: "one frame each, at most \(maxFramesPerCommand) a command")
    }

    /// Seconds from 0 to `maxWait`.
    private static func seconds(_ r: inout TokenReader) throws -> Double {
        guard let token = r.peek else { return try r.number("the seconds to wait") }
        let value = try r.number("the seconds to wait")
        guard value >= 0, value <= maxWait else {
            throw r.error(at: token.column, "bad time `\(token.text)` for `wait`: expected seconds from 0 to \(NumberText.shortest(maxWait)), such as 0.1")
        }
        return value
    }
}
