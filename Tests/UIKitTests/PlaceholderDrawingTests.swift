import HarnessCore
@testable import UIKit
import XCTest

/// An empty text field draws its placeholder, as iOS does, in `placeholderText` (light: 0x3C3C43
/// at 30 % alpha); once it has text it draws the text in its text colour and no placeholder.
final class PlaceholderDrawingTests: XCTestCase {
    @MainActor
    func testAnEmptyFieldDrawsItsPlaceholderAndATypedOneDoesNot() async {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 200, height: 60), scale: 1, keyboardHeight: 0))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        field.placeholder = "Answer 1"
        field.textColor = .black
        window.addSubview(field)
        window.layoutIfNeeded()
        func glyphColors() -> [Color] {
            UIViewPainter().paint(window).commands.compactMap { if case .glyphs(_, let color) = $0 { color } else { nil } }
        }
        // 0x3C = 60, 0x43 = 67: (60, 60, 67) / 255 at alpha 0.3.
        let placeholder = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        XCTAssertEqual(glyphColors(), [placeholder])
        field.text = "Ada"
        XCTAssertEqual(glyphColors(), [Color(red: 0, green: 0, blue: 0, alpha: 1)])
    }
}
