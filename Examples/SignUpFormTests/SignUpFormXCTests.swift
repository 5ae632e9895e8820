import CaretHarness
import SignUpFormSupport
import XCTest

/// Filling the form: the first field, then the last, at the bottom of the content, which focus
/// scrolls into view. The gap, from the team's file: contentInset.bottom is the keyboard's
/// overlap (less the bottom safe area the scroll view adds itself), then scrollRectToVisible of
/// the field puts its bottom at the keyboard's top at most; a field is 44 pt tall and centres its
/// 20.3 pt line (17 pt), so the caret's bottom is about (44 - 20.3) / 2 = 11.9 pt above it: `>= 10`.
final class SignUpFormXCTests: XCTestCase {
    static let script = Script("sign-up-form") {
        Step.open()
        Step.tap("firstName")
        Step.type("Ada")
        Step.expect(.caretVisible())
        Step.tap("referralCode")
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(10)))
        Step.type("LOVELACE-1815")
        Step.expect(.caretVisible())
        Step.expect(.caretGap(.atLeast(10)))
    }

    func testFocusScrollsTheLastFieldAboveTheKeyboard() async {
        await assertCaret(Self.script, on: signUpFormScreen,
                          variants: [.standard, ScreenVariant(device: Device.named("iphone-se-3")!)])
    }
}
