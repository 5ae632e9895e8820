import HarnessCore
import XCTest

/// A parent that places one child at a fixed inset, as real components do in layoutSubviews.
private final class InsetParent: View {
    let child = View()
    var layoutCount = 0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(child)
    }

    override func layoutSubviews() {
        layoutCount += 1
        setFrame(Rect(x: 10, y: 20, width: bounds.width - 20, height: 30), of: child)
    }
}

final class ViewTreeTests: XCTestCase {
    func testConvertThroughAScrolledScrollView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 393, height: 852))
        let scroll = ScrollView()
        root.addSubview(scroll)
        root.setFrame(Rect(x: 0, y: 0, width: 393, height: 852), of: scroll)
        let content = View()
        scroll.addSubview(content)
        scroll.setFrame(Rect(x: 0, y: 64, width: 393, height: 1000), of: content)
        let leaf = View()
        content.addSubview(leaf)
        content.setFrame(Rect(x: 16, y: 300, width: 361, height: 50), of: leaf)
        scroll.contentOffset = Point(x: 0, y: 100)

        // Leaf origin in scroll space: 64 + 300 = 364; on screen: 364 - 100 = 264.
        XCTAssertEqual(leaf.convert(Rect(x: 0, y: 0, width: 2, height: 20), to: scroll), Rect(x: 16, y: 364, width: 2, height: 20))
        XCTAssertEqual(leaf.convert(Rect(x: 0, y: 0, width: 2, height: 20), to: root), Rect(x: 16, y: 264, width: 2, height: 20))
        XCTAssertEqual(leaf.convert(Point(x: 1, y: 1), to: nil), Point(x: 17, y: 265))
        XCTAssertEqual(root.convert(Rect(x: 16, y: 264, width: 2, height: 20), to: leaf), Rect(x: 0, y: 0, width: 2, height: 20))
        XCTAssertEqual(content.convert(Rect(x: 16, y: 364, width: 2, height: 20), from: scroll),
                       Rect(x: 16, y: 300, width: 2, height: 20))
    }

    func testNullAndInfiniteRectsConvertToThemselves() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        root.addSubview(child)
        root.setFrame(Rect(x: 5, y: 5, width: 10, height: 10), of: child)
        XCTAssertTrue(child.convert(Rect.null, to: root).isNull)
        XCTAssertTrue(child.convert(Rect.infinite, to: root).isInfinite)
    }

    func testParentLaysOutChildWhenItsSizeChanges() {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let parent = InsetParent()
        root.addSubview(parent)
        root.setFrame(Rect(x: 0, y: 0, width: 120, height: 80), of: parent)
        XCTAssertEqual(parent.child.frame, Rect(x: 10, y: 20, width: 100, height: 30))
        root.setFrame(Rect(x: 0, y: 40, width: 120, height: 80), of: parent)
        XCTAssertEqual(parent.layoutCount, 1, "a move without a resize does not relayout")
    }

    func testBoundsOriginIsTheScrollOffset() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = Size(width: 100, height: 500)
        var bounds = scroll.bounds
        bounds.origin.y = 120
        scroll.bounds = bounds
        XCTAssertEqual(scroll.contentOffset, Point(x: 0, y: 120))
        XCTAssertEqual(scroll.bounds.minY, 120)
        XCTAssertEqual(scroll.bounds.maxY, 320)
        XCTAssertEqual(scroll.frame, Rect(x: 0, y: 0, width: 100, height: 200), "scrolling leaves the frame alone")
    }

    func testRemovingAndAncestors() {
        let a = View(), b = View(), c = View()
        a.addSubview(b)
        b.addSubview(c)
        XCTAssertTrue(c.ancestors.map { $0 }.elementsEqual([b, a], by: ===))
        XCTAssertTrue(c.root === a)
        b.removeFromSuperview()
        XCTAssertTrue(c.root === b)
        XCTAssertTrue(a.subviews.isEmpty)
    }

    func testScrollRectToVisibleMovesTheLeastDistanceAndHonoursTheBottomInset() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = Size(width: 100, height: 1000)
        scroll.contentInset = Insets(bottom: 50)
        // Visible: [0, 150). Rect bottom 300 -> offset 300 - 150 = 150.
        scroll.scrollRectToVisible(Rect(x: 0, y: 250, width: 10, height: 50))
        XCTAssertEqual(scroll.contentOffset.y, 150)
        // Already visible: no move.
        scroll.scrollRectToVisible(Rect(x: 0, y: 160, width: 10, height: 20))
        XCTAssertEqual(scroll.contentOffset.y, 150)
        // Above: move up to its top.
        scroll.scrollRectToVisible(Rect(x: 0, y: 40, width: 10, height: 20))
        XCTAssertEqual(scroll.contentOffset.y, 40)
    }
}
