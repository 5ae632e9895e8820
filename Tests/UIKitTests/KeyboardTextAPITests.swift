import HarnessCore
import HarnessPixels
@testable import UIKit
import XCTest

/// Issue 43's everyday text and drawing API: attributed text, layer borders and shadows, the
/// scroll view's keyboard dismissal, the property animator and the system colours. Every
/// expected number is worked out by hand in the comments.
final class KeyboardTextAPITests: XCTestCase {
    @MainActor
    private func window(_ width: CGFloat, _ height: CGFloat, keyboard: CGFloat = 0) -> UIWindow {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: width, height: height), scale: 1,
                                                      keyboardHeight: keyboard))
        window.backgroundColor = .white
        return window
    }

    @MainActor
    private func render(_ window: UIWindow) throws -> (Int, Int) -> [Int] {
        let image = try CairoRenderer().render(UIViewPainter().paint(window), scale: 1)
        return { x, y in let p = image.pixel(x: x, y: y); return [Int(p.0), Int(p.1), Int(p.2)] }
    }

    // MARK: Attributed text

    @MainActor
    func testAttributedTextSetsTheLabelsStyleAndTextAndBack() async {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let font = UIFont.boldSystemFont(ofSize: 20)
        label.attributedText = NSAttributedString(string: "Hi", attributes: [
            .font: font, .foregroundColor: UIColor.red, .paragraphStyle: style,
        ])
        XCTAssertEqual(label.text, "Hi")
        XCTAssertEqual(label.font, font)
        XCTAssertTrue(label.textColor === UIColor.red)
        XCTAssertEqual(label.textAlignment, .center)
        let back = label.attributedText
        XCTAssertEqual(back?.string, "Hi")
        let attributes = back?.attributes(at: 0, effectiveRange: nil) ?? [:]
        XCTAssertEqual(attributes[.font] as? UIFont, font)
        XCTAssertTrue((attributes[.foregroundColor] as? UIColor) === UIColor.red)
        XCTAssertEqual((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment, .center)
        // Setting `text` keeps the label's style: the attributed text now carries it.
        label.text = "Yo"
        XCTAssertEqual(label.attributedText?.string, "Yo")
        XCTAssertEqual(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont, font)
        label.text = nil
        XCTAssertNil(label.attributedText)
        // iOS's raw key values.
        XCTAssertEqual([NSAttributedString.Key.font, .foregroundColor, .backgroundColor, .paragraphStyle].map(\.rawValue),
                       ["NSFont", "NSColor", "NSBackgroundColor", "NSParagraphStyle"])
        XCTAssertEqual((NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)?.alignment, .natural)
    }

    @MainActor
    func testAttributedTextOnTextViewAndTextFieldAndThePlaceholder() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        textView.attributedText = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        XCTAssertEqual(textView.text, "ab")
        XCTAssertEqual(textView.font, .systemFont(ofSize: 30))
        XCTAssertEqual(textView.attributedText.string, "ab")
        textView.text = "cd"
        XCTAssertEqual(textView.attributedText.string, "cd")

        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.attributedText = NSAttributedString(string: "x", attributes: [.foregroundColor: UIColor.blue])
        XCTAssertEqual(field.text, "x")
        XCTAssertTrue(field.textColor === UIColor.blue)
        field.attributedPlaceholder = NSAttributedString(string: "Name", attributes: [.foregroundColor: UIColor.red])
        XCTAssertEqual(field.placeholder, "Name")
        XCTAssertTrue((field.attributedPlaceholder?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor)
            === UIColor.red)
        field.placeholder = "Other"
        // A plain placeholder is drawn in placeholderText again.
        XCTAssertTrue((field.attributedPlaceholder?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor)
            === UIColor.placeholderText)
    }

    @MainActor
    func testAnAttributedLabelIsDrawnInItsFontColourAndBackground() async throws {
        // A 200 x 60 white window; a label at (0, 0) 200 x 60, text " HH" at 32 pt in red on a
        // yellow background attribute. Its height: 32 * 2444 / 2048 = 38.1875; left aligned, the
        // line's top at (60 - 38.1875) / 2 = 10.90625. The leading space draws no ink, so
        // (2, 30) shows the yellow background; the glyphs are red (some pixel pure red), and
        // nothing is black (the label's default colour would be).
        let window = window(200, 60)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.attributedText = NSAttributedString(string: " HH", attributes: [
            .font: UIFont.systemFont(ofSize: 32), .foregroundColor: UIColor.red, .backgroundColor: UIColor(rgb: 0xFFFF00),
        ])
        window.addSubview(label)
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 200, height: 60)).height, 38.1875)
        let rgb = try render(window)
        XCTAssertEqual(rgb(2, 30), [255, 255, 0])
        XCTAssertEqual(rgb(2, 5), [255, 255, 255])  // above the line's top 10.90625
        var red = 0, black = 0
        for x in 0..<200 { for y in 0..<60 {
            let p = rgb(x, y)
            if p == [255, 0, 0] { red += 1 }
            if p == [0, 0, 0] { black += 1 }
        } }
        XCTAssertGreaterThan(red, 20)
        XCTAssertEqual(black, 0)
    }

    @MainActor
    func testALabelsForegroundColourIsDrawnPerRange() async throws {
        // "HH" at 40 pt: the first H red, the second blue (UTF-16 ranges 0..<1 and 1..<2). Each
        // H's pixels stay on its side of the caret between them, so every pure red pixel lies left
        // of every pure blue one; both colours are drawn; the round trip keeps the ranges.
        let window = window(200, 60)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let text = NSMutableAttributedString(string: "HH", attributes: [.font: UIFont.systemFont(ofSize: 40)])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
        label.attributedText = text
        window.addSubview(label)
        XCTAssertTrue(label.textColor === UIColor.red)  // the first character's, as UIKit reports it
        XCTAssertTrue((label.attributedText?.attributes(at: 1, effectiveRange: nil)[.foregroundColor] as? UIColor)
            === UIColor.blue)
        let rgb = try render(window)
        var redX: [Int] = [], blueX: [Int] = []
        for x in 0..<200 { for y in 0..<60 {
            let p = rgb(x, y)
            if p == [255, 0, 0] { redX.append(x) }
            if p == [0, 0, 255] { blueX.append(x) }
        } }
        XCTAssertGreaterThan(redX.count, 20)
        XCTAssertGreaterThan(blueX.count, 20)
        XCTAssertLessThan(redX.max() ?? 0, blueX.min() ?? 0)
        // Setting `text` returns to one colour.
        label.text = "HH"
        XCTAssertNil(label.textColorRuns)
    }

    // MARK: Layer border and shadow

    @MainActor
    func testABorderIsDrawnInsideTheBoundsAboveTheSubviewsAndRounded() async throws {
        // A 60 x 60 window; a white view at (10, 10) 40 x 40 with a 4 pt red border and a blue
        // subview filling it. The border's band is x 10...14 (and 46...50), y likewise, over the
        // subview: (11, 30) red, (16, 30) blue, (9, 30) the window's white.
        let window = window(60, 60)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .white
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor.red.cgColor
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        child.backgroundColor = .blue
        view.addSubview(child)
        window.addSubview(view)
        var rgb = try render(window)
        XCTAssertEqual(rgb(11, 30), [255, 0, 0])
        XCTAssertEqual(rgb(48, 30), [255, 0, 0])
        XCTAssertEqual(rgb(30, 11), [255, 0, 0])
        XCTAssertEqual(rgb(30, 48), [255, 0, 0])
        XCTAssertEqual(rgb(16, 30), [0, 0, 255])
        XCTAssertEqual(rgb(9, 30), [255, 255, 255])
        XCTAssertEqual(rgb(11, 11), [255, 0, 0])  // a square corner is covered
        // Rounded by 12 (and clipping, so the blue child is rounded too): the outer corner arc's
        // centre is (22, 22); (11, 11) is 11 * sqrt 2 = 15.6 from it, beyond 12: white. The top
        // edge's middle stays red.
        view.layer.cornerRadius = 12
        view.clipsToBounds = true
        rgb = try render(window)
        XCTAssertEqual(rgb(11, 11), [255, 255, 255])
        XCTAssertEqual(rgb(30, 11), [255, 0, 0])
    }

    @MainActor
    func testAShadowIsAHardEdgedOffsetCopyAndMasksToBoundsClipsIt() async throws {
        // A 60 x 60 window; a black view at (20, 20) 20 x 20 with a blue shadow at opacity 0.5,
        // offset (5, 5): the shadow covers (25...45, 25...45) below the view, so (42, 42) is blue
        // at half over white: (127.5, 127.5, 255), one off by rounding; (22, 42) is white (left of
        // the shadow's 25). The default offset is (0, -3), radius 3, opacity 0.
        let window = window(60, 60)
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        view.backgroundColor = .black
        XCTAssertEqual(view.layer.shadowOpacity, 0)
        XCTAssertEqual(view.layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(view.layer.shadowRadius, 3)
        view.layer.shadowColor = UIColor.blue.cgColor
        view.layer.shadowOpacity = 0.5
        view.layer.shadowOffset = CGSize(width: 5, height: 5)
        window.addSubview(view)
        var rgb = try render(window)
        let shadow = rgb(42, 42)
        XCTAssertEqual(Double(shadow[0]), 127.5, accuracy: 1)
        XCTAssertEqual(Double(shadow[1]), 127.5, accuracy: 1)
        XCTAssertEqual(shadow[2], 255)
        XCTAssertEqual(rgb(22, 42), [255, 255, 255])
        XCTAssertEqual(rgb(30, 30), [0, 0, 0])  // the view above its shadow
        view.layer.masksToBounds = true
        rgb = try render(window)
        XCTAssertEqual(rgb(42, 42), [255, 255, 255])
    }

    // MARK: Scroll view

    @MainActor
    func testOnDragDismissesTheKeyboardWhenADragBegins() async {
        // A 100 x 200 window with a 50 pt keyboard; a scroll view 100 x 100 holding a text field.
        let window = window(100, 200, keyboard: 50)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        scroll.addSubview(field)
        window.addSubview(scroll)
        XCTAssertTrue(field.becomeFirstResponder())
        // .none (the default): a drag leaves the keyboard.
        scroll.contentSize = CGSize(width: 100, height: 300)
        scroll.userDidBeginDragging()
        XCTAssertTrue(field.isFirstResponder)
        // .onDrag with content that fits (100 <= 100) and no bounce: no drag begins.
        scroll.keyboardDismissMode = .onDrag
        scroll.contentSize = CGSize(width: 100, height: 100)
        scroll.userDidBeginDragging()
        XCTAssertTrue(field.isFirstResponder)
        // alwaysBounceVertical lets the drag begin: the keyboard goes.
        scroll.alwaysBounceVertical = true
        scroll.userDidBeginDragging()
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertNil(window.keyboardFrame)
        // .interactive: a drag above the keyboard leaves it.
        XCTAssertTrue(field.becomeFirstResponder())
        scroll.keyboardDismissMode = .interactive
        scroll.userDidBeginDragging()
        XCTAssertTrue(field.isFirstResponder)
        // The indicator insets: the old property sets both.
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(scroll.horizontalScrollIndicatorInsets, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(scroll.verticalScrollIndicatorInsets, scroll.scrollIndicatorInsets)
    }

    // MARK: Animation

    @MainActor
    func testAPropertyAnimatorReachesItsEndStateThroughTheTimeline() async {
        UIViewAnimationTimeline.shared.reset()
        defer { UIViewAnimationTimeline.shared.reset() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { view.alpha = 0.25 }
        animator.addAnimations { view.frame.origin.x = 50 }
        animator.addCompletion { ended.append($0) }
        XCTAssertEqual(view.alpha, 1)  // nothing runs before the start
        XCTAssertEqual(animator.state, .inactive)
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        // The model values are the end state at once; the timeline has the motion: alpha from
        // an offset of 1 - 0.25 = 0.75 to 0, x from 0 - 50 = -50 to 0, 0.4 s on ease out (curve
        // bits 2 << 16).
        XCTAssertEqual(view.alpha, 0.25)
        XCTAssertEqual(view.frame.minX, 50)
        let alpha = UIViewAnimationTimeline.shared.records(of: view, .alpha)
        XCTAssertEqual(alpha.map(\.from), [[0.75]])
        XCTAssertEqual(alpha.map(\.duration), [0.4])
        XCTAssertEqual(alpha.first?.curve, .options(.curveEaseOut))
        XCTAssertEqual(UIViewAnimationTimeline.shared.records(of: view, .frame).first?.from, [-50, 0, 0, 0])
        UIViewAnimationTimeline.shared.advance(to: 0.3)
        XCTAssertEqual(ended, [])
        UIViewAnimationTimeline.shared.advance(to: 0.4)
        XCTAssertEqual(ended, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
    }

    @MainActor
    func testAnAnimatorOnTheKeyboardsCurveRecordsCurveSeven() async {
        // The keyboard posts curve 7; AnimationCurve(rawValue: 7)! is that curve, recorded as
        // options 7 << 16 (curve number 7, the keyboard's), over the 0.25 s it posts.
        UIViewAnimationTimeline.shared.reset()
        defer { UIViewAnimationTimeline.shared.reset() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let curve = UIView.AnimationCurve(rawValue: UIKitEstimates.keyboardAnimationCurve)!
        UIViewPropertyAnimator(duration: 0.25, curve: curve) { view.alpha = 0 }.startAnimation()
        let record = UIViewAnimationTimeline.shared.records(of: view, .alpha).first
        XCTAssertEqual(record?.curve, .options(UIView.AnimationOptions(rawValue: 7 << 16)))
        XCTAssertEqual(record?.duration, 0.25)
    }

    @MainActor
    func testInitWithCoderFailsAsNoArchiveExists() async {
        final class Custom: UIView {
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        XCTAssertNil(Custom(coder: NSCoder()))
    }

    // MARK: Colours

    func testSystemColoursInLightAndDark() async {
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        let elevated = UITraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)
        func hex(_ color: UIColor, _ traits: UITraitCollection) -> String {
            let c = color.color(in: traits)
            let v = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
            return String(format: "%02X%02X%02X", v[0], v[1], v[2])
        }
        // HIG values: light / dark.
        let expected: [(UIColor, String, String)] = [
            (.systemOrange, "FF9500", "FF9F0A"), (.systemYellow, "FFCC00", "FFD60A"), (.systemGreen, "34C759", "30D158"),
            (.systemMint, "00C7BE", "63E6E2"), (.systemTeal, "30B0C7", "40C8E0"), (.systemCyan, "32ADE6", "64D2FF"),
            (.systemIndigo, "5856D6", "5E5CE6"), (.systemPurple, "AF52DE", "BF5AF2"), (.systemPink, "FF2D55", "FF375F"),
            (.systemBrown, "A2845E", "AC8E68"), (.systemGray, "8E8E93", "8E8E93"), (.systemGray2, "AEAEB2", "636366"),
            (.systemGray3, "C7C7CC", "48484A"), (.systemGray4, "D1D1D6", "3A3A3C"), (.systemGray5, "E5E5EA", "2C2C2E"),
            (.systemGray6, "F2F2F7", "1C1C1E"), (.opaqueSeparator, "C6C6C8", "38383A"), (.link, "007AFF", "0984FF"),
            (.secondarySystemBackground, "F2F2F7", "1C1C1E"), (.tertiarySystemBackground, "FFFFFF", "2C2C2E"),
            (.tertiarySystemGroupedBackground, "F2F2F7", "2C2C2E"),
        ]
        for (color, l, d) in expected {
            XCTAssertEqual(hex(color, light), l)
            XCTAssertEqual(hex(color, dark), d)
        }
        XCTAssertEqual(hex(.secondarySystemBackground, elevated), "2C2C2E")
        // Alpha colours: separator light #3C3C43 at 0.29, dark #545458 at 0.6; fills.
        XCTAssertEqual(hex(.separator, light), "3C3C43")
        XCTAssertEqual(UIColor.separator.color(in: light).alpha, 0.29)
        XCTAssertEqual(hex(.separator, dark), "545458")
        XCTAssertEqual(UIColor.separator.color(in: dark).alpha, 0.6)
        XCTAssertEqual(UIColor.tertiaryLabel.color(in: dark).alpha, 0.3)
        XCTAssertEqual(UIColor.systemFill.color(in: light).alpha, 0.2)
        XCTAssertEqual(UIColor.systemFill.color(in: dark).alpha, 0.36)
        XCTAssertEqual(UIColor.quaternarySystemFill.color(in: light).alpha, 0.08)
    }
}
