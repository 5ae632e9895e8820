@testable import HarnessScreens
import HarnessCore
import XCTest

@MainActor
final class SheetLayoutTests: XCTestCase {
    func testSizingFormulasKeyboardHidden() async {
        let s = ResizableSheetComponent.Sizing(screenHeight: 852, statusBarHeight: 54,
                                               contentHeight: HandWorked.emptyCreateContentHeight, inputHeight: 0)
        XCTAssertEqual(s.containerInset, 64)
        // 852 - 64 - 467.57421875 - 0
        XCTAssertEqual(s.topInset, 320.42578125)
        // max(320.42578125 + 467.57421875 + 64 + 0, 852 - 64) = max(852, 788)
        XCTAssertEqual(s.scrollContentHeight, 852)
        XCTAssertEqual(s.contentOriginY, 384.42578125)  // 320.42578125 + 64
    }

    func testSizingFormulasKeyboardShown() async {
        let s = ResizableSheetComponent.Sizing(screenHeight: 852, statusBarHeight: 54,
                                               contentHeight: HandWorked.emptyCreateContentHeight, inputHeight: 336)
        // max(0, 852 - 64 - 467.57421875 - 336) = max(0, -15.57421875)
        XCTAssertEqual(s.topInset, 0)
        // max(0 + 467.57421875 + 64 + 336, 788)
        XCTAssertEqual(s.scrollContentHeight, 867.57421875)
        XCTAssertEqual(s.contentOriginY, 64)
    }

    func testContentColumnInCreateMode() async {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        let content = screen.content
        let layout = screen.sheet.contentLayout
        XCTAssertEqual(Double(content.frame.height), HandWorked.emptyCreateContentHeight, accuracy: 1e-9)
        XCTAssertEqual(Double(layout.size.height), HandWorked.emptyCreateContentHeight, accuracy: 1e-9)
        XCTAssertEqual(Rect(layout.emoji), Rect(x: 146.5, y: 70, width: 100, height: 100))  // (393 - 100) / 2
        XCTAssertEqual(Rect(screen.section(.title).frame), Rect(x: 16, y: 194, width: 361, height: HandWorked.emptyFieldHeight))
        XCTAssertEqual(Rect(layout.titleSection), Rect(screen.section(.title).frame))
        XCTAssertEqual(Double(screen.section(.instructions).frame.minY), 194 + HandWorked.emptyFieldHeight + 24, accuracy: 1e-9)
        XCTAssertFalse(screen.sheet.hasDeleteSection)
        XCTAssertNil(layout.deleteSection)
        // Link row: instructions top 194 + 52.287109375 + 24 = 270.287109375, + 52.287109375 + 23 = 345.57421875.
        XCTAssertEqual(Double(layout.linkRow.minY), 345.57421875, accuracy: 1e-9)
    }

    func testEditModeAddsTheDeleteSection() async {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .edit)
        // 467.57421875 + 24 + 52
        XCTAssertEqual(Double(screen.content.frame.height), 543.57421875, accuracy: 1e-9)
        // 270.287109375 + 52.287109375 + 24
        XCTAssertTrue(screen.sheet.hasDeleteSection)
        XCTAssertEqual(Double(screen.sheet.contentLayout.deleteSection?.minY ?? 0), 346.57421875, accuracy: 1e-9)
    }

    func testFieldGrowsOneLineHeightPerLine() async {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create, instructions: "a\nb\nc")
        XCTAssertEqual(Double(screen.section(.instructions).frame.height), 3 * HandWorked.lineHeight + 32, accuracy: 1e-9)
    }

    func testButtonFrames() async {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        XCTAssertEqual(screen.sheet.buttonRect, Rect(x: 30, y: HandWorked.buttonTopKeyboardHidden, width: 333, height: 52))
        XCTAssertNil(screen.sheet.keyboardRect)
        screen.tap(.title)
        XCTAssertEqual(screen.sheet.buttonRect, Rect(x: 16, y: HandWorked.buttonTopKeyboardShown, width: 361, height: 52))
        XCTAssertEqual(screen.sheet.keyboardRect, Rect(x: 0, y: 516, width: 393, height: 336))
    }

    func testTitleCaretOnScreen() async {
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .create)
        screen.tap(.title)
        let caret = SheetSnapshot(screen: screen).caret!
        // 64 (content origin) + 210, as tall as a line, at the text's left edge 16 + 16.
        XCTAssertEqual(caret.minY, HandWorked.containerInset + HandWorked.titleTextTop, accuracy: 1e-9)
        XCTAssertEqual(caret.height, HandWorked.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(caret.minX, 32, accuracy: 1e-9)
    }

    func testSmallerDevicesUseTheirOwnNumbers() async {
        let se = Device.named("iphone-se-3")!
        let screen = TextStyleEditScreen(device: se, mode: .create)
        screen.tap(.title)
        // 667 - 260 - 8 - 52
        XCTAssertEqual(screen.sheet.buttonRect.minY, 347)
        XCTAssertEqual(screen.sheet.sizing.containerInset, 30)  // 20 + 10
        XCTAssertNil(Device.named("iphone-3g"))
    }
}

@MainActor
final class PrefillTests: XCTestCase {
    func testPrefilledTextObeysTheFieldRules() async {
        let longTitle = String(repeating: "a", count: 300)
        let screen = TextStyleEditScreen(device: .iPhone15Pro, mode: .edit, title: longTitle + "\nb",
                                         instructions: "one\ntwo")
        XCTAssertEqual(screen.textView(.title).text, String(repeating: "a", count: 256), "256-character limit")
        XCTAssertEqual(screen.textView(.instructions).text, "one\ntwo")
        let noNewline = TextStyleEditScreen(device: .iPhone15Pro, mode: .edit, title: "My\nstyle")
        XCTAssertEqual(noNewline.textView(.title).text, "Mystyle")
    }
}
