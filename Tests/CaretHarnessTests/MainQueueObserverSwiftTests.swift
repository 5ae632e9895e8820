import CaretHarness
import Foundation
import Testing
import UIKit

/// Swift Testing with a screen that observes the keyboard with `queue: .main`: before the fix
/// the first keyboard post hung the test (Foundation waited on the main queue from the main
/// queue, which Swift Testing on Linux does not serve on the main thread). This file imports
/// Testing and UIKit together, which needs the `_Testing_UIKit` overlay module.
struct MainQueueObserverSwiftTests {
    @Test(arguments: [ComposerScreen.Queue.main, .none, .explicitMain])
    func aScreenObservingOnTheMainQueuePasses(queue: ComposerScreen.Queue) async {
        await assertCaret(ComposerScreens.typing, on: ComposerScreens.screen(queue: queue), comparesGoldens: false)
    }

    /// The notifications reach a `queue: .main` observer synchronously, in uikit-layout.md's
    /// order, with the end frame as an NSValue: iPhone 15 Pro, 393 x 852, keyboard 336 tall with
    /// the predictive bar, so shown at y 852 - 336 = 516 and hidden at y 852.
    @Test @MainActor func theObserverGetsEveryPostInOrder() {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), keyboardHeight: 336))
        let composer = ComposerScreen(size: window.bounds.size)
        window.addSubview(composer)
        #expect(composer.input.becomeFirstResponder())
        #expect(composer.input.resignFirstResponder())
        let shown = CGRect(x: 0, y: 516, width: 393, height: 336), hidden = CGRect(x: 0, y: 852, width: 393, height: 336)
        #expect(composer.received.map(\.0) == [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                                               UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification])
        #expect(composer.received.map(\.1) == [shown, shown, hidden, hidden])
    }
}
