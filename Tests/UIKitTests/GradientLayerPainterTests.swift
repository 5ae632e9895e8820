import HarnessPixels
import HarnessCore
import UIKit
import XCTest

/// CAGradientLayer through the view-tree painter, on trees unrelated to the sheet. Cairo samples
/// a gradient at pixel centres, so row y of a vertical axis over 0...H is at t = (y + 0.5) / H;
/// expected levels are 255 times the interpolated component, within 1 for the rasterizer's rounding.
final class GradientLayerPainterTests: XCTestCase {
    @MainActor
    func testAVerticalGradientFromRedToBlue() async throws {
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 40, height: 100), scale: 1, keyboardHeight: 0))
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.layer.addSublayer(gradient)
        window.addSubview(view)
        let image = try CairoRenderer().render(UIViewPainter().paint(window), scale: 1)
        // Row 10: t = 0.105, red 255 * 0.895 = 228.225, blue 26.775; row 50: t = 0.505, red
        // 126.225, blue 128.775.
        for (y, red, blue) in [(10, 228.225, 26.775), (50, 126.225, 128.775)] {
            let p = image.pixel(x: 20, y: y)
            XCTAssertEqual(Double(p.0), red, accuracy: 1, "row \(y)")
            XCTAssertEqual(p.1, 0)
            XCTAssertEqual(Double(p.2), blue, accuracy: 1, "row \(y)")
        }
    }

    @MainActor
    func testLocationsAnAxisAcrossAndPlacementUnderAScrolledParent() async throws {
        // A parent at (0, 0) 100 x 40 whose bounds origin is (0, 10) holds v at (0, 20) 100 x 20:
        // v shows at window y 10...30. Its layer goes black to white across, the white reached at
        // location 0.5 and continued beyond it.
        let window = UIWindow(display: HarnessDisplay(screenSize: CGSize(width: 100, height: 40), scale: 1, keyboardHeight: 0))
        window.backgroundColor = .red
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        parent.bounds.origin = CGPoint(x: 0, y: 10)
        let v = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 20))
        let gradient = CAGradientLayer()
        gradient.frame = v.bounds
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient.locations = [0, 0.5]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        v.layer.addSublayer(gradient)
        parent.addSubview(v)
        window.addSubview(parent)
        let image = try CairoRenderer().render(UIViewPainter().paint(window), scale: 1)
        func rgb(_ x: Int, _ y: Int) -> [Int] { let p = image.pixel(x: x, y: y); return [Int(p.0), Int(p.1), Int(p.2)] }
        // Column 10: t = 10.5 / 100 = 0.105, 0.21 of the way from black to white: 53.55.
        let grey = rgb(10, 20)
        for c in grey { XCTAssertEqual(Double(c), 53.55, accuracy: 1) }
        XCTAssertEqual(rgb(80, 20), [255, 255, 255])  // past location 0.5: white
        XCTAssertEqual(rgb(80, 9), [255, 0, 0])  // above v on screen: the window's red
        XCTAssertEqual(rgb(80, 30), [255, 0, 0])  // below it
        XCTAssertEqual(rgb(80, 10), [255, 255, 255])
        XCTAssertEqual(rgb(80, 29), [255, 255, 255])
    }
}
