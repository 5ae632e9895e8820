import HarnessCore
import HarnessScreens
import XCTest
@testable import HarnessScreens

/// Where the painter puts the two edge effects and the colours it paints them in, worked from
/// sheet-geometry.md by hand (iPhone 15 Pro: 393 x 852, safe bottom 34, inputHeight 336 with the
/// predictive bar; iPhone SE: 375 x 667, safe bottom 0).
@MainActor
final class EdgeEffectsTests: XCTestCase {
    /// The painted gradients, bottom first (it is drawn with the content), then the header's.
    private func gradients(_ screen: TextStyleEditScreen, at time: Double? = nil)
        -> [(rect: Rect, radii: CornerRadii, gradient: LinearGradient)]
    {
        let painter = SheetPainter(screen: screen, appearance: .light)
        return (time.map { painter.paint(at: $0) } ?? painter.paint()).commands.compactMap {
            if case let .fillGradient(rect, radii, gradient) = $0 { return (rect, radii, gradient) }
            return nil
        }
    }

    func testBottomBandWithTheKeyboardShown() async {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        screen.tap(.instructions)
        let painted = gradients(screen)
        XCTAssertEqual(painted.count, 2)
        // Button bottom 852 - 336 - 8 = 508; band top 508 - (52 + 36) = 420; filled to the
        // screen's bottom, 852 - 420 = 432 tall, the sheet's full width.
        XCTAssertEqual(painted[0].rect, Rect(x: 0, y: 420, width: 393, height: 432))
        XCTAssertEqual(painted[0].radii, .none)
        XCTAssertEqual(painted[0].gradient.start, Point(x: 196.5, y: 420))
        XCTAssertEqual(painted[0].gradient.end, Point(x: 196.5, y: 508))
    }

    func testBottomBandWithTheKeyboardHidden() async {
        // 15 Pro: button bottom 852 - max(34, 30) = 818, band 730...818, filled 852 - 730 = 122.
        let pro = gradients(TextStyleEditScreen(device: .iPhone15Pro, mode: .create))
        XCTAssertEqual(pro[0].rect, Rect(x: 0, y: 730, width: 393, height: 122))
        XCTAssertEqual(pro[0].gradient.end.y, 818)
        // SE: button bottom 667 - max(0, 30) = 637, band 549...637, filled 667 - 549 = 118.
        let se = gradients(TextStyleEditScreen(device: Device.named("iphone-se-3")!, mode: .create))
        XCTAssertEqual(se[0].rect, Rect(x: 0, y: 549, width: 375, height: 118))
        XCTAssertEqual(se[0].gradient.start.y, 549)
        XCTAssertEqual(se[0].gradient.end.y, 637)
    }

    func testBottomBandFollowsThePresentedButton() async {
        // A tap at 0 s shows the keyboard: the button rises from y 852 - 34 - 52 = 766 to
        // 852 - 336 - 8 - 52 = 456 on the 0.5 s spring. At 0.25 s (tau 0.25, x = 0.3896821 from
        // TimingCurveTests) it is at 456 + 310 (1 - 0.3896821) = 645.198549: bottom 697.198549,
        // band top 697.198549 - 88 = 609.198549.
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        screen.tap(.instructions)
        let painted = gradients(screen, at: 0.25)
        XCTAssertEqual(painted[0].rect.minY, 609.198549, accuracy: 1e-5)
        XCTAssertEqual(painted[0].rect.maxY, 852, accuracy: 1e-9)
        XCTAssertEqual(painted[0].gradient.end.y, 697.198549, accuracy: 1e-5)
        // At rest again the band is the model's (testBottomBandWithTheKeyboardShown).
        XCTAssertEqual(gradients(screen)[0].rect, Rect(x: 0, y: 420, width: 393, height: 432))
    }

