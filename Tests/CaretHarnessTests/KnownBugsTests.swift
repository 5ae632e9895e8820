import CaretHarness
import Testing

/// Public bug reports as regression tests: each buggy variant fails for the reason its report
/// gives (`withKnownIssue`, matched on the failing expectation), and the fixed one (the
/// caret-tracking design) passes with its goldens. The screen is the harness's sheet; the bug's
/// mechanism is the keyboard-avoidance approach the sheet is made with (HarnessScreens's models).
struct KnownBugsTests {
    /// Asserts the buggy screen fails with `reason` in the expectations only (no goldens: its
    /// frames are wrong on purpose), and the fixed one passes, goldens included.
    func check(_ script: Script, buggy: Screen, fixed: Screen = .textStyleEdit, variant: ScreenVariant, reason: String,
               function: String = #function) async {
        await withKnownIssue("the bug's mechanism hides the caret") {
            await assertCaret(script, on: buggy, variants: [variant], comparesGoldens: false, function: function)
        } matching: { issue in
            "\(issue)".contains(reason)
        }
        await assertCaret(script, on: fixed, variants: [variant], function: function)
    }

    /// openradar 15148548: pressing return repeatedly in a UITextView makes the insertion point
    /// disappear behind the keyboard. Modelled: nothing scrolls the caret's new line into view
    /// when return adds it (approach `none`: UIKit's own scroll-to-caret skipped, as the report
    /// describes). Not modelled: UIKit's text container timing that causes it on a device.
    @Test func openradar15148548RepeatedReturnHidesTheInsertionPoint() async {
        let script = Script("repeated-return") {
            Step.open(.create)
            Step.tap(.instructions)
            Step.type("Notes")
            Step.newline(10)
            Step.expect(.caretVisible())
        }
        await check(script, buggy: .textStyleEdit(avoidance: "none"), variant: .standard, reason: "expect caret-visible failed")
    }

    /// IQKeyboardManager #1310: a self-sizing text view grows on return and its caret goes under
    /// the keyboard. Modelled: IQKeyboardManager's rule (the whole text view kept 10 pt above the
    /// keyboard, a view taller than the room shown from its top, the bottom button unknown to it).
    @Test func iqKeyboardManager1310GrowingTextViewCaretUnderKeyboard() async {
        let script = Script("growing-text-view") {
            Step.open(.create)
            Step.tap(.instructions)
            Step.type("First line")
            Step.newline(10)
            Step.expect(.caretVisible())
        }
        await check(script, buggy: .textStyleEdit(avoidance: "iqkeyboardmanager"), variant: .standard,
                    reason: "expect caret-visible failed")
    }

    /// Signal-iOS #5708: the input is hidden by the keyboard at large Dynamic Type. Modelled: the
    /// text at AX2 (33 pt) with padding made for the keyboard only (approach `keyboard-padding`:
    /// room is made, nothing follows the taller lines). Not modelled: Signal's own input toolbar.
    /// (At 40 pt and above the pixel side finds no caret in the frames, fixed or not: a limit of
    /// the caret measurer, so the test stays at 33 pt.)
    @Test func signal5708InputHiddenAtLargeDynamicType() async {
        let script = Script("large-type") {
            Step.open(.create)
            Step.tap(.instructions)
            Step.type("Big text for reading")
            Step.newline(3)
            Step.expect(.caretVisible())
        }
        await check(script, buggy: .textStyleEdit(avoidance: "keyboard-padding"), variant: ScreenVariant(textSize: 33),
                    reason: "expect caret-visible failed")
    }

    /// fsnotes #643: a tap near the bottom of a long note in landscape hides the caret. Modelled:
    /// a tap that moves the caret without scrolling (the caret-tracking design itself: it
    /// recentres on text changes only, "a tap does not scroll"), in landscape's short band with a
    /// hardware keyboard's 55 pt bar: the third line of the note is already under the bar. The fix:
    /// scroll the caret into view on begin editing (approach `tpkeyboardavoiding`, which centres
    /// it). Not modelled: fsnotes' own NSTextView subclass and its scroll-to-caret timing.
    @Test func fsnotes643TapNearBottomInLandscapeHidesCaret() async {
        let note = (1...30).map { "Line \($0) of a long note" }.joined(separator: "\n")
        let script = Script("tap-near-bottom") {
            Step.prefill(.instructions, note)
            Step.open(.edit)
            Step.tap(.instructions, at: .endOfLine(3))
            Step.expect(.caretVisible())
        }
        await check(script, buggy: .textStyleEdit, fixed: .textStyleEdit(avoidance: "tpkeyboardavoiding"),
                    variant: ScreenVariant(orientation: .landscape, keyboard: .hardware), reason: "expect caret-visible failed")
    }

    /// react-native #49226: a multi-line input inside a scroll view jumps when typing wraps to a
    /// new line. Modelled: the input kept in view as a whole on every change (IQKeyboardManager's
    /// rule): once it is taller than the room it snaps to its top, and the caret's line jumps
    /// out of view. Not modelled: React Native's own ScrollView responder code.
    @Test func reactNative49226InputJumpsWhenTypingWraps() async {
        let script = Script("wrap-jump") {
            Step.open(.create)
            Step.tap(.instructions)
            Step.type("Typing a long message that wraps onto the next line again and again and again and again")
            Step.type(" and still more words so the field grows one more line")
            Step.type(" and one more wrap to grow it taller than the room above the keyboard")
            Step.newline(4)
            Step.type("then a wrap")
            Step.expect(.caretVisible())
        }
        await check(script, buggy: .textStyleEdit(avoidance: "iqkeyboardmanager"), variant: .standard,
                    reason: "expect caret-visible failed")
    }
}
