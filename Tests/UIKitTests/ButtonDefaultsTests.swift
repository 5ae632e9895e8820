import HarnessCore
import UIKit
import XCTest

/// UIButton's title colours as iOS has them, drawn: a custom button's title is white (so a white
/// title on a white bar is invisible here as on a phone), a system button's the tint (#007AFF in
/// light, #0A84FF in dark: sheet-geometry.md, "iOS colours"), a colour set for normal wins.
final class ButtonDefaultsTests: XCTestCase {
    /// The colour the title's glyphs are drawn in, in a 200 x 100 window.
    @MainActor
    private func drawnTitleColor(_ button: UIButton, dark: Bool = false) -> Color? {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 200, height: 100), scale: 1, keyboardHeight: 0))
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        button.setTitle("Send", for: .normal)
        window.addSubview(button)
        button.layoutSubviews()
        let list = UIViewPainter(traits: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)).paint(window)
        return list.commands.lazy.compactMap { if case .glyphs(_, let color) = $0 { color } else { nil } }.first
    }

    @MainActor
    func testACustomButtonsTitleIsWhite() async {
        XCTAssertEqual(UIButton().buttonType, .custom)
        XCTAssertEqual(drawnTitleColor(UIButton()), Color(hex: 0xFFFFFF))
        XCTAssertEqual(drawnTitleColor(UIButton(type: .custom), dark: true), Color(hex: 0xFFFFFF))
    }

    @MainActor
    func testASystemButtonsTitleIsTheTint() async {
        XCTAssertEqual(drawnTitleColor(UIButton(type: .system)), Color(hex: 0x007AFF))
        XCTAssertEqual(drawnTitleColor(UIButton(type: .system), dark: true), Color(hex: 0x0A84FF))
        let tinted = UIButton(type: .system)
        tinted.tintColor = .systemRed
        XCTAssertEqual(drawnTitleColor(tinted), Color(hex: 0xFF3B30))
    }

    @MainActor
    func testATitleColourSetForNormalWins() async {
        let button = UIButton()
        button.setTitleColor(.black, for: .normal)
        XCTAssertEqual(drawnTitleColor(button), Color(hex: 0x000000))
        XCTAssertTrue(button.titleColor(for: .highlighted) === UIColor.black)
        XCTAssertTrue(UIButton(type: .system).titleColor(for: .normal) === UIColor.systemBlue)
    }
}
