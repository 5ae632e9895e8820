import CaretHarness

/// Typing in the composer past the five lines where its text view stops growing and scrolls.
/// The gaps, from ComposerView's constraints: the bar's bottom is the keyboard layout guide's top
/// (the keyboard's top), the text view ends 8 pt above the bar's bottom and its text 8 pt above
/// that (textContainerInset.bottom): while the text grows the caret's bottom is at least
/// 8 + 8 = 16 pt above the keyboard; once it scrolls the caret is kept inside the text view's
/// bounds: at least 8 pt.
enum ComposerScript {
    static let script = Script("composer") {
        Step.open()
        Step.tap("message")
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(16)))
        Step.type("Running ten minutes late")
        Step.newline()
        Step.type("Order me the usual?")
        Step.expect(.caretGap(.atLeast(16)))
        Step.newline(3)
        Step.type("past five lines the text view scrolls")
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(8)))
        Step.backspace(8)
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(8)))
    }
}