    func testHeaderFadeRunsFromEightyUpToSixty() async {
        // Keyboard shown: topInset 0, the sheet's top at the container inset 54 + 10 = 64; the
        // header is 64...144, clear at 144, opaque from 64 + 16 + 44 = 124 up, top corners 40.
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        screen.tap(.title)
        let header = gradients(screen)[1]
        XCTAssertEqual(header.rect, Rect(x: 0, y: 64, width: 393, height: 80))
        XCTAssertEqual(header.radii, .top(40))
        XCTAssertEqual(header.gradient.start, Point(x: 196.5, y: 144))
        XCTAssertEqual(header.gradient.end, Point(x: 196.5, y: 124))
        // The emoji circle's top at rest, 64 + 70 = 134, is half-way into the 20 pt fade.
        XCTAssertEqual(Double(screen.sheet.contentLayout.emoji.minY) + 64, 134)
    }

    func testStopsFollowTheCubeOfTheDepth() async {
        let color = Color(hex: 0xF2F2F7)
        let stops = EdgeEffects.stops(color: color)
        XCTAssertEqual(stops.count, 17)
        XCTAssertEqual(stops.map(\.offset), (0...16).map { Double($0) / 16 })
        // (k / 16)^3: k 0 -> 0, 4 -> 1/64 = 0.015625, 8 -> 1/8, 12 -> 27/64 = 0.421875, 16 -> 1.
        for (k, alpha) in [(0, 0.0), (4, 0.015625), (8, 0.125), (12, 0.421875), (16, 1.0)] {
            XCTAssertEqual(stops[k].color, color.withAlpha(alpha), "stop \(k)")
        }
        // A colour with its own alpha keeps it as the opaque end's: 0.5 * 0.125 at the middle.
        XCTAssertEqual(EdgeEffects.stops(color: color.withAlpha(0.5))[8].color.alpha, 0.0625)
    }

    func testTheDesignsCaretPositionIsAlmostClear() async {
        // The design keeps the caret 24 pt above the button, 36 - 24 = 12 pt into the 88 pt band:
        // depth 12 / 88 = 0.13636, between stops 2 (0.125, alpha 1/512 = 0.001953125) and
        // 3 (0.1875, alpha 27/4096 = 0.006591796875): 0.001953125 + (0.13636 - 0.125) / 0.0625 *
        // 0.004638671875 = 0.0027964. Far below the 24 / 242 = 0.0992 the measurer would notice.
        let depth = 12.0 / 88
        let stops = EdgeEffects.stops(color: Color(hex: 0))
        let t = (depth - stops[2].offset) / (stops[3].offset - stops[2].offset)
        let drawn = stops[2].color.alpha + t * (stops[3].color.alpha - stops[2].color.alpha)
        XCTAssertEqual(drawn, 0.0027964, accuracy: 1e-6)
        XCTAssertEqual(EdgeEffects.opacity(atDepth: depth), 0.0025357, accuracy: 1e-6)  // 0.13636^3
        XCTAssertLessThan(drawn, 24.0 / 242)
    }

    func testPalettesUseTheElevatedSheetColours() async {
        // sheet-geometry.md's colour table: a sheet is an elevated surface.
        let dark = Appearance.dark.palette, light = Appearance.light.palette
        XCTAssertEqual(dark.sheetBackground, Color(hex: 0x1C1C1E))
        XCTAssertEqual(dark.sectionBackground, Color(hex: 0x2C2C2E))
        XCTAssertEqual(dark.tint, Color(hex: 0x0A84FF))
        XCTAssertEqual(dark.primaryText, Color(hex: 0xFFFFFF))
        XCTAssertEqual(dark.secondaryText, Color(hex: 0xEBEBF5, alpha: 0.3))
        XCTAssertEqual(light.sheetBackground, Color(hex: 0xF2F2F7))
        XCTAssertEqual(light.sectionBackground, Color(hex: 0xFFFFFF))
        // The keyboard's background must stay apart from the sheet's for the pixel measurer,
        // which keys on it within 6 levels: dark 0x2B - 0x1C = 15 levels.
        XCTAssertNotEqual(dark.keyboardBackground, dark.sheetBackground)
    }
}
