import HarnessCore
import HarnessScreens
import UIKit
import XCTest

/// The sheet's views (HarnessScreens) laid out the UIKit way and drawn by the view-tree painter, with
/// frames worked out by hand from sheet-geometry.md on the iPhone 15 Pro (393 x 852, keyboard
/// 336 with the predictive bar, safe bottom 34).
final class SheetViewsTests: XCTestCase {
    @MainActor var colors: SheetColors {
        SheetColors(
        tint: UIColor(rgb: 0x007AFF), sheetBackground: UIColor(rgb: 0xF2F2F7), sectionBackground: .white, primaryText: .black,
        secondaryText: UIColor(rgb: 0x3C3C43, alpha: 0.3), keyboardBackground: UIColor(rgb: 0xD1D3D9), key: .white,
        specialKey: UIColor(rgb: 0xABB0BA), destructive: UIColor(rgb: 0xFF3B30), buttonText: .white)
    }

    @MainActor
    private func paint(_ view: UIView, in size: CGSize = CGSize(width: 393, height: 852)) -> [DrawCommand] {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.addSubview(view)
        root.layoutIfNeeded()
        var list = DisplayList(size: Size(width: Double(size.width), height: Double(size.height)))
        UIViewPainter().paint(root, alpha: 1, into: &list)
        return list.commands
    }

    /// Header 393 x 80 at the sheet's top (y 69 = status bar 59 + 10): the title box is
    /// (sheetWidth - 144) x 66 centred at y 38, so (72, 5, 249, 66); the close button 44 x 44 at
    /// (16, 16). The fade is clear at the header's bottom (142 on screen) and opaque from 16 + 44
    /// = 60 down from its top (129), its top corners rounded 40.
    @MainActor
    func testHeaderLaysOutTitleCloseButtonAndFade() async {
        let stops = (0...16).map { k in (offset: CGFloat(k) / 16, color: UIColor(rgb: 0xF2F2F7, alpha: pow(CGFloat(k) / 16, 3))) }
        let header = SheetHeaderView(title: "New Style", fadeStops: stops, colors: colors)
        header.frame = CGRect(x: 0, y: 69, width: 393, height: 80)
        let commands = paint(header)
        XCTAssertEqual(header.titleLabel.frame, CGRect(x: 72, y: 5, width: 249, height: 66))
        XCTAssertEqual(header.closeButton.frame, CGRect(x: 16, y: 16, width: 44, height: 44))
        guard case .fillGradient(let rect, let radii, let gradient) = commands[0] else { return XCTFail("\(commands[0])") }
        XCTAssertEqual(rect, Rect(x: 0, y: 69, width: 393, height: 80))
        XCTAssertEqual(radii, .top(40))
        XCTAssertEqual(gradient.start, Point(x: 196.5, y: 149))
        XCTAssertEqual(gradient.end, Point(x: 196.5, y: 129))
        XCTAssertEqual(gradient.stops.count, 17)
        // The close button: its circle, then the cross from (38 - 7, 107 - 7) to (38 + 7, 107 + 7)
        // and from (45, 100) to (31, 114) (its centre is 16 + 22 = 38, 69 + 16 + 22 = 107).
        let ellipses = commands.compactMap { c -> Rect? in if case .fillEllipse(let r, _) = c { return r } else { return nil } }
        XCTAssertEqual(ellipses, [Rect(x: 16, y: 85, width: 44, height: 44)])
        let lines = commands.compactMap { c -> [Double]? in
            if case .line(let a, let b, let w, _) = c { return [a.x, a.y, b.x, b.y, w] } else { return nil }
        }
        XCTAssertEqual(lines, [[31, 100, 45, 114, 2], [45, 100, 31, 114, 2]])
    }

