import CaretHarness
import InputBar
import Testing

struct InputBarSwiftTests {
    @Test(arguments: [ScreenVariant.standard, ScreenVariant(appearance: .dark, keyboard: .hardware),
                      ScreenVariant(orientation: .landscape)])
    func typingKeepsTheCaretAboveTheKeyboard(variant: ScreenVariant) async {
        await assertCaret(InputBarScript.script, on: inputBarScreen, variants: [variant])
    }
}
