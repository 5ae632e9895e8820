import HarnessPasses
import HarnessScreens
import UIKit
import XCTest

/// The view-tree finder on a tree that has nothing to do with the sheet. Positions worked by hand:
/// the scroll view's frame starts at y 100 and its bounds origin is 50, the text view sits at
/// (16, 400) in its content, so the text view's origin in the window is (16, 100 + 400 - 50) =
/// (16, 450). The keyboard of a 852 pt tall screen with inputHeight 336 starts at 852 - 336 = 516.
final class CaretSceneTests: XCTestCase {
    @MainActor
    struct Tree {
        let window: UIWindow
        let text: UITextView
        let bar: UIView
        let header: UILabel
        let ghost: UIView
    }

    @MainActor
    static func makeTree(barY: CGFloat) -> Tree {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), keyboardHeight: 336))
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        header.text = "Header"
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        scroll.contentSize = CGSize(width: 393, height: 1200)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        let text = UITextView(frame: CGRect(x: 16, y: 400, width: 361, height: 120))
        text.text = "Hello"
        scroll.addSubview(text)
        // A transparent container and a hidden view over everything: neither covers.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let ghost = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        ghost.backgroundColor = .red
        ghost.isHidden = true
        let bar = UIView(frame: CGRect(x: 0, y: barY, width: 393, height: 60))
        bar.backgroundColor = .white
        bar.tag = 7
        for view in [header, scroll, container, ghost] { window.addSubview(view) }
        container.addSubview(bar)
        _ = text.becomeFirstResponder()
        // The caret after "Hello" (5 UTF-16 units).
        text.selectedRange = NSRange(location: 5, length: 0)
        return Tree(window: window, text: text, bar: bar, header: header, ghost: ghost)
    }

    func testFindsResponderCaretKeyboardAndTheBarOverTheCaret() async throws {
        try await MainActor.run {
            let tree = Self.makeTree(barY: 460)
            let scene = try XCTUnwrap(CaretScene(window: tree.window))
            XCTAssertTrue(scene.responder === tree.text)
            let local = tree.text.caretRect(for: tree.text.endOfDocument)
            // The text view's origin in the window is (16, 450), worked out above.
            XCTAssertEqual(scene.caret, local.offsetBy(dx: 16, dy: 450))
            XCTAssertEqual(scene.keyboard, CGRect(x: 0, y: 516, width: 393, height: 336))
            // Only the bar: the header ends above the caret, the ghost is hidden, the container draws nothing.
            XCTAssertEqual(scene.covers.map(\.name), ["UIView#7"])
            XCTAssertEqual(scene.covers.first?.frame, CGRect(x: 0, y: 460, width: 393, height: 60))
            // The bar's top (460) is above the caret's bottom: gap 460 - caret.maxY < 0, hidden by the bar.
            XCTAssertEqual(scene.gap, 460 - scene.caret.maxY)
            XCTAssertFalse(scene.isCaretVisible)
            XCTAssertEqual(scene.hiddenBy, ["UIView#7"])
        }
    }

    func testTheKeyboardIsTheObstacleWhenTheBarIsLower() async throws {
        try await MainActor.run {
            let tree = Self.makeTree(barY: 700)
            let scene = try XCTUnwrap(CaretScene(window: tree.window))
            // The keyboard's top 516 is nearer than the bar's 700.
            XCTAssertEqual(scene.obstacleTop, 516)
            XCTAssertEqual(scene.gap, 516 - scene.caret.maxY)
            XCTAssertTrue(scene.isCaretVisible)
        }
    }

    func testACaretScrolledOutOfItsScrollViewIsHidden() async throws {
        try await MainActor.run {
            let tree = Self.makeTree(barY: 760)
            let scroll = try XCTUnwrap(tree.text.superview as? UIScrollView)
            // Bounds origin 450 puts the text view's top (400) 50 pt above the scroll view's top edge.
            scroll.contentOffset = CGPoint(x: 0, y: 450)
            let scene = try XCTUnwrap(CaretScene(window: tree.window))
            XCTAssertTrue(scene.visibleCaret.isNull || scene.visibleCaret.height < scene.caret.height)
            XCTAssertFalse(scene.isCaretVisible)
            XCTAssertEqual(scene.hiddenBy, ["clipped by its scroll view"])
        }
    }

    func testNoFocusNoScene() async throws {
        await MainActor.run {
            let tree = Self.makeTree(barY: 700)
            _ = tree.text.resignFirstResponder()
            XCTAssertNil(CaretScene(window: tree.window))
        }
    }
}
