@testable import HarnessScreens
import HarnessCore
import XCTest

/// The settings axes, with numbers worked out by hand from sheet-geometry.md and SF Pro Text's
/// hhea (unitsPerEm 2048, ascender 1950, descender -494: a line is size * 2444 / 2048).
@MainActor
final class VariantTests: XCTestCase {
    private func screen(_ settings: Settings, device: Device = .iPhone15Pro, instructions: String = "") -> TextStyleEditScreen {
        TextStyleEditScreen(variant: Variant(device: device, settings: settings), mode: .create, instructions: instructions)
    }

    /// Line, caret and field heights follow the text size: 14 * 2444 / 2048 = 16.70703125,
    /// 23 * 2444 / 2048 = 27.447265625, 26 * 2444 / 2048 = 31.02734375; a field is a line + 16 + 16.
    func testLineCaretAndFieldHeightAt14_23_26() async {
        for (size, line) in [(14.0, 16.70703125), (23.0, 27.447265625), (26.0, 31.02734375)] {
            let s = screen(Settings(textSize: size))
            s.tap(.title)
            let caret = SheetSnapshot(screen: s).caret!
            XCTAssertEqual(caret.height, line, "caret at \(size) pt")
            XCTAssertEqual(s.textView(.title).laidOutText?.layout.lineHeight, line, "line at \(size) pt")
            XCTAssertEqual(Double(s.section(.title).frame.height), line + 32, "field at \(size) pt")
            // The caret's top is the title text's: 64 + 70 + 100 + 24 + 16 = 274 at every size.
            XCTAssertEqual(caret.minY, 274)
        }
        // Two lines at 26 pt: the instructions field is 2 * 31.02734375 + 32 = 94.0546875 tall.
        XCTAssertEqual(Double(screen(Settings(textSize: 26), instructions: "a\nb").section(.instructions).frame.height), 94.0546875)
    }

    /// iPhone 15 Pro in landscape with the software keyboard and its bar: 852 x 393, status bar 0
    /// (container inset 10), safe left/right 59, bottom 21, inputHeight 209 (estimates).
    func testLandscapeLayoutOnIPhone15Pro() async {
        let s = screen(Settings(orientation: .landscape))
        let sheet = s.sheet
        XCTAssertEqual(sheet.screenSize, Size(width: 852, height: 393))
        XCTAssertEqual(sheet.sizing.containerInset, 10)  // 0 + 10
        XCTAssertEqual(sheet.sheetWidth, 275)  // min(852, 393) - 2 * 59
        XCTAssertEqual(sheet.sheetMinX, 288.5)  // (852 - 275) / 2
        XCTAssertEqual(Double(s.content.frame.minX), 288.5)
        XCTAssertEqual(Double(s.section(.title).frame.width), 243)  // 275 - 2 * 16
        // Keyboard hidden: 30 from the sheet's sides, bottom max(21, 30) = 30: y 393 - 30 - 52 = 311.
        XCTAssertEqual(sheet.buttonRect, Rect(x: 318.5, y: 311, width: 215, height: 52))
        s.tap(.instructions)
        // Keyboard shown: y 393 - 209 - 8 - 52 = 124, 16 from the sheet's sides: x 304.5, width 243.
        XCTAssertEqual(sheet.buttonRect, Rect(x: 304.5, y: 124, width: 243, height: 52))
        XCTAssertEqual(sheet.keyboardRect, Rect(x: 0, y: 184, width: 852, height: 209))  // 393 - 209
        // Type until the sheet scrolls: the header pins at the container inset, 10...90, so the
        // band between header and button is 124 - 90 = 34 pt: less than a 20.287109375 pt line
        // plus the 24 pt cushion (44.287109375).
        for n in 1...12 { s.type("\(n)\n") }
        XCTAssertGreaterThan(sheet.scrollView.bounds.origin.y, 0)
        let snap = SheetSnapshot(screen: s)
        XCTAssertEqual(snap.header.maxY, 90)
        XCTAssertEqual(snap.button.minY - snap.header.maxY, 34)
        // The design puts the caret's bottom at 124 - 24 = 100, its top at 100 - 20.287109375 =
        // 79.712890625: under the header.
        XCTAssertEqual(snap.caret!.maxY, 100, accuracy: 1e-9)
        XCTAssertEqual(snap.caret!.minY, 79.712890625, accuracy: 1e-9)
        XCTAssertEqual(snap.occludedBy, [.header])
        XCTAssertTrue(snap.designRuleSatisfied)
    }

