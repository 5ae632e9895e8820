import CaretHarness

/// Typing in the input bar: several lines, newlines, backspaces and a long emoji word, past the
/// six lines where the input stops growing and scrolls. The gaps, worked out from the screen's
/// layout: the bar's bottom is the keyboard's top (padding = keyboard height - bottom safe area,
/// bar bottom = height - padding - safe bottom = height - keyboard height); the input ends 8 pt
/// above the bar's bottom and its text 8 pt above that (textContainerInset.bottom), so while the
/// text fits the caret's bottom is at least 8 + 8 = 16 pt above the keyboard; once the input
/// scrolls, the caret is kept inside the input's bounds: at least 8 pt.
enum InputBarScript {
    static let script = Script("input-bar") {
        Step.open()
        Step.tap("comment")
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(16)))
        Step.type("Hey! Are we still on for tonight?")
        Step.newline()
        Step.type("I can bring the board games")
        Step.newline(2)
        Step.type("Thx")
        Step.backspace(3)
        Step.type("Thanks")
        Step.expect(.caretGap(.atLeast(16)))
        Step.newline()
        Step.type("Supercalifragilistic😀🎉🥳👍🏽🙌🏿🚀🌈✨")
        Step.expect(.caretVisible())
        Step.newline(3)
        Step.type("past six lines the input scrolls")
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(8)))
        Step.backspace(6)
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(8)))
    }
}
