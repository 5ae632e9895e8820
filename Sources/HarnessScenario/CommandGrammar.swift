import HarnessSheet

/// The grammar of each command: one function from its tokens to a `ScenarioCommand`.
enum CommandGrammar {
    static let commands = ["scenario", "step", "open", "prefill", "tap", "type", "newline", "backspace",
                           "select", "scroll", "keyboard", "expect"]

    static func command(_ head: ScenarioToken, _ r: inout TokenReader) throws -> ScenarioCommand {
        switch head.text {
        case "scenario": return .name(try r.string("the scenario's name"))
        case "step":
            let n = try r.count("the step number", limit: 999)
            return .step(n, try r.string("the step's text"))
        case "open":
            let mode = try r.keyword(["create", "edit"])
            return .open(mode.text == "create" ? .create : .edit)
        case "prefill":
            let field = try self.field(&r)
            return .prefill(field, try r.string("the field's text"))
        case "tap":
            let field = try self.field(&r)
            return .tap(field, try placement(&r, default: .end))
        case "type": return .type(try r.string("the text to type"))
        case "newline": return .newline(count: r.peek == nil ? 1 : try r.count("the number of newlines"))
        case "backspace": return .backspace(count: r.peek == nil ? 1 : try r.count("the number of backspaces"))
        case "select":
            let field = try self.field(&r)
            guard r.peek != nil else { throw r.error(at: head.column, "`select` needs a place: at end, at start, at middle or at line N") }
            return .select(field, try placement(&r, default: .end))
        case "scroll": return .scroll(try scrollTarget(&r))
        case "keyboard":
            let word = try r.keyword(["show", "hide"])
            return .keyboard(visible: word.text == "show")
        case "expect": return .expect(try expectation(&r))
        default:
            throw r.error(at: head.column,
                          "unknown command `\(head.text)`; commands are: \(commands.joined(separator: ", "))")
        }
    }

    private static func field(_ r: inout TokenReader) throws -> FieldID {
        try r.keyword(["title", "instructions"]).text == "title" ? .title : .instructions
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

    private static func expectation(_ r: inout TokenReader) throws -> Expectation {
        let kinds = ["no-scroll", "caret-gap", "caret-visible", "scroll-origin", "design-warning"]
        switch try r.keyword(kinds).text {
        case "no-scroll": return .noScroll
        case "caret-gap": return .caretGap(try r.number("the gap in points"))
        case "caret-visible": return .caretVisible
        case "scroll-origin": return .scrollOrigin(try r.number("the scroll origin"))
        default: return .designWarning
        }
    }
}