    /// inputHeight on iPhone 15 Pro for each keyboard kind: 336 with the predictive bar, 292
    /// without, 55 for a hardware keyboard's shortcuts bar (estimate), 0 with no input view.
    func testInputHeightForEachKeyboardKind() async {
        let expected: [(KeyboardKind, Double)] = [(.software, 336), (.softwareNoPredictive, 292), (.hardware, 55), (.none, 0)]
        for (kind, height) in expected {
            let s = screen(Settings(keyboard: kind))
            XCTAssertEqual(s.variant.inputHeight, height, kind.rawValue)
            XCTAssertEqual(s.inputHeight, 0, "\(kind.rawValue): hidden before a tap")
            s.tap(.title)
            XCTAssertEqual(s.inputHeight, height, kind.rawValue)
            // Button: 852 - inputHeight - 8 - 52 while an input view shows; else 852 - 34 - 52 = 766.
            XCTAssertEqual(s.sheet.buttonRect.minY, height > 0 ? 792 - height : 766, kind.rawValue)
        }
        // Landscape keyboards of the SE class: 200 with the bar, 163 without.
        let se = Device.named("iphone-se-3")!
        XCTAssertEqual(Variant(device: se, settings: Settings(orientation: .landscape)).inputHeight, 200)
        XCTAssertEqual(Variant(device: se, settings: Settings(orientation: .landscape, keyboard: .softwareNoPredictive)).inputHeight, 163)
        XCTAssertEqual(Variant(device: se, settings: Settings(orientation: .landscape)).sheetWidth, 375)  // no side insets
    }

    func testTheStandardVariantIsTodaysSheet() async {
        let v = Variant(device: .iPhone15Pro)
        XCTAssertEqual(v.id, "iphone-15-pro")
        XCTAssertEqual(v.screen, Size(width: 393, height: 852))
        XCTAssertEqual(v.sheetWidth, 393)
        XCTAssertEqual(v.inputHeight, 336)
        let other = Variant(device: .iPhone15Pro, settings: Settings(textSize: 23, orientation: .landscape, keyboard: .hardware))
        XCTAssertEqual(other.id, "iphone-15-pro-landscape-23pt-hardware")
        XCTAssertEqual(other.commandLineOptions,
                       ["--device", "iphone-15-pro", "--orientation", "landscape", "--text-size", "23", "--keyboard", "hardware"])
    }

    func testSettingsParsingNamesTheBadValue() async throws {
        XCTAssertEqual(try Settings.parse(textSize: "23", orientation: "landscape", keyboard: "software-no-predictive"),
                       Settings(textSize: 23, orientation: .landscape, keyboard: .softwareNoPredictive))
        XCTAssertEqual(try Settings.parse(textSize: nil, orientation: nil, keyboard: nil), .standard)
        XCTAssertThrowsError(try Settings.parse(textSize: "huge", orientation: nil, keyboard: nil)) {
            XCTAssertTrue("\($0)".contains("--text-size huge"))
        }
        XCTAssertThrowsError(try Settings.parse(textSize: nil, orientation: "sideways", keyboard: nil)) {
            XCTAssertTrue("\($0)".contains("--orientation sideways"))
        }
        XCTAssertThrowsError(try Settings.parse(textSize: nil, orientation: nil, keyboard: "morse")) {
            XCTAssertTrue("\($0)".contains("--keyboard morse"))
        }
        XCTAssertTrue(TextSizes.isBeyondApp(28))
        XCTAssertFalse(TextSizes.isBeyondApp(26))
    }
}
