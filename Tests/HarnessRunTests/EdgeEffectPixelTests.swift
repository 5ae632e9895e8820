import HarnessPixels
import HarnessCore
import HarnessScreens
import XCTest
@testable import HarnessScreens

/// The edge effects drawn by cairo at 3x, read back at hand-worked rows. Over opaque black, a
/// pixel under the light sheet colour (242, 242, 247) at opacity a has red 242 a (within one
/// level). Pixel row r is sampled at its centre, (r + 0.5) / 3 pt.
final class EdgeEffectPixelTests: XCTestCase {
    private let sheet = Color(hex: 0xF2F2F7)

    private func renderOverBlack(_ command: DrawCommand) throws -> RGBAImage {
        let size = Size(width: 393, height: 852)
        let list = DisplayList(size: size, commands: [.fill(Rect(origin: .zero, size: size), radii: .none,
                                                            color: Color(hex: 0x000000)), command])
        return try CairoRenderer().render(list, scale: 3)
    }

    private func assertRed(_ image: RGBAImage, row: Int, is expected: Double, file: StaticString = #filePath,
                           line: UInt = #line) {
        let p = image.pixel(x: 600, y: row)
        XCTAssertEqual(Double(p.0), expected, accuracy: 1, "row \(row)", file: file, line: line)
        XCTAssertEqual(p.3, 255, file: file, line: line)
    }

    func testBottomBandAtHandWorkedRows() throws {
        // Keyboard shown on the 15 Pro: button 456...508, band 420...508. Stop k sits at
        // 420 + 5.5 k pt; for odd k that is a row centre: row 1259.5 + 16.5 k.
        let button = Rect(x: 16, y: 456, width: 361, height: 52)
        let image = try renderOverBlack(EdgeEffects.bottom(button: button, sheetMinX: 0, sheetWidth: 393,
                                                           screenHeight: 852, color: sheet))
        assertRed(image, row: 1408, is: 242 * 0.177978515625)  // k 9: (9/16)^3, 43.07
        assertRed(image, row: 1474, is: 242 * 0.536376953125)  // k 13: (13/16)^3, 129.80
        assertRed(image, row: 1507, is: 242 * 0.823974609375)  // k 15: (15/16)^3, 199.40
        // Below the button's bottom (row 1530 = 510.17 pt) the sheet colour, opaque.
        XCTAssertTrue(image.pixel(x: 600, y: 1530) == (242, 242, 247, 255))
        // Above the band (row 1257 = 419.17 pt) untouched black.
        XCTAssertTrue(image.pixel(x: 600, y: 1257) == (0, 0, 0, 255))
        // Where the design keeps the caret's bottom, 24 pt above the button (432 pt): row 1295 at
        // 431.8333 pt, depth 11.8333 / 88 = 0.134470, 0.151515 of the way from stop 2 (1/512) to
        // stop 3 (27/4096): 0.0026560, red 0.64. A caret there is drawn as tint.
        assertRed(image, row: 1295, is: 0.64)
    }

    func testHeaderFadeAtHandWorkedRows() throws {
        // Header 64...144: clear at 144, opaque from 124. Stop k sits at 144 - 1.25 k pt, a row
        // centre for k = 2, 6, 10, 14: row 431.5 - 3.75 k.
        let header = Rect(x: 0, y: 64, width: 393, height: 80)
        let image = try renderOverBlack(EdgeEffects.top(header: header, cornerRadius: 40, color: sheet))
        assertRed(image, row: 409, is: 242 * 0.052734375)  // k 6: (6/16)^3, 12.76
        assertRed(image, row: 394, is: 242 * 0.244140625)  // k 10: (10/16)^3, 59.08
        assertRed(image, row: 379, is: 242 * 0.669921875)  // k 14: (14/16)^3, 162.12
        // Opaque above 124 pt (row 369 = 123.17 pt); clear below 144 pt (row 433 = 144.5 pt).
        XCTAssertTrue(image.pixel(x: 600, y: 369) == (242, 242, 247, 255))
        XCTAssertTrue(image.pixel(x: 600, y: 433) == (0, 0, 0, 255))
        // The rounded top corner: (1, 193) is outside the 40 pt arc (x 0.33 pt at y 64.33 pt).
        XCTAssertTrue(image.pixel(x: 1, y: 193) == (0, 0, 0, 255))
    }

    @MainActor
    func testDarkSheetIsElevatedAboveTheBlackBackdrop() async throws {
        // Create mode at rest, keyboard hidden, 15 Pro: the sheet's top at 852 - 467.57421875 =
        // 384.42578125, the title section 384.42578125 + 194 = 578.43 ... 630.71, x 16 ... 377.
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        let list = SheetPainter(screen: screen, appearance: .dark).paint()
        let image = try CairoRenderer().render(list, scale: 1)
        XCTAssertTrue(image.pixel(x: 200, y: 100) == (0, 0, 0, 255))  // black app, dimmed by 0.4 black
        XCTAssertTrue(image.pixel(x: 5, y: 600) == (0x1C, 0x1C, 0x1E, 255))  // the sheet, beside the section
        XCTAssertTrue(image.pixel(x: 360, y: 600) == (0x2C, 0x2C, 0x2E, 255))  // the section, right of its text
        // Under the button, in the 34 pt below it (852 - 34 = 818 ... 852): the sheet colour.
        XCTAssertTrue(image.pixel(x: 5, y: 830) == (0x1C, 0x1C, 0x1E, 255))
    }
}
