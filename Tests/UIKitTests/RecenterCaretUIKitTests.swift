import ComponentFlow
@testable import ComponentFlow
import UIKit
import XCTest

/// recenterCaret (RecenterCaret.swift) on a bare UIKit tree the test builds: a 393 x 852 scroll
/// view holding the content column of an iPhone 15 Pro in create mode at 17 pt. Numbers by hand:
/// a line is L = 17 * 2444 / 2048 = 20.287109375; the title section sits at content y 70 + 100 +
/// 24 = 194 and is 16 + L + 16 tall; the instructions section at 194 + 52.287109375 + 24 =
/// 270.287109375, its first line's top 16 lower, at 286.287109375; the content's own y in the
/// scroll view is the container inset 54 + 10 = 64.
final class RecenterCaretUIKitTests: XCTestCase {
    private let L: CGFloat = 20.287109375

    /// The tree with `lines` lines of instructions ("1\n2..."), caret at the end, content at `contentY`.
    @MainActor
    private func tree(lines: Int, contentY: CGFloat = 64, contentHeight: CGFloat = 2000)
        -> (UIScrollView, TextStyleEditContentComponent.View, ContentState) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 393, height: contentHeight)
        let content = TextStyleEditContentComponent.View()
        scroll.addSubview(content)
        content.frame = CGRect(x: 0, y: contentY, width: 393, height: 1000)
        let text = (1...lines).map(String.init).joined(separator: "\n")
        let state = ContentState(
            title: ContentState.Field(text: "", selection: nil), instructions: ContentState.Field(text: text, selection: nil),
            textSize: 17)
        return (scroll, content, state)
    }

    @MainActor
    private func textChanged(_ view: TextFieldComponent.View?, animated: Bool = false) -> ComponentTransition {
        ComponentTransition(animation: animated ? .curve(duration: 0.4, curve: .spring) : .none)
            .withUserData(TextFieldComponent.AnimationHint(view: view, kind: .textChanged))
    }

    private let keyboardUp = ViewControllerComponentContainer.Environment(inputHeight: 336)

    @MainActor
    func testTheColumnLaysItsSectionsOutByTheRhythm() async {
        // Title section at 194, 16 + L + 16 = 52.287109375 tall; instructions at 270.287109375,
        // 32 + 3L = 92.861328125 tall; both 393 - 32 = 361 wide at x 16; the text views 16 in.
        let (_, content, state) = tree(lines: 3)
        content.update(state: state, availableSize: CGSize(width: 393, height: 852), environment: keyboardUp,
                       transition: .immediate)
        XCTAssertEqual(content.titleSection.frame, CGRect(x: 16, y: 194, width: 361, height: 52.287109375))
        XCTAssertEqual(content.textSection.frame, CGRect(x: 16, y: 270.287109375, width: 361, height: 92.861328125))
        XCTAssertEqual(content.textFieldView?.inputTextView.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: content).origin,
                       CGPoint(x: 32, y: 270.287109375))
    }

    @MainActor
    func testOverScrollIsClampedToContentHeightLessBoundsHeight() async {
        // 8 lines: caret bottom 64 + 286.287109375 + 8L = 512.583984375; visibleBottom 852 - 336 -
        // 60 - 24 = 432, so wanted 80.583984375, but max(0, 900 - 852) = 48.
        let (scroll, content, state) = tree(lines: 8, contentHeight: 900)
        content.update(state: state, availableSize: CGSize(width: 393, height: 852), environment: keyboardUp,
                       transition: textChanged(content.textFieldView))
        XCTAssertEqual(scroll.bounds.origin.y, 48)
        XCTAssertEqual(content.lastRecenterOutcome, .scrolled(from: 0, to: 48, clamped: true))
    }

    @MainActor
    func testAnAnimatedScrollAssignsTheBoundsAndAnimatesTheDifferenceAdditively() async {
        let timeline = UIViewAnimationTimeline.shared
        timeline.reset()
        let (scroll, content, state) = tree(lines: 8)
        content.update(state: state, availableSize: CGSize(width: 393, height: 852), environment: keyboardUp,
                       transition: textChanged(content.textFieldView, animated: true))
        XCTAssertEqual(scroll.bounds.origin.y, 80.583984375)
        let records = timeline.records(of: scroll, .bounds)
        XCTAssertEqual(records.count, 1)
        // From (0, previous - new) = -80.583984375 to 0, on the 0.4 s spring.
        XCTAssertEqual(records.first?.from[1], -80.583984375)
        XCTAssertEqual(records.first?.to[1], 0)
    }

    @MainActor
    func testUnderScrollIsClampedAtZero() async {
        // Content 200 pt above the scroll origin: the title caret (content y 194 + 16 = 210) at
        // scroll y 10, above visibleTop 24: wanted 0 - (24 - 10) = -14, clamped to 0.
        let (scroll, content, state) = tree(lines: 1, contentY: -200)
        content.update(state: state, availableSize: CGSize(width: 393, height: 852), environment: keyboardUp,
                       transition: textChanged(content.titleFieldView))
        XCTAssertEqual(content.lastRecenterOutcome, .clampedInPlace)
        XCTAssertEqual(scroll.bounds.origin.y, 0)
    }

    @MainActor
    func testCaretUnavailableBeforeLayoutBails() async {
        let (_, content, _) = tree(lines: 1)  // never laid out: the text views have no width
        content.recenterCaret(hintView: content.textFieldView!, availableSize: .zero, environment: keyboardUp,
                              transition: .immediate)
        XCTAssertEqual(content.lastRecenterOutcome, .bailed(.caretUnavailable))
    }

    @MainActor
    func testNoEnclosingScrollViewBails() async {
        let (_, content, state) = tree(lines: 1)
        content.removeFromSuperview()
        content.update(state: state, availableSize: CGSize(width: 393, height: 852), environment: keyboardUp,
                       transition: textChanged(content.textFieldView))
        XCTAssertEqual(content.lastRecenterOutcome, .bailed(.noScrollView))
    }

    @MainActor
    func testHintFromAnUnrelatedFieldBails() async {
        let (scroll, content, state) = tree(lines: 8)
        let stranger = ListMultilineTextFieldItemComponent.View(tag: ListMultilineTextFieldItemComponent.Tag())
        content.addSubview(stranger)
        content.update(state: state, availableSize: CGSize(width: 393, height: 852), environment: keyboardUp,
                       transition: textChanged(stranger.textFieldView))
        XCTAssertEqual(content.lastRecenterOutcome, .bailed(.unrelatedField))
        XCTAssertEqual(scroll.bounds.origin.y, 0)
    }

    @MainActor
    func testAFocusHintNeverRecenters() async {
        let (scroll, content, state) = tree(lines: 8)
        let focus = ComponentTransition(animation: .none)
            .withUserData(TextFieldComponent.AnimationHint(view: content.textFieldView, kind: .textFocusChanged(isFocused: true)))
        content.update(state: state, availableSize: CGSize(width: 393, height: 852), environment: keyboardUp, transition: focus)
        XCTAssertNil(content.lastRecenterOutcome)
        XCTAssertEqual(scroll.bounds.origin.y, 0)
    }

    /// A caret taller than [visibleTop, visibleBottom] cannot satisfy the rule: the design then
    /// flips between bottom- and top-aligned on every recenter. inputHeight 734: visibleBottom =
    /// origin + 852 - 734 - 60 - 24 = origin + 34, visibleTop = origin + 24, a 10 pt range for a
    /// caret at 350.287109375...370.57421875 (64 + 286.287109375, one line).
    @MainActor
    func testATallCaretFlipsBetweenEdgesOnEachRecenter() async {
        let (scroll, content, state) = tree(lines: 1, contentHeight: 5000)
        let tall = ViewControllerComponentContainer.Environment(inputHeight: 734)
        content.update(state: state, availableSize: CGSize(width: 393, height: 852), environment: tall,
                       transition: .immediate)
        func recenter() -> RecenterOutcome? {
            content.recenterCaret(hintView: content.textFieldView!, availableSize: CGSize(width: 393, height: 852),
                                  environment: tall, transition: .immediate)
            return content.lastRecenterOutcome
        }
        // Bottom below 34: origin 370.57421875 - 34 = 336.57421875.
        XCTAssertEqual(recenter(), .scrolled(from: 0, to: 336.57421875, clamped: false))
        // Top 350.287109375 is 10.287109375 above visibleTop 360.57421875: up to 326.287109375.
        XCTAssertEqual(recenter(), .scrolled(from: 336.57421875, to: 326.287109375, clamped: false))
        // The bottom is 10.287109375 below visibleBottom 360.287109375: back down.
        XCTAssertEqual(recenter(), .scrolled(from: 326.287109375, to: 336.57421875, clamped: false))
        XCTAssertEqual(scroll.bounds.origin.y, 336.57421875)
    }
}
