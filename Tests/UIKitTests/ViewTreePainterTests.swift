import HarnessPixels
import HarnessCore
import UIKit
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
        // y 60...100 in #D1D3D9 (209, 211, 217); 40 pt is all predictive bar (44 pt), whose
        // middle suggestion is centred, so the bar's top edge at (50, 61) is background. The
        // caret (tint #007AFF) is at the text view's (5, 8) + its origin (10, 10) = (15, 18), 2 wide.
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 100, height: 100), scale: 1, keyboardHeight: 40))
        window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        window.addSubview(textView)
        XCTAssertTrue(textView.becomeFirstResponder())
        let image = try CairoRenderer().render(UIViewPainter().paint(window), scale: 1)
        let key = image.pixel(x: 50, y: 61)
        XCTAssertEqual([key.0, key.1, key.2], [0xD1, 0xD3, 0xD9])
        let caret = image.pixel(x: 15, y: 25)
        XCTAssertEqual([caret.0, caret.1, caret.2], [0x00, 0x7A, 0xFF])
        let beside = image.pixel(x: 20, y: 25)
        XCTAssertEqual([beside.0, beside.1, beside.2], [255, 255, 255])
    }

    /// The caret is drawn over the text view's own subviews (a placeholder label an app adds), as
    /// iOS's selection display is: a red 20 x 40 subview at the text view's (0, 0) covers the
    /// caret's (15, 18) 2 x 20 in window points, and the caret still shows at (15, 25); the red
    /// shows beside it at (20, 25). A clear tint draws no caret: the red shows at (15, 25).
    @MainActor
    func testTheCaretIsDrawnOverTheTextViewsSubviews() async throws {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 100, height: 100), scale: 1, keyboardHeight: 40))
        window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        cover.backgroundColor = .red
        textView.addSubview(cover)
        window.addSubview(textView)
        XCTAssertTrue(textView.becomeFirstResponder())
        func rgb(_ x: Int, _ y: Int) throws -> [UInt8] {
            let p = try CairoRenderer().render(UIViewPainter().paint(window), scale: 1).pixel(x: x, y: y)
            return [p.0, p.1, p.2]
        }
        XCTAssertEqual(try rgb(15, 25), [0x00, 0x7A, 0xFF])
        XCTAssertEqual(try rgb(20, 25), [0xFF, 0x00, 0x00])
        textView.tintColor = .clear
        XCTAssertEqual(try rgb(15, 25), [0xFF, 0x00, 0x00])
    }

    /// The window's keyboard is the sheet's: keys, not a slab. iPhone 15 Pro, 393 x 852, the
    /// 336 pt keyboard with its predictive bar at y 516, 34 pt of home-indicator area. The "q" key
    /// (SheetViewsTests' formulas) is at (3, 516 + 44 + 8 = 568), 33.3 x 42: its face at (6, 572)
    /// is #FFFFFF light, #6B6B6B dark; left of it, x 1, the background #D1D3D9 / #2B2B2B. The home
    /// indicator, 134 x 5 at y 852 - 8 - 5 = 839, centred: (196, 841) black light, white dark.
    @MainActor
    func testTheWindowsKeyboardHasKeysAndTheHomeIndicator() async throws {
        for dark in [false, true] {
            let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), scale: 1,
                                                          safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                                          keyboardHeight: 336))
            window.backgroundColor = .white
            let textView = UITextView(frame: CGRect(x: 10, y: 100, width: 300, height: 40))
            window.addSubview(textView)
            XCTAssertTrue(textView.becomeFirstResponder())
            let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
            let image = try CairoRenderer().render(UIViewPainter(traits: traits).paint(window), scale: 1)
            func rgb(_ x: Int, _ y: Int) -> [UInt8] { let p = image.pixel(x: x, y: y); return [p.0, p.1, p.2] }
            XCTAssertEqual(rgb(6, 572), dark ? [0x6B, 0x6B, 0x6B] : [0xFF, 0xFF, 0xFF])
            XCTAssertEqual(rgb(1, 575), dark ? [0x2B, 0x2B, 0x2B] : [0xD1, 0xD3, 0xD9])
            XCTAssertEqual(rgb(196, 841), dark ? [0xFF, 0xFF, 0xFF] : [0x00, 0x00, 0x00])
            // A hardware keyboard shows its shortcuts bar alone: no keys, the bar's background.
            window.keyboardLook = KeyboardLook(hardware: true)
            let bar = try CairoRenderer().render(UIViewPainter(traits: traits).paint(window), scale: 1)
            let p = bar.pixel(x: 6, y: 572)
            XCTAssertEqual([p.0, p.1, p.2], dark ? [0x2B, 0x2B, 0x2B] : [0xD1, 0xD3, 0xD9])
        }
    }

    @MainActor
    func testAScrolledParentMovesItsChildrenAndTheirLayersButNotItself() async throws {
        // A 100 x 100 white window; a grey scroll view at (10, 20) 80 x 60 scrolled to bounds
        // origin (0, 30); its red child at (5, 40) 10 x 10 shows at (10 + 5, 20 + 40 - 30) =
        // (15, 30) in the window; the child's blue 4 x 4 sublayer at the child's (2, 2) shows at
        // (17, 32). The scroll view itself stays at (10, 20): its frame does not move.
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 100, height: 100), scale: 1, keyboardHeight: 0))
        window.backgroundColor = .white
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 80, height: 60))
        scroll.backgroundColor = UIColor(rgb: 0x808080)
        scroll.contentSize = CGSize(width: 80, height: 200)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        let child = UIView(frame: CGRect(x: 5, y: 40, width: 10, height: 10))
        child.backgroundColor = .red
        let dot = CAShapeLayer()
        dot.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath
        dot.fillColor = UIColor.blue.cgColor
        dot.frame = CGRect(x: 2, y: 2, width: 4, height: 4)
        child.layer.addSublayer(dot)
        window.addSubview(scroll)
        scroll.addSubview(child)
        let image = try CairoRenderer().render(UIViewPainter().paint(window), scale: 1)
        func rgb(_ x: Int, _ y: Int) -> [Int] { let p = image.pixel(x: x, y: y); return [Int(p.0), Int(p.1), Int(p.2)] }
        XCTAssertEqual(rgb(11, 21), [128, 128, 128])  // the scroll view's own corner, not moved
        XCTAssertEqual(rgb(9, 21), [255, 255, 255])
        XCTAssertEqual(rgb(15, 30), [255, 0, 0])  // the child, moved up by the 30 pt scroll
        XCTAssertEqual(rgb(24, 39), [255, 0, 0])
        XCTAssertEqual(rgb(15, 60), [128, 128, 128])  // where it would be unscrolled
        XCTAssertEqual(rgb(18, 33), [0, 0, 255])  // the sublayer, moved with its view
        XCTAssertEqual(rgb(22, 37), [255, 0, 0])
    }
}
