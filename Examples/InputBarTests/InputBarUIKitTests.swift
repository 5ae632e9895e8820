import CaretHarness
import InputBar
import Testing
import UIKit

/// A Swift Testing file that imports UIKit, as the everyday iOS test file does: the toolchain's
/// Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`), which the CaretHarness
/// product brings, so this compiles.
@MainActor
struct InputBarUIKitTests {
    /// The screen's views, read through UIKit: iPhone 15 Pro's 393 pt width, the input 90 pt
    /// narrower than the screen (393 - 90 = 303) and the Send button 58 x 36 at x 393 - 70 = 323.
    @Test func theScreenIsMadeOfUIKitViews() {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), keyboardHeight: 336))
        let screen = InputBarScreen(context: ViewScreenContext(size: window.bounds.size))
        screen.frame = window.bounds
        window.addSubview(screen)
        screen.layoutSubviews()
        #expect(screen.input.frame.width == 303)
        #expect(screen.send.frame == CGRect(x: 323, y: 8, width: 58, height: 36))
    }
}
