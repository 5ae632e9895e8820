@testable import UIKit
import XCTest

/// The safe-area, margins and keyboard guides on two devices of the Device table (iPhone 15 Pro:
/// 393 x 852, safe area top 59 bottom 34, keyboard with the predictive bar 336; iPhone SE (3rd
/// gen): 375 x 667, safe area top 20 bottom 0, keyboard 260), the scroll view's guides, and stack views.
final class AutoLayoutGuideTests: XCTestCase {
    struct Phone {
        let size: CGSize
        let top: CGFloat
        let bottom: CGFloat
        let keyboard: CGFloat
        static let iPhone15Pro = Phone(size: CGSize(width: 393, height: 852), top: 59, bottom: 34, keyboard: 336)
        static let iPhoneSE3 = Phone(size: CGSize(width: 375, height: 667), top: 20, bottom: 0, keyboard: 260)
    }

    /// A window for `phone` with a root view filling it (frame-based, as ViewScreen puts it).
    @MainActor
    func window(_ phone: Phone) -> (UIWindow, UIView) {
        let window = UIWindow(display: HarnessDisplay(screenSize: phone.size, scale: 3,
                                                      safeAreaInsets: UIEdgeInsets(top: phone.top, left: 0, bottom: phone.bottom, right: 0),
                                                      keyboardHeight: phone.keyboard))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        return (window, root)
    }

