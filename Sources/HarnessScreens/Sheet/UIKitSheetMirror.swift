import ComponentFlow
import Foundation
import HarnessCore
import UIKit

/// The harness's sheet as a UIKit view tree, kept in step with it at every update: a window for
/// the variant's screen and keyboard, the full-screen scroll view (contentInsetAdjustmentBehavior
/// .never), and a content column written against UIKit (`DesignContentView`). The harness's
/// model lays the sheet out; the mirror carries its frames, scroll state and text, runs the UIKit
/// content's update (where the caret tracking runs), and hands the scroll back.
@MainActor
package final class UIKitSheetMirror {
    package let window: UIWindow
    package let scrollView = UIScrollView()
    package let content: any DesignContentView

    package init(variant: Variant, content: any DesignContentView) {
        let safe = variant.safeArea
        window = UIWindow(display: HarnessDisplay(
            screenSize: CGSize(width: variant.screen.width, height: variant.screen.height), scale: variant.device.scale,
            safeAreaInsets: UIEdgeInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right),
            keyboardHeight: variant.inputHeight))
        self.content = content
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        scrollView.addSubview(content)
    }

    /// Runs the UIKit content's update for one harness update, then writes the scroll origin
    /// and the scroll animations it started back into the harness's scroll view and transition.
    package func update(_ context: AvoidanceContext) {
        let sheet = context.sheet
        let harnessScroll = sheet.scrollView
        let timeline = UIViewAnimationTimeline.shared
        timeline.reset()
        scrollView.frame = Self.rect(harnessScroll.frame)
        scrollView.contentSize = CGSize(width: harnessScroll.contentSize.width, height: harnessScroll.contentSize.height)
        scrollView.bounds = Self.rect(harnessScroll.bounds)
        content.frame = Self.rect(sheet.content.frame)
        let state = ContentState(
            title: Self.field(sheet.content.titleField), instructions: Self.field(sheet.content.textField),
            textSize: sheet.content.textSize)
        content.update(state: state, availableSize: CGSize(width: sheet.contentAvailableSize.width,
                                                            height: sheet.contentAvailableSize.height),
                       environment: ViewControllerComponentContainer.Environment(inputHeight: context.environment.inputHeight),
                       transition: transition(context))
        let origin = scrollView.bounds.origin
        if origin.y != harnessScroll.bounds.origin.y || origin.x != harnessScroll.bounds.origin.x {
            harnessScroll.contentOffset = Point(x: origin.x, y: origin.y)
        }
        for record in timeline.records(of: scrollView, .bounds) {
            context.transition.animateBoundsOrigin(
                view: harnessScroll, from: Point(x: record.from[0], y: record.from[1]),
                to: Point(x: record.to[0], y: record.to[1]), additive: true)
        }
        sheet.content.lastRecenterOutcome = content.lastRecenterOutcome
    }

    /// The harness's transition under the codebase's type: the same duration and curve, the
    /// hint pointing at the mirrored field that fired it.
    private func transition(_ context: AvoidanceContext) -> ComponentFlow.ComponentTransition {
        let animation: ComponentFlow.ComponentTransition.Animation
        switch context.transition.animation {
        case .none: animation = .none
        case .spring(let d): animation = .curve(duration: d, curve: .spring)
        case .easeInOut(let d): animation = .curve(duration: d, curve: .easeInOut)
        }
        var result = ComponentFlow.ComponentTransition(animation: animation)
        if let hint = context.transition.userData(TextFieldComponent.AnimationHint.self) {
            let fields = context.sheet.content
            let view: ComponentFlow.TextFieldComponent.View?
            if hint.view === fields.titleField.textFieldView { view = content.titleFieldView }
            else if hint.view === fields.textField.textFieldView { view = content.textFieldView }
            else { view = nil }
            let kind: ComponentFlow.TextFieldComponent.AnimationHint.Kind
            switch hint.kind {
            case .textChanged: kind = .textChanged
            case .textFocusChanged(let focused): kind = .textFocusChanged(isFocused: focused)
            }
            result = result.withUserData(ComponentFlow.TextFieldComponent.AnimationHint(view: view, kind: kind))
        }
        return result
    }

    static func rect(_ r: Rect) -> CGRect { CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }

    static func field(_ row: ListMultilineTextFieldItemComponent.View) -> ContentState.Field {
        let textView = row.textFieldView?.inputTextView
        return ContentState.Field(text: textView?.text ?? "", selection: textView?.selectedTextRange?.offsets)
    }
}

/// A keyboard-avoidance approach whose caret tracking is a UIKit content column, run through a
/// `UIKitSheetMirror` of the sheet.
///
/// **Threading (issue 22).** UIKit's classes are `@MainActor`, as Apple's are, while frames are
/// produced on several threads (a run's tasks, the sweep's cells). As in real UIKit, the view
/// tree runs on the main actor: each update hops there (directly when already on the main
/// thread, else synchronously through the main queue, which the main actor runs on) and hands
/// back only plain values (the scroll origin, the animations it started, recenterCaret's
/// outcome), so everything after it (painting, pixels, encoding) stays on any thread. The hop
/// is cheap next to the update's own text layout, and it serialises only the UIKit half of the
/// model. The cost: nothing may block the main thread while another thread runs a sheet
/// (`SweepEngine` runs its cells in order when it is called on the main thread).
open class UIKitContentAvoidance: KeyboardAvoidance {
    package let id: String
    private let makeContent: @MainActor () -> any DesignContentView
    private var mirror: UIKitSheetMirror?

    package init(id: String, makeContent: @escaping @MainActor () -> any DesignContentView) {
        self.id = id
        self.makeContent = makeContent
    }

    package func sheetDidUpdate(_ context: AvoidanceContext) {
        MainActorHop.run(MainThreadBox(value: (self, context))) { box in
            let (approach, context) = box.value
            let mirror = approach.mirror ?? UIKitSheetMirror(variant: context.sheet.variant, content: approach.makeContent())
            approach.mirror = mirror
            mirror.update(context)
        }
    }
}
