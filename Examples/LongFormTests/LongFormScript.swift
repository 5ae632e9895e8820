import CaretHarness

/// Filling the long form: the first field at the top, then the eighth, at the bottom of the
/// content, which focus scrolls into view. Text fields keep one line, so return inserts nothing
/// (UITextField drops newlines) and the caret must stay put. The gap, worked out from the
/// layout: scrollRectToVisible(field.frame) with contentInset.bottom = the keyboard's overlap
/// puts the field's bottom at the keyboard's top at most; a field is rowHeight - 40 = 48 pt
/// tall at 17 pt (rowHeight max(88, 4 x 17) = 88) and centres its line, so the caret's bottom
/// is (48 - lineHeight) / 2 above the field's bottom: with SF's 17 pt line of about 20.3 pt,
/// about 13.8 pt; `>= 10` leaves room for the caret's own height rule.
/// The script types several lines into the last field: return inserts nothing there.
enum LongFormScript {
    static let script = Script("long-form") {
        Step.open()
        Step.tap("field1")
        Step.type("Ada Lovelace")
        Step.expect(.caretVisible())
        Step.tap("field8")
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(10)))
        Step.type("First answer")
        Step.newline(2)
        Step.type(" and more")
        // Everything typed so far (12 + 9 characters), so the field holds the long word alone: the
        // surface's UITextField does not scroll its text sideways yet, so a word wider than the
        // field would put the caret past the screen's edge (the finder reports it clipped).
        Step.backspace(21)
        Step.type("Antidisestablishment🧬🔬🧪")
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(10)))
    }
}
