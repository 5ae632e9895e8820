import ComponentFlow
import UIKit
import XCTest

/// The codebase's surface the design calls, with hand-worked numbers.
final class ComponentFlowTests: XCTestCase {
    @MainActor
    func testUserDataAndImmediacy() async {
        let field = TextFieldComponent.View()
        let transition = ComponentTransition(animation: .curve(duration: 0.4, curve: .spring))
            .withUserData(TextFieldComponent.AnimationHint(view: field, kind: .textChanged))
        XCTAssertFalse(transition.animation.isImmediate)
        XCTAssertEqual(transition.animation.duration, 0.4)
        XCTAssertEqual(transition.userData(TextFieldComponent.AnimationHint.self)?.kind, .textChanged)
        XCTAssertTrue(transition.userData(TextFieldComponent.AnimationHint.self)?.view === field)
        XCTAssertNil(transition.userData(Int.self))
        XCTAssertTrue(ComponentTransition.immediate.animation.isImmediate)
    }

    @MainActor
    func testAnimationsAreRecordedOnTheTimeline() async {
        let timeline = UIViewAnimationTimeline.shared
        timeline.reset()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let spring = ComponentTransition(animation: .curve(duration: 0.4, curve: .spring))
        // The design's additive pattern: from (0, previous - new) = (0, -40) to zero.
        spring.animateBoundsOrigin(view: scroll, from: CGPoint(x: 0, y: -40), to: CGPoint(), additive: true)
        let bounds = timeline.records(of: scroll, .bounds)
        XCTAssertEqual(bounds.map(\.from), [[0, -40, 0, 0]])
        XCTAssertEqual(bounds.map(\.to), [[0, 0, 0, 0]])
        XCTAssertEqual(bounds.map(\.duration), [0.4])
        XCTAssertEqual(bounds.map(\.curve), [.named("spring")])
        // An immediate transition records nothing.
        ComponentTransition.immediate.animateBoundsOrigin(view: scroll, from: CGPoint(x: 0, y: 9), to: .zero, additive: true)
        XCTAssertEqual(timeline.records(of: scroll, .bounds).count, 1)
        // setFrame: the model at once; the offset old - new = (0, 0, 0, 50 - 70) animates to zero.
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scroll.addSubview(child)
        spring.setFrame(view: child, frame: CGRect(x: 0, y: 0, width: 100, height: 70))
        XCTAssertEqual(child.frame.height, 70)
        XCTAssertEqual(timeline.records(of: child, .frame).map(\.from), [[0, 0, 0, -20]])
    }

    @MainActor
    func testTagsAndTheFieldsLayout() async {
        let a = ListMultilineTextFieldItemComponent.Tag(), b = ListMultilineTextFieldItemComponent.Tag()
        let row = ListMultilineTextFieldItemComponent.View(tag: a)
        XCTAssertTrue(row.matches(tag: a))
        XCTAssertFalse(row.matches(tag: b))
        XCTAssertFalse(row.matches(tag: "a"))
        row.frame = CGRect(x: 0, y: 0, width: 361, height: 80)
        row.layoutIfNeeded()
        // 16 pt in from each side: (16, 0, 361 - 32 = 329, 80); the text view fills it.
        XCTAssertEqual(row.textFieldView?.frame, CGRect(x: 16, y: 0, width: 329, height: 80))
        let textView = row.textFieldView!.inputTextView
        XCTAssertEqual(textView.frame, CGRect(x: 0, y: 0, width: 329, height: 80))
        // The list field's text view: inset top 16, the left padding cancelled (-5 + 5 = 0).
        XCTAssertEqual(textView.caretRect(for: textView.beginningOfDocument),
                       CGRect(x: 0, y: 16, width: 2, height: 20.287109375))
        // Empty: one line plus 16 + 16 = 52.287109375.
        XCTAssertEqual(textView.sizeThatFits(CGSize(width: 329, height: 1000)).height, 52.287109375)
    }
}
