import HarnessCore
import HarnessScreens
@testable import UIKit
import XCTest

/// The form `caret-harness bench` times (`AutoLayoutForm`), laid out by hand: its content height
/// and the bar on the safe area, then re-solved after the bar's height constant changes.
final class AutoLayoutFormTests: XCTestCase {
    @MainActor
    func testTheBenchFormLaysOutAsWorkedByHand() async throws {
        // iPhone 15 Pro (393 x 852, safe area bottom 34), the keyboard hidden.
        let form = AutoLayoutForm(device: .iPhone15Pro)
        // 12 rows of 36 with 11 gaps of 12 and 16 above and below: 432 + 132 + 32 = 596.
        XCTAssertEqual(form.scroll.contentSize.height, 596)
        XCTAssertEqual(form.bar.frame.maxY, 818)   // 852 - 34: the keyboard is hidden

        for round in 0..<7 { form.barHeight.constant = round % 2 == 0 ? 60 : 52; form.window.layoutIfNeeded() }
        XCTAssertEqual(form.bar.frame.height, 60, "the last round (6, even) set 60")
    }
}
