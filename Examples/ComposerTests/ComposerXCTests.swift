import CaretHarness
import ComposerSupport
import XCTest

final class ComposerXCTests: XCTestCase {
    func testTypingKeepsTheCaretAboveTheKeyboard() async {
        await assertCaret(ComposerScript.script, on: composerScreen,
                          variants: [.standard, ScreenVariant(device: Device.named("iphone-se-3")!)])
    }
}
