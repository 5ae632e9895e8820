@testable import UIKit
import XCTest

/// A view whose intrinsic size a test sets.
@MainActor
final class SizedView: UIView {
    var size: CGSize
    required init?(coder: NSCoder) { nil }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
func assertFrame(_ view: UIView, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
    let f = view.frame
    let ok = abs(f.minX - expected.minX) < 1e-6 && abs(f.minY - expected.minY) < 1e-6
        && abs(f.width - expected.width) < 1e-6 && abs(f.height - expected.height) < 1e-6
    XCTAssertTrue(ok, "frame \(f) is not \(expected)", file: file, line: line)
}

/// A root view 320 x 480 and a subview using constraints.
@MainActor
func rootAndChild() -> (UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    return (root, child)
}

/// Relations, multipliers, constants, priorities, conflicts, intrinsic sizes and autoresizing
/// masks; every number worked out by hand in the comments.
final class AutoLayoutTests: XCTestCase {
    @MainActor
    func testEdgesPinnedWithConstants() async {
        let (root, child) = rootAndChild()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        // x 16, width 320 - 16 - 16 = 288, y 20, height 44.
        assertFrame(child, CGRect(x: 16, y: 20, width: 288, height: 44))
        XCTAssertEqual(root.constraints.count, 3, "the three relating two items live on the common ancestor")
        XCTAssertEqual(child.constraints.count, 1, "a width/height constant lives on the view itself")
    }

    @MainActor
    func testCentredWithFixedSize() async {
        let (root, child) = rootAndChild()
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // x = 160 - 50 = 110, y = 240 - 25 = 215.
        assertFrame(child, CGRect(x: 110, y: 215, width: 100, height: 50))
    }