    @MainActor
    func testSafeAreaGuideOnTwoDevices() async {
        for (phone, expected) in [(Phone.iPhone15Pro, CGRect(x: 0, y: 59, width: 393, height: 759)),   // 852 - 59 - 34
                                  (Phone.iPhoneSE3, CGRect(x: 0, y: 20, width: 375, height: 647))] {    // 667 - 20 - 0
            let (window, root) = window(phone)
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(content)
            let safe = root.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: safe.leadingAnchor), content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                content.topAnchor.constraint(equalTo: safe.topAnchor), content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ])
            window.layoutIfNeeded()
            assertFrame(content, expected)
            XCTAssertEqual(safe.layoutFrame, expected)
        }
    }

    @MainActor
    func testKeyboardGuideFollowsTheKeyboardOnTwoDevices() async {
        // Hidden: the guide's top is the safe area's bottom (852 - 34 = 818; 667 - 0 = 667).
        // Shown: the keyboard's top (852 - 336 = 516; 667 - 260 = 407).
        for (phone, hidden, shown) in [(Phone.iPhone15Pro, CGFloat(818), CGFloat(516)), (Phone.iPhoneSE3, 667, 407)] {
            let (window, root) = window(phone)
            let bar = UITextView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
            ])
            window.layoutIfNeeded()
            XCTAssertEqual(bar.frame.maxY, hidden)
            XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame.height, phone.bottom, "hidden: the bottom safe-area inset")
            XCTAssertTrue(bar.becomeFirstResponder())
            window.setNeedsLayout()
            window.layoutIfNeeded()
            XCTAssertEqual(bar.frame.maxY, shown)
            XCTAssertEqual(root.keyboardLayoutGuide.layoutFrame, CGRect(x: 0, y: shown, width: phone.size.width, height: phone.keyboard))
            bar.resignFirstResponder()
            window.setNeedsLayout()
            window.layoutIfNeeded()
            XCTAssertEqual(bar.frame.maxY, hidden)
        }
    }

    @MainActor
    func testKeyboardGuideMovesWithTheKeyboardsOwnAnimation() async {
        let (window, root) = window(.iPhone15Pro)
        let bar = UITextView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor), bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        let timeline = UIViewAnimationTimeline.shared
        let before = timeline.records(of: bar, .frame).count
        bar.becomeFirstResponder()   // no notification code: the guide alone moves the bar
        window.layoutIfNeeded()
        let records = timeline.records(of: bar, .frame)
        XCTAssertEqual(records.count, before + 1)
        // From 818 - 44 = 774 to 516 - 44 = 472: an additive offset of 774 - 472 = 302 in y, to 0,
        // over the keyboard notification's 0.25 s on curve 7.
        XCTAssertEqual(records.last?.from, [0, 302, 0, 0])
        XCTAssertEqual(records.last?.to, [0, 0, 0, 0])
        XCTAssertEqual(records.last?.duration, 0.25)
        XCTAssertEqual(records.last?.curve, .options(UIView.AnimationOptions(rawValue: 7 << 16)))
        XCTAssertEqual(bar.frame.minY, 472, "the model value is the end value")
    }

    @MainActor
    func testLayoutMarginsDefaultAndFromTheSafeArea() async {
        // Without a window: margins 8 all round: (8, 8, 320 - 16, 480 - 16).
        let (plain, child) = rootAndChild()
        let m = plain.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: m.leadingAnchor), child.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            child.topAnchor.constraint(equalTo: m.topAnchor), child.bottomAnchor.constraint(equalTo: m.bottomAnchor),
        ])
        plain.layoutIfNeeded()
        assertFrame(child, CGRect(x: 8, y: 8, width: 304, height: 464))
        XCTAssertEqual(plain.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

        // In an iPhone 15 Pro window, measured from the safe area: top 59 + 8 = 67, bottom 34 + 8 = 42:
        // (8, 67, 393 - 16 = 377, 852 - 67 - 42 = 743), via the margin attributes this time.
        let (window, root) = window(.iPhone15Pro)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(inner)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: inner, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: inner, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: inner, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: inner, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        assertFrame(inner, CGRect(x: 8, y: 67, width: 377, height: 743))
    }

    @MainActor
    func testScrollViewContentSizeFromTheContentGuide() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView()
        let content = UIView()
        for v in [scroll, content] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scroll)
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 40), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -20),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        // The scroll view: (0, 40, 320, 440). Content: width 320 - 20 = 300 at x 10, y 20, height 1000.
        // contentSize: 10 + 300 + 10 = 320 wide, 20 + 1000 + 20 = 1040 tall.
        assertFrame(scroll, CGRect(x: 0, y: 40, width: 320, height: 440))
        assertFrame(content, CGRect(x: 10, y: 20, width: 300, height: 1000))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 1040))
    }

    // MARK: Stack views

    @MainActor
    func testHorizontalStackFillWithSpacing() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = SizedView(60, 20), b = SizedView(80, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        // Equal hugging (250): the last view stretches. a = 60; b = 320 - 60 - 10 = 250 at x 70.
        // Alignment fill: both as tall as the stack; compression (750) beats hugging (250): 30.
        assertFrame(a, CGRect(x: 0, y: 0, width: 60, height: 30))
        assertFrame(b, CGRect(x: 70, y: 0, width: 250, height: 30))
        assertFrame(stack, CGRect(x: 0, y: 100, width: 320, height: 30))
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
    }

    @MainActor
    func testVerticalStackCentredHugsItsContent() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = SizedView(60, 20), b = SizedView(100, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .center
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        ])
        root.layoutIfNeeded()
        // Height 20 + 8 + 30 = 58; width the widest, 100, centred: x = 160 - 50 = 110.
        // a centred in it: (100 - 60) / 2 = 20; b at y 20 + 8 = 28.
        assertFrame(stack, CGRect(x: 110, y: 10, width: 100, height: 58))
        assertFrame(a, CGRect(x: 20, y: 0, width: 60, height: 20))
        assertFrame(b, CGRect(x: 0, y: 28, width: 100, height: 30))
    }

    @MainActor
    func testHiddenArrangedViewCollapses() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = SizedView(50, 20), b = SizedView(50, 40), c = SizedView(50, 30)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = .leading
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        // 20 + 10 + 40 + 10 + 30 = 110.
        XCTAssertEqual(stack.frame.height, 110)
        XCTAssertEqual(c.frame.minY, 80)
        b.isHidden = true
        root.setNeedsLayout()
        root.layoutIfNeeded()
        // Without b and its spacing: 20 + 10 + 30 = 60; c at 30.
        XCTAssertEqual(stack.frame.height, 60)
        XCTAssertEqual(c.frame.minY, 30)
        XCTAssertEqual(stack.arrangedSubviews.count, 3, "hidden views stay arranged")
    }

    @MainActor
    func testFillEquallyAndEqualSpacing() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = [SizedView(40, 10), SizedView(60, 10), SizedView(80, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = .fillEqually
        stack.spacing = 10
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // (320 - 2 * 10) / 3 = 100 each, at 0, 110, 220.
        XCTAssertEqual(views.map(\.frame.minX), [0, 110, 220])
        XCTAssertEqual(views.map(\.frame.width), [100, 100, 100])
        stack.distribution = .equalSpacing
        stack.spacing = 0
        root.layoutIfNeeded()
        // Intrinsic widths 40 + 60 + 80 = 180; two equal gaps of (320 - 180) / 2 = 70: x 0, 110, 240.
        XCTAssertEqual(views.map(\.frame.width), [40, 60, 80])
        XCTAssertEqual(views.map(\.frame.minX), [0, 110, 240])
    }

    @MainActor
    func testCustomSpacingAfterAView() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = SizedView(50, 20), b = SizedView(50, 20), c = SizedView(50, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 4
        stack.setCustomSpacing(24, after: a)
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        // b at 20 + 24 = 44, c at 44 + 20 + 4 = 68.
        XCTAssertEqual([a, b, c].map(\.frame.minY), [0, 44, 68])
        XCTAssertEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault)
    }

    @MainActor
    func testSystemLayoutSizeFittingSolvesTheSubtree() async {
        let card = UIView()
        let title = SizedView(60, 20)
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        // Compressed: the title's intrinsic size plus the insets: 60 + 20 = 80 by 20 + 24 = 44.
        XCTAssertEqual(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 80, height: 44))
        // A required width of 300 (the title stretches to 280); the height still 44.
        XCTAssertEqual(card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel), CGSize(width: 300, height: 44))
        XCTAssertEqual(card.frame, .zero, "the card's own frame is untouched")
    }

    @MainActor
    func testStackInsideItsMarginsWithTrailingAlignment() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = SizedView(40, 10), b = SizedView(100, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.alignment = .trailing
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // Height 5 + 10 + 10 + 15 = 40. Trailing edges at 320 - 20 = 300: a at 260, b at 200.
        XCTAssertEqual(stack.frame.height, 40)
        assertFrame(a, CGRect(x: 260, y: 5, width: 40, height: 10))
        assertFrame(b, CGRect(x: 200, y: 15, width: 100, height: 10))
        // Taken out of the arrangement, b stays a subview and keeps its frame; a alone: height 30.
        stack.removeArrangedSubview(b)
        root.layoutIfNeeded()
        XCTAssertTrue(b.superview === stack)
        XCTAssertEqual(stack.frame.height, 30)
        assertFrame(b, CGRect(x: 200, y: 15, width: 100, height: 10))
    }

    @MainActor
    func testConstraintDescriptionsReadLikeUIKits() async {
        let (root, child) = rootAndChild()
        let c = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -4)
        c.identifier = "half"
        c.priority = .defaultHigh
        XCTAssertEqual(c.description, "<NSLayoutConstraint 'half' UIView.width == 0.5*UIView.width - 4 @750>")
        c.isActive = true
        XCTAssertEqual(c.description, "<NSLayoutConstraint 'half' UIView.width == 0.5*UIView.width - 4 @750   (active)>")
        let guideEdge = child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
        XCTAssertEqual(guideEdge.description, "<NSLayoutConstraint UIView.top == 'UIViewSafeAreaLayoutGuide'(UIView).top + 8>")
    }
}