    /// The button with the keyboard up: 16 in, bottom at 852 - 336 - 8 = 508, so (16, 456, 361, 52),
    /// a capsule of radius 26 with its title label over its bounds.
    @MainActor
    func testButtonIsACapsuleWithItsTitleOverItsBounds() async {
        let button = SheetButtonView(title: "Create")
        button.apply(colors)
        button.frame = CGRect(x: 16, y: 456, width: 361, height: 52)
        let commands = paint(button)
        XCTAssertEqual(button.layer.cornerRadius, 26)
        XCTAssertEqual(button.titleLabel.frame, CGRect(x: 0, y: 0, width: 361, height: 52))
        XCTAssertEqual(commands.first, .fill(Rect(x: 16, y: 456, width: 361, height: 52), radii: .all(26), color: Color(hex: 0x007AFF)))
        XCTAssertTrue(commands.dropFirst().allSatisfy { if case .glyphs = $0 { return true } else { return false } })
    }

    /// Keyboard 393 x 336 with the predictive bar (44) above 34 pt of home indicator: key width
    /// (393 - 2 * 3 - 9 * 6) / 10 = 33.3; rows height 336 - 34 - 44 - 8 = 250, key height
    /// min(42, (250 - 33 - 4) / 4) = 42. "q": the 10-key row is 387 wide, so x = 3, y = 44 + 8 = 52;
    /// "a": 9 keys are 347.7 wide, x = 22.65, y = 52 + 42 + 11 = 105; shift (3, 158, 43.29, 42);
    /// the bottom row at 158 + 53 = 211: "123" 69.6 wide, space from 78.6 to 306.75 - 6.
    @MainActor
    func testKeyboardKeysSitWhereTheFormulasPutThem() async {
        let keyboard = KeyboardView(predictiveBar: true, homeIndicatorHeight: 34, colors: KeyboardColors(colors))
        keyboard.frame = CGRect(x: 0, y: 516, width: 393, height: 336)
        keyboard.layoutIfNeeded()
        let keys = keyboard.subviews.compactMap { $0 as? KeyView }
        XCTAssertEqual(keys.count, 10 + 9 + 2 + 7 + 3)
        func key(_ title: String) -> CGRect? { keys.first { $0.titleLabel.text == title }?.frame }
        assertRect(key("q"), CGRect(x: 3, y: 52, width: 33.3, height: 42))
        assertRect(key("a"), CGRect(x: 22.65, y: 105, width: 33.3, height: 42))
        assertRect(key("⇧"), CGRect(x: 3, y: 158, width: 43.29, height: 42))
        assertRect(key("123"), CGRect(x: 3, y: 211, width: 69.6, height: 42))
        assertRect(key("space"), CGRect(x: 78.6, y: 211, width: 222.15, height: 42))
        assertRect(key("return"), CGRect(x: 306.75, y: 211, width: 83.25, height: 42))
    }

    /// A key draws its shadow 1 pt lower (#898A8D at 50 %), its face, then its label, all at 5 pt corners.
    @MainActor
    func testKeyDrawsShadowFaceThenLabel() async {
        let key = KeyView("q", special: false, colors: KeyboardColors(colors))
        key.frame = CGRect(x: 3, y: 568, width: 33.3, height: 42)
        let commands = paint(key)
        XCTAssertEqual(commands[0], .fill(Rect(x: 3, y: 569, width: 33.3, height: 42), radii: .all(5),
                                          color: Color(hex: 0x898A8D, alpha: 0.5)))
        XCTAssertEqual(commands[1], .fill(Rect(x: 3, y: 568, width: 33.3, height: 42), radii: .all(5), color: Color(hex: 0xFFFFFF)))
        guard case .glyphs = commands[2] else { return XCTFail("\(commands[2])") }
    }

    /// The link row 361 wide at (16, 500): the check box's 1.5 pt outline inside the 18 pt box,
    /// (16.75, 500.75, 16.5, 16.5) at 5 pt corners; the label 18 + 10 = 28 in, 361 - 28 = 333 wide.
    @MainActor
    func testLinkRowCheckboxAndLabel() async {
        let row = LinkRowView(colors: colors)
        row.frame = CGRect(x: 16, y: 500, width: 361, height: 18)
        let commands = paint(row)
        XCTAssertEqual(row.titleLabel.frame, CGRect(x: 28, y: 0, width: 333, height: 18))
        XCTAssertEqual(commands[0], .stroke(Rect(x: 16.75, y: 500.75, width: 16.5, height: 16.5), radii: .all(5), lineWidth: 1.5,
                                            color: Color(hex: 0x3C3C43, alpha: 0.3)))
    }

