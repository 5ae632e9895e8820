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
    func testAViewReachedByNothingElseLeavesAndReentersWithItsConstraints() async {
        let (root, child) = rootAndChild()
        let extra = SizedView(30, 10)
        root.addSubview(extra)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let pins = [extra.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                    extra.topAnchor.constraint(equalTo: root.topAnchor, constant: 7)]
        NSLayoutConstraint.activate(pins)
        root.layoutIfNeeded()
        // extra: at (5, 7), its intrinsic 30 x 10.
        assertFrame(extra, CGRect(x: 5, y: 7, width: 30, height: 10))
        let engine = LayoutEngine.engine(for: root)!
        let collections = engine.collections
        let with = engine.solver.constraintCount

        NSLayoutConstraint.deactivate(pins)
        root.layoutIfNeeded()
        // Nothing reaches extra any more: the two pins go, and so do its four intrinsic-size
        // constraints (hugging and compression resistance, per axis); its frame stays as set.
        XCTAssertEqual(engine.solver.constraintCount, with - 6)
        assertFrame(extra, CGRect(x: 5, y: 7, width: 30, height: 10))
        pins[0].constant = 25
        NSLayoutConstraint.activate(pins)
        root.layoutIfNeeded()
        XCTAssertEqual(engine.solver.constraintCount, with)
        assertFrame(extra, CGRect(x: 25, y: 7, width: 30, height: 10))
        XCTAssertEqual(engine.collections, collections, "activations and deactivations are taken one by one")

        // A collection of the same tree finds the same constraints and the same frames.
        root.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        XCTAssertEqual(engine.collections, collections + 1)
        XCTAssertEqual(engine.solver.constraintCount, with)
        assertFrame(extra, CGRect(x: 25, y: 7, width: 30, height: 10))
        assertFrame(child, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// Random activations, deactivations, constant and intrinsic-size changes on views whose
    /// every frame follows from the active constraints alone; each pass's frames are computed
    /// here from the constraints chosen, view by view, and compared.
    @MainActor
    func testRandomChangesGiveTheFramesWorkedOutFromTheActiveConstraints() async {
        var random = SeededGenerator(state: 43)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let views: [UIView] = [UIView(), UIView(), SizedView(33, 21), UIView(), UIView()]
        for view in views { view.translatesAutoresizingMaskIntoConstraints = false }
        // v3 and v4 inside v1: their constraints to other views are stated in the root's space.
        root.addSubview(views[0])
        root.addSubview(views[1])
        root.addSubview(views[2])
        views[1].addSubview(views[3])
        views[1].addSubview(views[4])

        /// One axis of one view: its position either from the root's edge or after the previous
        /// view, its size either fixed or half the previous view's plus a constant (v2 may also
        /// take its intrinsic size).
        struct Axis {
            var fromRoot: NSLayoutConstraint
            var afterPrevious: NSLayoutConstraint?
            var fixed: NSLayoutConstraint
            var half: NSLayoutConstraint?
            var usesRoot = true
            var size = 0   // 0 fixed, 1 half, 2 intrinsic
        }
        var axes: [[Axis]] = []
        for (i, view) in views.enumerated() {
            let previous = i > 0 ? views[i - 1] : nil
            let x = Axis(fromRoot: view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
                         afterPrevious: previous.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor, constant: 4) },
                         fixed: view.widthAnchor.constraint(equalToConstant: 50),
                         half: previous.map { view.widthAnchor.constraint(equalTo: $0.widthAnchor, multiplier: 0.5, constant: 6) })
            let y = Axis(fromRoot: view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                         afterPrevious: previous.map { view.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 2) },
                         fixed: view.heightAnchor.constraint(equalToConstant: 40),
                         half: previous.map { view.heightAnchor.constraint(equalTo: $0.heightAnchor, multiplier: 0.5, constant: 8) })
            axes.append([x, y])
        }
        var collections: Int?
        for step in 0..<40 {
            var off: [NSLayoutConstraint] = [], on: [NSLayoutConstraint] = []
            for i in views.indices {
                for a in 0..<2 {
                    var axis = axes[i][a]
                    axis.usesRoot = axis.afterPrevious == nil || Bool.random(using: &random)
                    axis.size = axis.half == nil ? 0 : Int.random(in: 0...(i == 2 && a == 0 ? 2 : 1), using: &random)
                    let position = [axis.fromRoot] + (axis.afterPrevious.map { [$0] } ?? [])
                    let size = [axis.fixed] + (axis.half.map { [$0] } ?? [])
                    for (k, c) in position.enumerated() {
                        if (k == 0) == axis.usesRoot { on.append(c) } else { off.append(c) }
                    }
                    for (k, c) in size.enumerated() {
                        if k == axis.size { on.append(c) } else { off.append(c) }
                    }
                    if Int.random(in: 0..<3, using: &random) == 0 { axis.fromRoot.constant = CGFloat(Int.random(in: 0...60, using: &random)) }
                    if Int.random(in: 0..<3, using: &random) == 0 { axis.fixed.constant = CGFloat(Int.random(in: 10...90, using: &random)) }
                    if Int.random(in: 0..<4, using: &random) == 0, let half = axis.half { half.constant = CGFloat(Int.random(in: 0...20, using: &random)) }
                    axes[i][a] = axis
                }
            }
            NSLayoutConstraint.deactivate(off)
            NSLayoutConstraint.activate(on)
            let sized = views[2] as! SizedView
            if step % 5 == 4 {
                sized.size.width = CGFloat(Int.random(in: 20...70, using: &random))
                sized.invalidateIntrinsicContentSize()
            }
            root.layoutIfNeeded()

            // The frames in the root's space, view by view (each depends on earlier ones only).
            var absolute: [CGRect] = []
            for i in views.indices {
                var origin: [CGFloat] = [0, 0], length: [CGFloat] = [0, 0]
                for a in 0..<2 {
                    let axis = axes[i][a]
                    let previous = i > 0 ? absolute[i - 1] : .zero
                    switch axis.size {
                    case 0: length[a] = axis.fixed.constant
                    case 1: length[a] = 0.5 * (a == 0 ? previous.width : previous.height) + axis.half!.constant
                    default: length[a] = sized.size.width
                    }
                    origin[a] = axis.usesRoot ? axis.fromRoot.constant
                        : (a == 0 ? previous.maxX : previous.maxY) + axis.afterPrevious!.constant
                }
                absolute.append(CGRect(x: origin[0], y: origin[1], width: length[0], height: length[1]))
            }
            for (i, view) in views.enumerated() {
                let container = view.superview === root ? CGRect.zero : absolute[1]
                assertFrame(view, absolute[i].offsetBy(dx: -container.minX, dy: -container.minY))
            }
            let engine = LayoutEngine.engine(for: root)!
            if let collections {
                XCTAssertEqual(engine.collections, collections, "step \(step): taken one by one")
            } else {
                collections = engine.collections
            }
        }
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
