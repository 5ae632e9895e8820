@testable import UIKit
import XCTest

/// Layout passes after the first solve, which move only what changed: a constant, a constraint
/// deactivated and activated again, an intrinsic size, a translated frame, an arranged view
/// hidden. Every expected number is worked out by hand in the comments.
final class AutoLayoutIncrementalTests: XCTestCase {
    @MainActor
    func testConstantsChangedAfterTheFirstSolve() async {
        let (root, header) = rootAndChild()
        let body = UIView()
        body.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(body)
        let height = header.heightAnchor.constraint(equalToConstant: 44)
        let gap = body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8)
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 20), height,
            gap, body.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            body.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
            body.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -24),
        ])
        root.layoutIfNeeded()
        // Header: x 16, width 320 - 32 = 288, y 20, height 44. Body: y 20 + 44 + 8 = 72,
        // width 288 / 2 = 144, height 480 - 24 - 72 = 384.
        assertFrame(header, CGRect(x: 16, y: 20, width: 288, height: 44))
        assertFrame(body, CGRect(x: 16, y: 72, width: 144, height: 384))
        let engine = LayoutEngine.engine(for: root)!
        let collections = engine.collections

        height.constant = 100
        root.layoutIfNeeded()
        // Header height 100: body y 20 + 100 + 8 = 128, height 480 - 24 - 128 = 328.
        assertFrame(header, CGRect(x: 16, y: 20, width: 288, height: 100))
        assertFrame(body, CGRect(x: 16, y: 128, width: 144, height: 328))

        height.constant = 44
        gap.constant = 30
        root.layoutIfNeeded()
        // Both in one pass: body y 20 + 44 + 30 = 94, height 480 - 24 - 94 = 362.
        assertFrame(header, CGRect(x: 16, y: 20, width: 288, height: 44))
        assertFrame(body, CGRect(x: 16, y: 94, width: 144, height: 362))
        XCTAssertEqual(engine.collections, collections, "constant changes go to the solver without collecting the tree again")
    }

    @MainActor
    func testDeactivatedAndReactivatedConstraintsAloneLeaveAndReenterTheSolver() async {
        let (root, child) = rootAndChild()
        let fixed = child.widthAnchor.constraint(equalToConstant: 200)
        let wish = child.widthAnchor.constraint(equalToConstant: 120)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalToConstant: 40),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 250), fixed, wish,
        ])
        root.layoutIfNeeded()
        // The required 200 beats the wish for 120 (750).
        assertFrame(child, CGRect(x: 10, y: 10, width: 200, height: 40))
        let engine = LayoutEngine.engine(for: root)!
        let before = Set(engine.solver.constraints.map(ObjectIdentifier.init))

        fixed.isActive = false
        root.layoutIfNeeded()
        // Only the wish is left on the width, and 120 <= 250: 120.
        assertFrame(child, CGRect(x: 10, y: 10, width: 120, height: 40))
        let without = Set(engine.solver.constraints.map(ObjectIdentifier.init))
        XCTAssertTrue(without.isSubset(of: before), "nothing else was removed and added again")
        XCTAssertEqual(before.count - without.count, 1, "the one deactivated constraint left the solver")

        // A constant changed while inactive is what the constraint brings back.
        fixed.constant = 180
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 120, "an inactive constraint's constant does not count")
        fixed.isActive = true
        root.layoutIfNeeded()
        // Required 180 again beats the wish: 180.
        assertFrame(child, CGRect(x: 10, y: 10, width: 180, height: 40))
        let again = Set(engine.solver.constraints.map(ObjectIdentifier.init))
        XCTAssertTrue(without.isSubset(of: again))
        XCTAssertEqual(again.count - without.count, 1, "the one reactivated constraint entered the solver")
    }

    @MainActor
    func testAnInvalidatedIntrinsicSizeIsReadAgain() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = SizedView(60, 20), b = SizedView(80, 20)
        root.addSubview(a)
        root.addSubview(b)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 12), b.topAnchor.constraint(equalTo: a.topAnchor),
        ])
        root.layoutIfNeeded()
        // a + b = 300 - 10 - 5 - 10 = 275; b hugs harder (251): b 80, a 195; b at 10 + 195 + 5 = 210.
        assertFrame(a, CGRect(x: 10, y: 12, width: 195, height: 20))
        assertFrame(b, CGRect(x: 210, y: 12, width: 80, height: 20))
        let collections = LayoutEngine.engine(for: root)!.collections

        b.size = CGSize(width: 100, height: 30)
        b.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        // b 100 x 30: a 275 - 100 = 175; b at 10 + 175 + 5 = 190.
        assertFrame(a, CGRect(x: 10, y: 12, width: 175, height: 20))
        assertFrame(b, CGRect(x: 190, y: 12, width: 100, height: 30))
        XCTAssertEqual(LayoutEngine.engine(for: root)!.collections, collections, "an intrinsic size updates its own constraints")
    }

    @MainActor
    func testATranslatedFrameMovedWithoutAskingForLayout() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let banner = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        root.addSubview(below)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 60), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // below: y 20 + 50 + 8 = 78, x 10.
        assertFrame(below, CGRect(x: 10, y: 78, width: 60, height: 10))
        // Moved, not resized: nothing asks for layout, the next pass still reads the new frame.
        banner.frame.origin = CGPoint(x: 40, y: 100)
        root.layoutIfNeeded()
        // below: y 100 + 50 + 8 = 158, x 40.
        assertFrame(below, CGRect(x: 40, y: 158, width: 60, height: 10))
        assertFrame(banner, CGRect(x: 40, y: 100, width: 100, height: 50))
    }

    @MainActor
    func testHidingAndShowingAnArrangedViewAfterTheFirstSolve() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = SizedView(50, 20), b = SizedView(50, 40), c = SizedView(50, 30)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = .leading
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                                     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        // 20 + 10 + 40 + 10 + 30 = 110; c at 20 + 10 + 40 + 10 = 80 in the stack.
        XCTAssertEqual(stack.frame.height, 110)
        XCTAssertEqual(c.frame.minY, 80)
        b.isHidden = true
        root.layoutIfNeeded()
        // 20 + 10 + 30 = 60; c at 30.
        XCTAssertEqual(stack.frame.height, 60)
        XCTAssertEqual(c.frame.minY, 30)
        b.isHidden = false
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.height, 110)
        XCTAssertEqual(c.frame.minY, 80)
    }

    @MainActor
    func testAFrameSetByHandGivesWayWhenItsSuperviewLaysOut() async {
        let (root, child) = rootAndChild()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 34),
            child.widthAnchor.constraint(equalToConstant: 56), child.heightAnchor.constraint(equalToConstant: 78),
        ])
        root.layoutIfNeeded()
        assertFrame(child, CGRect(x: 12, y: 34, width: 56, height: 78))
        child.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        root.layoutIfNeeded()
        // Nothing asked the root to lay out: the frame set by hand stays, as on iOS.
        assertFrame(child, CGRect(x: 1, y: 2, width: 3, height: 4))
        root.setNeedsLayout()
        root.layoutIfNeeded()
        // The root's layout sets its subviews' solved frames again.
        assertFrame(child, CGRect(x: 12, y: 34, width: 56, height: 78))
    }

    @MainActor
    func testLayoutGoesDownOnlyToTheViewsThatAskedForIt() async {
        final class Counting: UIView {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let root = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = Counting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let leaf = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let sibling = Counting(frame: CGRect(x: 60, y: 0, width: 10, height: 10))
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(sibling)
        root.layoutIfNeeded()
        XCTAssertEqual([root.passes, middle.passes, leaf.passes, sibling.passes], [1, 1, 1, 1], "new views lay out once")
        root.layoutIfNeeded()
        XCTAssertEqual([root.passes, middle.passes, leaf.passes, sibling.passes], [1, 1, 1, 1], "nothing asked again")
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual([root.passes, middle.passes, leaf.passes, sibling.passes], [1, 1, 2, 1], "only the leaf asked")
        let added = Counting(frame: .zero)
        leaf.addSubview(added)
        root.layoutIfNeeded()
        XCTAssertEqual([leaf.passes, added.passes], [2, 1], "a view added deep down is reached")
        middle.frame.size = CGSize(width: 60, height: 60)
        root.layoutIfNeeded()
        XCTAssertEqual([root.passes, middle.passes, leaf.passes], [1, 2, 2], "a resized view lays out again, its subviews do not")
    }
}
