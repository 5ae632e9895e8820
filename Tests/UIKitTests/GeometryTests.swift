import HarnessCore
import UIKit
import XCTest

/// UIView's and UIScrollView's geometry against numbers worked out by hand from
/// uikit-semantics.md: a point p of a view is p - bounds.origin + frame.origin in its superview.
final class GeometryTests: XCTestCase {
    /// window > a (frame 10,20 300x600; bounds origin 0,50) > b (frame 5,100 200x300; bounds
    /// origin 3,7) > c (frame 15,25 50x50); d is a's other child at 50,0.
    @MainActor
    private func tree() -> (UIWindow, UIView, UIView, UIView, UIView) {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 400, height: 800), keyboardHeight: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 600))
        let b = UIView(frame: CGRect(x: 5, y: 100, width: 200, height: 300))
        let c = UIView(frame: CGRect(x: 15, y: 25, width: 50, height: 50))
        let d = UIView(frame: CGRect(x: 50, y: 0, width: 10, height: 10))
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        a.addSubview(d)
        a.bounds.origin = CGPoint(x: 0, y: 50)
        b.bounds.origin = CGPoint(x: 3, y: 7)
        return (window, a, b, c, d)
    }

    @MainActor
    func testConvertAcrossThreeLevelsBothWaysAndToTheWindow() async {
        let (window, a, b, c, d) = tree()
        // (1,2) in c: in b (1 + 15, 2 + 25) = (16, 27); in a (16 - 3 + 5, 27 - 7 + 100) = (18, 120);
        // in the window (18 - 0 + 10, 120 - 50 + 20) = (28, 90).
        let p = CGPoint(x: 1, y: 2)
        XCTAssertEqual(c.convert(p, to: b), CGPoint(x: 16, y: 27))
        XCTAssertEqual(c.convert(p, to: a), CGPoint(x: 18, y: 120))
        XCTAssertEqual(c.convert(p, to: nil), CGPoint(x: 28, y: 90))
        XCTAssertEqual(c.convert(p, to: window), CGPoint(x: 28, y: 90))
        // Back down: the inverse of each.
        XCTAssertEqual(a.convert(CGPoint(x: 18, y: 120), to: c), p)
        XCTAssertEqual(c.convert(CGPoint(x: 18, y: 120), from: a), p)
        XCTAssertEqual(c.convert(CGPoint(x: 28, y: 90), from: nil), p)
        // Across to a's other child d at (50, 0): (18 - 50, 120 - 0) = (-32, 120).
        XCTAssertEqual(c.convert(p, to: d), CGPoint(x: -32, y: 120))
        // A rect converts by its origin, its size unchanged.
        let r = CGRect(x: 1, y: 2, width: 30, height: 40)
        XCTAssertEqual(c.convert(r, to: a), CGRect(x: 18, y: 120, width: 30, height: 40))
        XCTAssertEqual(a.convert(CGRect(x: 18, y: 120, width: 30, height: 40), to: c), r)
        XCTAssertEqual(c.convert(r, to: nil), CGRect(x: 28, y: 90, width: 30, height: 40))
        // b's origin in the window: (0 - 3 + 5 + 10, 0 - 7 + 100 - 50 + 20) = (12, 63), so the
        // window's (28, 90) is b's (16, 27), where c's (1, 2) lies.
        XCTAssertEqual(b.convert(CGRect(x: 28, y: 90, width: 30, height: 40), from: nil), CGRect(x: 16, y: 27, width: 30, height: 40))
        // The null rect converts to itself.
        XCTAssertTrue(c.convert(CGRect.null, to: a).isNull)
        XCTAssertTrue(c.window === window)
    }

    @MainActor
    func testFrameCentreAndBoundsOrigin() async {
        let (_, a, b, c, _) = tree()
        // Moving a's bounds origin moves no frame: a's, b's and c's stay as set.
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 20, width: 300, height: 600))
        XCTAssertEqual(b.frame, CGRect(x: 5, y: 100, width: 200, height: 300))
        XCTAssertEqual(c.frame, CGRect(x: 15, y: 25, width: 50, height: 50))
        // Centre = origin + size / 2: (10 + 150, 20 + 300).
        XCTAssertEqual(a.center, CGPoint(x: 160, y: 320))
        // Setting the frame keeps bounds.origin.
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(a.bounds, CGRect(x: 0, y: 50, width: 100, height: 100))
        // A new bounds size resizes about the centre (50, 50): 200 wide puts the origin at -50.
        a.bounds = CGRect(x: 0, y: 50, width: 200, height: 100)
        XCTAssertEqual(a.frame, CGRect(x: -50, y: 0, width: 200, height: 100))
        // Setting the centre moves the frame: (100, 100) - (100, 50).
        a.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(a.frame.origin, CGPoint(x: 0, y: 50))
    }

    @MainActor
    func testContentOffsetIsBoundsOrigin() async {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 320, height: 480), keyboardHeight: 0))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 40))
        window.addSubview(scroll)
        scroll.addSubview(child)
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: 120))
        scroll.bounds = CGRect(x: 0, y: 40, width: 320, height: 480)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 40))
        // Neither frame moved; the child shows at 300 - 40 + 0 = 260 in the window.
        XCTAssertEqual(scroll.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(child.frame.minY, 300)
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil).y, 260)
        // No clamp on assignment: -500 stays.
        scroll.contentOffset = CGPoint(x: 0, y: -500)
        XCTAssertEqual(scroll.contentOffset.y, -500)
    }

    @MainActor
    func testScrollRectToVisibleScrollsTheLeast() async {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 320, height: 2000)
        // Below: maxY 640 against the visible bottom 480 scrolls by 160.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 320, height: 40), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 160)
        // Already visible (160...640 shows 200...210): nothing moves.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 10), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 160)
        // Above: minY 100 against the visible top 160 scrolls up by 60.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 20), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 100)
        // Past the end: wanted 2030 - 480 = 1550, kept at 2000 - 480 = 1520.
        scroll.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 40), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 1520)
        // A bottom inset of 100 narrows the visible area and widens the range: from 0, the rect at
        // 600...640 needs 640 - (480 - 100) = 260.
        scroll.contentOffset = .zero
        scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        XCTAssertEqual(scroll.verticalOffsetRange, 0...1620)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 40), animated: false)
        XCTAssertEqual(scroll.contentOffset.y, 260)
    }

    // Ported from HarnessGeometryTests' ViewTreeTests and ClampedTests when the harness's own
    // View and ScrollView gave way to these.

    @MainActor
    func testNullAndInfiniteRectsConvertToThemselves() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(child)
        XCTAssertTrue(child.convert(CGRect.null, to: root).isNull)
        XCTAssertTrue(child.convert(CGRect.infinite, to: root).isInfinite)
        XCTAssertTrue(root.convert(CGRect.infinite, to: child).isInfinite)
    }

    /// A parent that places one child at a fixed inset, as real components do in layoutSubviews.
    @MainActor
    private final class InsetParent: UIView {
        let child = UIView()
        var layoutCount = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
        }

        required init?(coder: NSCoder) { return nil }

        override func layoutSubviews() {
            layoutCount += 1
            child.frame = CGRect(x: 10, y: 20, width: bounds.width - 20, height: 30)
        }
    }

    @MainActor
    func testAParentLaysOutItsChildWhenItsSizeChangesNotWhenItMoves() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = InsetParent(frame: .zero)
        root.addSubview(parent)
        parent.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        root.layoutIfNeeded()
        XCTAssertEqual(parent.child.frame, CGRect(x: 10, y: 20, width: 100, height: 30))
        let count = parent.layoutCount
        parent.frame = CGRect(x: 0, y: 40, width: 120, height: 80)
        root.layoutIfNeeded()
        XCTAssertEqual(parent.layoutCount, count, "a move without a resize does not relayout")
        parent.frame = CGRect(x: 0, y: 40, width: 150, height: 80)
        root.layoutIfNeeded()
        XCTAssertEqual(parent.layoutCount, count + 1, "a resize does")
        XCTAssertEqual(parent.child.frame, CGRect(x: 10, y: 20, width: 130, height: 30))
    }

    @MainActor
    func testRemovingAViewDetachesItAndItsSubtree() async {
        let a = UIView(), b = UIView(), c = UIView()
        a.addSubview(b)
        b.addSubview(c)
        XCTAssertTrue(c.superview === b)
        XCTAssertTrue(b.superview === a)
        XCTAssertTrue(c.isDescendant(of: a))
        b.removeFromSuperview()
        XCTAssertNil(b.superview)
        XCTAssertTrue(a.subviews.isEmpty)
        XCTAssertTrue(c.superview === b, "the subtree stays together")
        XCTAssertTrue(c.isDescendant(of: b))
        XCTAssertFalse(c.isDescendant(of: a))
    }

    @MainActor
    func testScrollOffsetsClampToTheScrollViewsRange() async {
        // Content 900 tall in a 600 tall view: offsets 0 to 900 - 600 = 300; with a 40 pt top
        // inset and a 20 pt bottom inset, -40 to 900 + 20 - 600 = 320.
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 390, height: 900)
        XCTAssertEqual(CGFloat(-10).clamped(to: scroll.verticalOffsetRange), 0)
        XCTAssertEqual(CGFloat(500).clamped(to: scroll.verticalOffsetRange), 300)
        XCTAssertEqual(CGFloat(120).clamped(to: scroll.verticalOffsetRange), 120)
        scroll.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 20, right: 0)
        XCTAssertEqual(CGFloat(-100).clamped(to: scroll.verticalOffsetRange), -40)
        XCTAssertEqual(CGFloat(500).clamped(to: scroll.verticalOffsetRange), 320)
    }
}
