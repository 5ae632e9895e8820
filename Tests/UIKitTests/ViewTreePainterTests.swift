import HarnessCairo
import HarnessImage
import UIKit
import UIKitPainter
import XCTest

/// The view-tree painter on a tree that has nothing to do with the sheet, its pixels checked.
final class ViewTreePainterTests: XCTestCase {
    @MainActor
    func testBackgroundsAlphaClippingAndHiddenViews() async throws {
        // A 60 x 40 white window; red a at (10, 10) 20 x 20 clips its blue child b (alpha 0.5)
        // at a's (10, 10) 30 x 30; a green view at (40, 0) is hidden.
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 60, height: 40), scale: 1, keyboardHeight: 0))
        window.backgroundColor = .white
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        a.backgroundColor = .red
        a.clipsToBounds = true
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        b.backgroundColor = .blue
        b.alpha = 0.5
        let hidden = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        hidden.backgroundColor = .green
        hidden.isHidden = true
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(hidden)
        let image = try CairoRenderer().render(UIViewPainter().paint(window), scale: 1)
        func rgb(_ x: Int, _ y: Int) -> [Int] { let p = image.pixel(x: x, y: y); return [Int(p.0), Int(p.1), Int(p.2)] }
        XCTAssertEqual(rgb(15, 15), [255, 0, 0])  // a's red, outside b
        // b over red at half opacity: 0.5 * 255 for red and blue, about 128 (127 or 128 by rounding).
        let mixed = rgb(25, 25)
        XCTAssertEqual(mixed[1], 0)
        XCTAssertEqual(Double(mixed[0]), 127.5, accuracy: 1)
        XCTAssertEqual(Double(mixed[2]), 127.5, accuracy: 1)
        XCTAssertEqual(rgb(35, 25), [255, 255, 255])  // b beyond a's edge: clipped away
        XCTAssertEqual(rgb(50, 10), [255, 255, 255])  // the hidden green view
        XCTAssertEqual(rgb(5, 5), [255, 255, 255])
    }

    @MainActor
    func testTheKeyboardAndACaretAreDrawn() async throws {
        // A 100 x 100 window with a 40 pt keyboard: it shows once the text view takes focus, at
        // y 60...100 in #D1D3D9 (209, 211, 217). The caret (tint #007AFF) is at the text view's
        // (5, 8) + its origin (10, 10) = (15, 18), 2 wide.
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 100, height: 100), scale: 1, keyboardHeight: 40))
        window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        window.addSubview(textView)
        XCTAssertTrue(textView.becomeFirstResponder())
        let image = try CairoRenderer().render(UIViewPainter().paint(window), scale: 1)
        let key = image.pixel(x: 50, y: 80)
        XCTAssertEqual([key.0, key.1, key.2], [0xD1, 0xD3, 0xD9])
        let caret = image.pixel(x: 15, y: 25)
        XCTAssertEqual([caret.0, caret.1, caret.2], [0x00, 0x7A, 0xFF])
        let beside = image.pixel(x: 20, y: 25)
        XCTAssertEqual([beside.0, beside.1, beside.2], [255, 255, 255])
    }
}
