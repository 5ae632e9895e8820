@testable import HarnessPasses
import HarnessReports
import XCTest

/// The assertion's numbers as a person reads them: at most two decimals, no trailing zeros;
/// names with digits in them untouched.
final class FailureWordingTests: XCTestCase {
    func testDecimalsAreRoundedToHundredths() {
        // 785.6666… -> 785.67; 169.66666666666666 -> 169.67; 12.666666666666666 -> 12.67; 54.0 -> 54.
        XCTAssertEqual(FrameCause.rounded("in x 169.66666666666666 y 785.6666666666666 w 54.0 h 12.666666666666666 pt"),
                       "in x 169.67 y 785.67 w 54 h 12.67 pt")
        // -237.1 stays; 0.004 -> 0; -0.005 -> -0.01 (half away from zero); 2.50 -> 2.5.
        XCTAssertEqual(FrameCause.rounded("gap -237.1 pt, 0.004, -0.005, 2.50"), "gap -237.1 pt, 0, -0.01, 2.5")
    }

    func testNamesVersionsAndWholeNumbersAreLeftAlone() {
        let text = "iphone-15-pro-light frame s000-004-tap (Script.swift:19) 1388 pixels, version 1.2.3"
        XCTAssertEqual(FrameCause.rounded(text), text)
    }

    func testTheGroupingKeyMasksNumbers() {
        XCTAssertEqual(FailureGroups.numbersMasked("gap -286.0 pt, expected >= 16"), "gap -# pt, expected >= #")
    }
}
