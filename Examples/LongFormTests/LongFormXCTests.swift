import CaretHarness
import LongForm
import XCTest

final class LongFormXCTests: XCTestCase {
    func testFocusScrollsTheLastFieldAboveTheKeyboard() async {
        await assertCaret(LongFormScript.script, on: longFormScreen,
                          variants: [.standard, ScreenVariant(device: Device.named("iphone-se-3")!)])
    }
}
