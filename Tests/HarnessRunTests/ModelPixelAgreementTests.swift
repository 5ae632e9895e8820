import HarnessPixels
import HarnessRun
import XCTest

/// The one model–pixels agreement, numbers by hand: at 2x one device pixel is 1 / 2 = 0.5 pt.
final class ModelPixelAgreementTests: XCTestCase {
    /// A caret whose bottom is at `caretBottom` px over a button whose top is at 1000 px, at 2x:
    /// the pixels' gap is (1000 - caretBottom) / 2 pt.
    private func measured(caretBottom: Double) -> PixelMeasurement {
        PixelMeasurement(status: .measured, caret: CaretMeasurement(leftX: 100, rightX: 104, topY: caretBottom - 44, bottomY: caretBottom),
                         caretCandidateCount: 1, buttonTopY: 1000, buttonMidX: 300, keyboardTopY: nil, scale: 2)
    }

    func testGapsWithinOneDevicePixelAgree() {
        // (1000 - 952) / 2 = 24 pt: the model's 24 exactly.
        XCTAssertEqual(ModelPixelAgreement(modelGap: 24, covered: false, measured(caretBottom: 952), scale: 2), .agree)
        // (1000 - 951) / 2 = 24.5 pt: 0.5 pt apart, one device pixel, still agreeing.
        XCTAssertEqual(ModelPixelAgreement(modelGap: 24, covered: false, measured(caretBottom: 951), scale: 2), .agree)
        // (1000 - 950.8) / 2 = 24.6 pt: 0.6 pt apart, more than a pixel.
        guard case .gapsDiffer(let model, let pixels) = ModelPixelAgreement(modelGap: 24, covered: false,
                                                                            measured(caretBottom: 950.8), scale: 2) else {
            return XCTFail("0.6 pt apart at 2x must disagree")
        }
        XCTAssertEqual(model, 24)
        XCTAssertEqual(pixels, 24.6, accuracy: 1e-9)
        // Read at 3x, one device pixel is 1/3 pt, so gaps 0.5 pt apart disagree.
        XCTAssertFalse(ModelPixelAgreement(modelGap: 24, covered: false, measured(caretBottom: 951), scale: 3).holds)
    }

    func testCoveredOrAbsentCaretsAreNotAsked() {
        let none = PixelMeasurement(status: .noCaret, caret: nil, caretCandidateCount: 0, buttonTopY: 1000, buttonMidX: 300,
                                    keyboardTopY: nil, scale: 2)
        XCTAssertEqual(ModelPixelAgreement(modelGap: nil, covered: false, none, scale: 2), .notAsked)
        XCTAssertEqual(ModelPixelAgreement(modelGap: -3, covered: true, measured(caretBottom: 952), scale: 2), .notAsked)
        XCTAssertEqual(ModelPixelAgreement(modelGap: nil, covered: false, measured(caretBottom: 952), scale: 2), .pixelsShowACaret)
        XCTAssertEqual(ModelPixelAgreement(modelGap: 24, covered: false, none, scale: 2), .pixelsFindNoCaret)
    }
}
