import CaretHarness
import InputBar
import XCTest

final class InputBarXCTests: XCTestCase {
    func testTypingKeepsTheCaretAboveTheKeyboard() async {
        await assertCaret(InputBarScript.script, on: inputBarScreen,
                          variants: [.standard, ScreenVariant(device: Device.named("iphone-se-3")!), ScreenVariant(textSize: 28)])
    }
}
