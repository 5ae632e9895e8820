import CaretHarness
import UIKit
import XCTest

/// The same screens under XCTest, which serves the main queue on the main thread (it passed
/// before the fix too): the delivery must not depend on the test framework.
final class MainQueueObserverXCTests: XCTestCase {
    func testAScreenObservingOnTheMainQueuePasses() async {
        for queue in [ComposerScreen.Queue.main, .none, .explicitMain] {
            await assertCaret(ComposerScreens.typing, on: ComposerScreens.screen(queue: queue), comparesGoldens: false)
        }
    }
}
