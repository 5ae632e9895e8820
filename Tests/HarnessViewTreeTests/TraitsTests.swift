import HarnessCore
@testable import HarnessPasses
import HarnessScreens
import UIKit
import XCTest

/// The variant's text size, appearance and device reach UIKit's traits, so a label with
/// `preferredFont(forTextStyle: .body)` is drawn larger at 28 pt than at 17 pt. Expected numbers
/// from the system font's tables (sheet-geometry.md, "Text size": SF Pro Text, unitsPerEm 2048,
/// hhea ascender 1950, descender -494, line gap 0; the glyphs are drawn with Inter, the line box
/// is SF's, `SystemLineMetrics`):
///   line height = size * (1950 + 494) / 2048: 17 -> 20.287109375, 28 -> 33.4140625;
///   baseline below the line's top = size * 1950 / 2048: 17 -> 16.1865234375, 28 -> 26.66015625.
final class TraitsTests: XCTestCase {
    /// `ViewScreen.window` sets the current traits and the main screen, as a run does; a run puts
    /// the traits back when it ends, these tests put back the defaults (the traits' and the
    /// default phone's screen) so later tests see them.
    override func tearDown() async throws {
        await MainActor.run {
            UITraitCollection.current = UITraitCollection()
            UIScreen.main = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 393, height: 852), keyboardHeight: 336)).screen
        }
    }

    /// A screen with three labels at (16, 100), (16, 200), (16, 300): body style; body style
    /// fixed at large with `adjustsFontForContentSizeCategory`; the same without it.
    @MainActor
    private func window(textSize: Double, device: Device = .iPhone15Pro, dark: Bool = false) -> (UIWindow, [UILabel]) {
        let screen = ViewScreen { context in
            let root = UIView(frame: CGRect(origin: .zero, size: context.size))
            let large = UITraitCollection(preferredContentSizeCategory: .large)
            for (i, font) in [UIFont.preferredFont(forTextStyle: .body), .preferredFont(forTextStyle: .body, compatibleWith: large),
                              .preferredFont(forTextStyle: .body, compatibleWith: large)].enumerated() {
                let label = UILabel()
                label.tag = i + 1
                label.font = font
                label.adjustsFontForContentSizeCategory = i == 1
                label.text = "Hello"
                root.addSubview(label)
            }
            return root
        }
        let window = screen.window(for: Variant(device: device, settings: Settings(textSize: textSize)), dark: dark)
        let labels = (1...3).map { window.viewWithTag($0) as! UILabel }
        for (i, label) in labels.enumerated() {
            label.sizeToFit()
            label.frame.origin = CGPoint(x: 16, y: 100 + 100 * CGFloat(i))
        }
        return (window, labels)
    }

    /// The first glyph run of each label, top to bottom.
    @MainActor
    private func runs(_ window: UIWindow) -> [GlyphRun] {
        UIViewPainter().paint(window).commands.compactMap { if case .glyphs(let run, _) = $0 { run } else { nil } }
    }

    @MainActor
    func testBodyTextIsDrawnTallerAt28ThanAt17() async {
        let (w17, labels17) = window(textSize: 17)
        XCTAssertEqual(UITraitCollection.current.preferredContentSizeCategory, .large)
        XCTAssertEqual(labels17[0].font.pointSize, 17)
        XCTAssertEqual(labels17[0].frame.height, 20.287109375)
        let (w28, labels28) = window(textSize: 28)
        // 28 pt is AX1 (accessibilityMedium) in iOS's body table.
        XCTAssertEqual(UITraitCollection.current.preferredContentSizeCategory, .accessibilityMedium)
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .accessibilityMedium)
        XCTAssertEqual(labels28[0].traitCollection.preferredContentSizeCategory, .accessibilityMedium)
        XCTAssertEqual(labels28[0].font.pointSize, 28)
        XCTAssertEqual(labels28[0].frame.height, 33.4140625)
        // Drawn: the run's size and its baseline, 100 + the ascent, lower at 28.
        let first17 = runs(w17)[0], first28 = runs(w28)[0]
        XCTAssertEqual(first17.pointSize, 17)
        XCTAssertEqual(first28.pointSize, 28)
        XCTAssertEqual(first17.glyphs[0].y, 100 + 16.1865234375)
        XCTAssertEqual(first28.glyphs[0].y, 100 + 26.66015625)
    }

    /// A text-style font made for large follows the window's category when the label adjusts;
    /// without `adjustsFontForContentSizeCategory` it stays at 17.
    @MainActor
    func testAdjustsFontForContentSizeCategory() async {
        let (_, labels) = window(textSize: 28)
        XCTAssertEqual(labels[1].font.pointSize, 28)
        XCTAssertEqual(labels[1].frame.height, 33.4140625)
        XCTAssertEqual(labels[2].font.pointSize, 17)
        XCTAssertEqual(labels[2].frame.height, 20.287109375)
    }

    /// Appearance and the device's scale: iPhone 15 Pro 3x, iPhone SE 2x (sheet-geometry.md's
    /// device table), on the window's screen, `UIScreen.main` and the traits.
    @MainActor
    func testAppearanceAndScaleReachTheTraitsAndTheScreen() async {
        let (pro, _) = window(textSize: 17, dark: true)
        XCTAssertEqual(pro.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
        XCTAssertEqual(pro.traitCollection.displayScale, 3)
        XCTAssertEqual(pro.screen.scale, 3)
        XCTAssertEqual(UIScreen.main.scale, 3)
        let (se, labels) = window(textSize: 17, device: Device.named("iphone-se-3")!)
        XCTAssertEqual(se.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(labels[0].traitCollection.displayScale, 2)
        XCTAssertEqual(labels[0].contentScaleFactor, 2)
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 375, height: 667))
    }

    /// Dynamic Type's scaling of a custom font and of a number: by the body's ratio, 28 / 17.
    @MainActor
    func testFontMetricsScaleByTheBodyRatio() async {
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        // 17 * 28 / 17 = 28; 34 * 28 / 17 = 56.
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: ax1).pointSize, 28)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .body).scaledValue(for: 34, compatibleWith: ax1), 56)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    }
}