    /// The emoji circle: the ellipse over its 100 x 100 bounds in the tint at 15 % (alpha
    /// replaced, as `withAlphaComponent` does), the emoji above it.
    @MainActor
    func testEmojiCircle() async {
        let emoji = EmojiCircleView(emoji: "\u{1F4AC}", colors: colors)
        emoji.frame = CGRect(x: 146.5, y: 140, width: 100, height: 100)
        let commands = paint(emoji)
        XCTAssertEqual(commands[0], .fillEllipse(Rect(x: 146.5, y: 140, width: 100, height: 100),
                                                 color: Color(hex: 0x007AFF, alpha: 0.15)))
        guard case .glyphs = commands[1] else { return XCTFail("\(commands[1])") }
    }

    /// The shortcuts bar 393 x 89 (55 of row above 34 of home indicator): three slots of
    /// (393 - 44) / 3 wide with separators at their right edges from 16.5 to 38.5 (0.3 of the row
    /// in from each end), and the chevron centred in the last 44 pt at (371, 27.5), arms 6.
    @MainActor
    func testShortcutsBarSeparatorsAndChevron() async {
        let bar = ShortcutsBarView(homeIndicatorHeight: 34, colors: KeyboardColors(colors))
        bar.frame = CGRect(x: 0, y: 0, width: 393, height: 89)
        let lines = paint(bar).compactMap { c -> [Double]? in
            if case .line(let a, let b, _, _) = c { return [a.x, a.y, b.x, b.y] } else { return nil }
        }
        let slot = 349.0 / 3
        XCTAssertEqual(lines.count, 5)
        for (i, line) in lines.prefix(3).enumerated() {
            XCTAssertEqual(line[0], slot * Double(i + 1), accuracy: 1e-9)
            XCTAssertEqual(line[1], 16.5, accuracy: 1e-9)
            XCTAssertEqual(line[3], 38.5, accuracy: 1e-9)
        }
        XCTAssertEqual(Array(lines[3...]), [[365, 24.5, 371, 30.5], [371, 30.5, 377, 24.5]])
    }

    /// A field's section: the placeholder at the text origin while empty, the text instead once
    /// typed, and the caret view only while a caret is given.
    @MainActor
    func testFieldSectionShowsPlaceholderOrTextAndTheCaret() async {
        let section = FieldSectionView(placeholder: "Style Name", font: .systemFont(ofSize: 17), colors: colors)
        section.frame = CGRect(x: 16, y: 264, width: 361, height: 52)
        section.textOrigin = CGPoint(x: 16, y: 16)
        section.wrapWidth = 324
        section.layoutIfNeeded()
        XCTAssertFalse(section.placeholderLabel.isHidden)
        XCTAssertTrue(section.textLabel.isHidden)
        XCTAssertTrue(section.caretView.isHidden)
        XCTAssertEqual(section.placeholderLabel.frame.origin, CGPoint(x: 16, y: 16))
        // SF Pro's line height at 17 pt: 17 * 2444 / 2048.
        XCTAssertEqual(Double(section.placeholderLabel.frame.height), 17.0 * 2444 / 2048, accuracy: 1e-9)
        section.text = "Hi"
        section.caret = CGRect(x: 30, y: 16, width: 2, height: 20.287)
        section.layoutIfNeeded()
        XCTAssertTrue(section.placeholderLabel.isHidden)
        XCTAssertFalse(section.textLabel.isHidden)
        XCTAssertEqual(section.textLabel.frame.width, 324)
        XCTAssertFalse(section.caretView.isHidden)
        XCTAssertEqual(section.caretView.frame, CGRect(x: 30, y: 16, width: 2, height: 20.287))
    }

    private func assertRect(_ got: CGRect?, _ want: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        guard let got else { return XCTFail("missing", file: file, line: line) }
        for (a, b) in [(got.minX, want.minX), (got.minY, want.minY), (got.width, want.width), (got.height, want.height)] {
            XCTAssertEqual(Double(a), Double(b), accuracy: 1e-9, file: file, line: line)
        }
    }
}
