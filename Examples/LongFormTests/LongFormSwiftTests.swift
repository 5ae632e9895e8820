import CaretHarness
import LongForm
import Testing

struct LongFormSwiftTests {
    @Test(arguments: [ScreenVariant.standard, ScreenVariant(appearance: .dark), ScreenVariant(textSize: 19)])
    func focusScrollsTheLastFieldAboveTheKeyboard(variant: ScreenVariant) async {
        await assertCaret(LongFormScript.script, on: longFormScreen, variants: [variant])
    }
}