    @MainActor
    func testMultipliersAndTheItemAttributeInitialiser() async {
        let (root, child) = rootAndChild()
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                               multiplier: 1, constant: 0),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.25),
        ])
        root.layoutIfNeeded()
        // width = 0.5 * 320 + 10 = 170; height = 0.25 * 170 = 42.5.
        assertFrame(child, CGRect(x: 0, y: 0, width: 170, height: 42.5))
    }

    @MainActor
    func testInequalitiesAgainstAnOptionalWish() async {
        let (root, child) = rootAndChild()
        let wish = child.widthAnchor.constraint(equalToConstant: 100)
        wish.priority = .defaultHigh
        let atLeast = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
        NSLayoutConstraint.activate([wish, atLeast, child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        // width >= 200 is required, == 100 only at 750: 200.
        XCTAssertEqual(child.frame.width, 200)
        atLeast.isActive = false
        let atMost = child.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
        atMost.isActive = true
        root.layoutIfNeeded()
        // width <= 80 required: 80 (the wish's error 20).
        XCTAssertEqual(child.frame.width, 80)
        atMost.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 100, "alone, the wish holds")
    }

    @MainActor
    func testHigherPriorityWinsAndPriorityCanChange() async {
        let (root, child) = rootAndChild()
        let a = child.widthAnchor.constraint(equalToConstant: 100)
        a.priority = .defaultHigh
        let b = child.widthAnchor.constraint(equalToConstant: 200)
        b.priority = .defaultHigh + 1
        NSLayoutConstraint.activate([a, b])
        root.layoutIfNeeded()
        // 751 beats 750: 200.
        XCTAssertEqual(child.frame.width, 200)
        b.priority = UILayoutPriority(749)
        root.layoutIfNeeded()
        // Now 750 beats 749: 100.
        XCTAssertEqual(child.frame.width, 100)
    }

    @MainActor
    func testChangingTheConstantMovesTheView() async {
        let (root, child) = rootAndChild()
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        NSLayoutConstraint.activate([top, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.minY, 20)
        let engine = LayoutEngine.engine(for: root)!
        let rows = engine.solver.constraintCount
        top.constant = 100
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.minY, 100)
        XCTAssertEqual(engine.solver.constraintCount, rows, "a constant change updates the installed constraint")
    }

    @MainActor
    func testSystemSpacingBelowIsEightPoints() async {
        let (root, a) = rootAndChild()
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), a.heightAnchor.constraint(equalToConstant: 30),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1),
            b.heightAnchor.constraint(equalToConstant: 5), b.widthAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // b.top = 10 + 30 + 2 * 8 = 56; b.leading = 0 + 8.
        assertFrame(b, CGRect(x: 8, y: 56, width: 5, height: 5))
    }

    @MainActor
    func testConstraintAcrossLevelsOfTheTree() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 10, y: 30, width: 200, height: 200))   // frame-based
        let marker = UIView()
        let inner = UIView()
        for v in [marker, inner] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(container)
        root.addSubview(marker)
        container.addSubview(inner)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            marker.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            marker.widthAnchor.constraint(equalToConstant: 20), marker.heightAnchor.constraint(equalToConstant: 20),
            inner.leadingAnchor.constraint(equalTo: marker.leadingAnchor),
            inner.topAnchor.constraint(equalTo: marker.bottomAnchor),
            inner.widthAnchor.constraint(equalToConstant: 40), inner.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        // In root space inner is at (50, 120); the container's origin (10, 30) is taken off:
        // (40, 90) in the container. The container keeps its frame (its autoresizing constraints).
        assertFrame(inner, CGRect(x: 40, y: 90, width: 40, height: 40))
        assertFrame(container, CGRect(x: 10, y: 30, width: 200, height: 200))
        XCTAssertTrue(root.constraints.contains { $0.firstItem === inner }, "held by the common ancestor, root")
    }

    @MainActor
    func testUnsatisfiableSystemBreaksTheLastAddedAndReportsOnce() async {
        var logged: [String] = []
        LayoutEngine.log = { logged.append($0) }
        defer { LayoutEngine.log = { print($0) } }
        let (root, child) = rootAndChild()
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first-width"
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "second-width"
        NSLayoutConstraint.activate([first, second, child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        // Both required: the one added last (second) completes the conflict and is broken.
        XCTAssertEqual(child.frame.width, 100)
        XCTAssertEqual(logged.count, 1)
        let message = logged.first ?? ""
        XCTAssertTrue(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        XCTAssertTrue(message.contains("\"<NSLayoutConstraint 'first-width' UIView.width == 100   (active)>\""), message)
        XCTAssertTrue(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint 'second-width' UIView.width == 200   (active)>"), message)
        // Later passes do not report it again.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true   // a change: the broken one is retried
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(logged.count, 1, "reported once")
        XCTAssertTrue(second.isActive, "a broken constraint stays active, as in UIKit")
        // Without the first, the second is satisfiable again.
        first.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 200)
        XCTAssertEqual(logged.count, 1)
    }

    @MainActor
    func testThreeWayConflictNamesEveryConstraintInvolved() async {
        var logged: [String] = []
        LayoutEngine.log = { logged.append($0) }
        defer { LayoutEngine.log = { print($0) } }
        let (root, child) = rootAndChild()
        // 0 + 16 (leading) ... 320 - 16 (trailing) gives width 288; width == 300 cannot hold.
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
        let trailing = child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
        let width = child.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([leading, trailing, child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10), width])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 288)
        XCTAssertEqual(logged.count, 1)
        let message = logged.first ?? ""
        XCTAssertTrue(message.contains("UIView.leading == UIView.leading + 16"), message)
        XCTAssertTrue(message.contains("UIView.trailing == UIView.trailing - 16"), message)
        XCTAssertTrue(message.contains("breaking constraint \n<NSLayoutConstraint UIView.width == 300   (active)>"), message)
        XCTAssertEqual(LayoutEngine.engine(for: root)?.brokenConstraints.map { $0 === width }, [true])
    }

    @MainActor
    func testHuggingDecidesWhoStretches() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = SizedView(60, 20), b = SizedView(80, 20)
        root.addSubview(a)
        root.addSubview(b)
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // a hugs at 251, b at 250: b takes the slack. a = 60, b = 320 - 60 = 260; heights 20 (intrinsic).
        assertFrame(a, CGRect(x: 0, y: 0, width: 60, height: 20))
        assertFrame(b, CGRect(x: 60, y: 0, width: 260, height: 20))
        // Swap the priorities: now a stretches to 320 - 80 = 240.
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 240)
        XCTAssertEqual(b.frame.width, 80)
    }

    @MainActor
    func testCompressionResistanceDecidesWhoShrinks() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = SizedView(60, 20), b = SizedView(80, 20)
        root.addSubview(a)
        root.addSubview(b)
        a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // 60 + 80 = 140 > 100: b (750) gives way to a (751): a = 60, b = 100 - 60 = 40.
        XCTAssertEqual(a.frame.width, 60)
        XCTAssertEqual(b.frame.width, 40)
        XCTAssertEqual(b.frame.minX, 60)
    }

    @MainActor
    func testHuggingBelowARequiredWidthAndInvalidation() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = SizedView(60, 20), b = SizedView(80, 20)
        root.addSubview(a)
        root.addSubview(b)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        // a stretches: 320 - 10 - 10 - 80 = 220.
        XCTAssertEqual(a.frame.width, 220)
        b.size.width = 130
        b.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        // b's new intrinsic width 130: a = 300 - 130 = 170, b at 10 + 170 = 180.
        XCTAssertEqual(a.frame.width, 170)
        assertFrame(b, CGRect(x: 180, y: 0, width: 130, height: 20))
    }

    @MainActor
    func testAFrameBasedViewBecomesRequiredConstraints() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let banner = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))   // translates: true
        let below = UIView()
        below.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        root.addSubview(below)
        XCTAssertTrue(banner.translatesAutoresizingMaskIntoConstraints, "true for views made in code")
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: banner.leadingAnchor),
            below.widthAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 2),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // banner stays (10, 20, 100, 50); below.top = 20 + 50 + 8 = 78, width 2 * 100 = 200.
        assertFrame(banner, CGRect(x: 10, y: 20, width: 100, height: 50))
        assertFrame(below, CGRect(x: 10, y: 78, width: 200, height: 10))
        // Moving the frame moves the constraints with it: banner at y 100 puts below at 158.
        banner.frame = CGRect(x: 10, y: 100, width: 100, height: 50)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(below.frame.minY, 158)
    }

    @MainActor
    func testAutoresizingMasksFollowTheSuperviewsNewSize() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        // The container starts 100 x 100 (its frame as set), then constraints make it 320 x 480.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let stretch = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        stretch.autoresizingMask = [.flexibleWidth]
        let centred = UIView(frame: CGRect(x: 10, y: 50, width: 80, height: 30))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin]
        let scaled = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        scaled.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        for v in [stretch, centred, scaled] { container.addSubview(v) }
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor), container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor), container.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            // Referencing the three brings their autoresizing constraints in.
            stretch.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
            centred.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
            scaled.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
        ])
        root.layoutIfNeeded()
        assertFrame(container, CGRect(x: 0, y: 0, width: 320, height: 480))
        // Flexible width: margins 10 and 10 kept, width 320 - 20 = 300.
        assertFrame(stretch, CGRect(x: 10, y: 10, width: 300, height: 30))
        // Both side margins flexible (10 and 10 share 320 - 80 = 240): x 120; top fixed 50.
        assertFrame(centred, CGRect(x: 120, y: 50, width: 80, height: 30))
        // All three flexible, in proportion 10 : 80 : 10 of 320: x 32, width 256.
        assertFrame(scaled, CGRect(x: 32, y: 10, width: 256, height: 80))
    }

    @MainActor
    func testTranslatedFrameConflictingWithAConstraintIsReported() async {
        var logged: [String] = []
        LayoutEngine.log = { logged.append($0) }
        defer { LayoutEngine.log = { print($0) } }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))   // forgot translates = false
        root.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100, "the autoresizing width holds; the new constraint is broken")
        XCTAssertEqual(logged.count, 1)
        XCTAssertTrue(logged.first?.contains("<NSAutoresizingMaskLayoutConstraint UIView.width == 100   (active)>") ?? false,
                      logged.first ?? "")
    }

    @MainActor
    func testUpdateConstraintsRunsBeforeLayoutAndOnRequest() async {
        final class Panel: UIView {
            let inner = UIView()
            var height: NSLayoutConstraint?
            var wanted: CGFloat = 40
            var updates = 0
            required init?(coder: NSCoder) { nil }
            override init(frame: CGRect) {
                super.init(frame: frame)
                inner.translatesAutoresizingMaskIntoConstraints = false
                addSubview(inner)
            }
            override func updateConstraints() {
                updates += 1
                if height == nil {
                    height = inner.heightAnchor.constraint(equalToConstant: wanted)
                    NSLayoutConstraint.activate([height!, inner.topAnchor.constraint(equalTo: topAnchor),
                                                 inner.leadingAnchor.constraint(equalTo: leadingAnchor),
                                                 inner.widthAnchor.constraint(equalTo: widthAnchor)])
                }
                height?.constant = wanted
                super.updateConstraints()
            }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        panel.inner.widthAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true   // Auto Layout in use
        panel.layoutIfNeeded()
        XCTAssertEqual(panel.updates, 1)
        assertFrame(panel.inner, CGRect(x: 0, y: 0, width: 200, height: 40))
        panel.layoutIfNeeded()
        XCTAssertEqual(panel.updates, 1, "not asked again")
        panel.wanted = 90
        panel.setNeedsUpdateConstraints()
        panel.layoutIfNeeded()
        XCTAssertEqual(panel.updates, 2)
        XCTAssertEqual(panel.inner.frame.height, 90)
    }

    @MainActor
    func testRemovingAViewDeactivatesItsConstraints() async {
        let (root, child) = rootAndChild()
        let pin = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        NSLayoutConstraint.activate([pin, child.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        XCTAssertTrue(pin.isActive)
        child.removeFromSuperview()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertFalse(pin.isActive, "a constraint to a view outside the tree is deactivated")
    }

    @MainActor
    func testLayoutInsideAnAnimationIsRecordedOnTheTimeline() async {
        let (root, child) = rootAndChild()
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 0)
        NSLayoutConstraint.activate([top, child.heightAnchor.constraint(equalToConstant: 10), child.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        top.constant = 200
        UIView.animate(withDuration: 0.25) { root.layoutIfNeeded() }
        // The model value is the end value at once; the change is on the timeline (as UIKit animates it).
        XCTAssertEqual(child.frame.minY, 200)
    }
}
