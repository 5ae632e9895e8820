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

        // The scroll view runs from the safe area's top (59) to the bar's top: 818 - 52 = 766.
        assertFrame(form.bar, CGRect(x: 0, y: 766, width: 393, height: 52))
        assertFrame(form.scroll, CGRect(x: 0, y: 59, width: 393, height: 766 - 59))
        let collections = LayoutEngine.engine(for: form.window)!.collections

        for round in 0..<7 { form.barHeight.constant = round % 2 == 0 ? 60 : 52; form.window.layoutIfNeeded() }
        XCTAssertEqual(form.bar.frame.height, 60, "the last round (6, even) set 60")
        // A 60 pt bar: its top at 818 - 60 = 758, the scroll view 758 - 59 = 699 tall; the
        // content (393 wide: the stack's 393 - 32 and its margins) keeps its 596.
        assertFrame(form.bar, CGRect(x: 0, y: 758, width: 393, height: 60))
        assertFrame(form.scroll, CGRect(x: 0, y: 59, width: 393, height: 699))
        XCTAssertEqual(form.scroll.contentSize, CGSize(width: 393, height: 596))
        XCTAssertEqual(LayoutEngine.engine(for: form.window)!.collections, collections,
                       "a constant change updates the solver without collecting the form again")
    }
}
