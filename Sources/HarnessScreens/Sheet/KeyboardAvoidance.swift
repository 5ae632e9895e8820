import ComponentFlow
import HarnessCore
import UIKit

/// What the sheet tells a keyboard-avoidance approach at the end of an update.
@MainActor
package struct AvoidanceContext {
    package let sheet: ResizableSheetComponent.View
    package let transition: ComponentTransition
    package let environment: SheetEnvironment
    /// The environment of the update before, to tell a keyboard that just showed or hid.
    package let previousEnvironment: SheetEnvironment
    /// The field that has focus, if any.
    package let focusedField: TextFieldComponent.View?

    /// The hint's kind, if the transition carries one.
    package var hintKind: TextFieldComponent.AnimationHint.Kind? {
        transition.userData(TextFieldComponent.AnimationHint.self)?.kind
    }

    package var isTextChange: Bool { hintKind == .textChanged }
    package var isFocusChange: Bool {
        if case .textFocusChanged = hintKind { return true }
        return false
    }

    package var keyboardDidShow: Bool { previousEnvironment.inputHeight == 0 && environment.inputHeight > 0 }
    package var keyboardDidHide: Bool { previousEnvironment.inputHeight > 0 && environment.inputHeight == 0 }

    /// The focused field's text view.
    package var focusedTextView: UITextView? { focusedField?.inputTextView }

    /// The focused text view's caret (at the selection's end) in the scroll view's coordinates
    /// (nil without focus or layout).
    package var caretInScroll: CGRect? {
        guard let textView = focusedTextView else { return nil }
        let rect = textView.caretRectAtSelectionEnd
        return rect.isNull ? nil : textView.convert(rect, to: sheet.scrollView)
    }

    /// The focused field's text view frame in the scroll view's coordinates.
    package var fieldInScroll: CGRect? {
        focusedTextView.map { $0.convert($0.bounds, to: sheet.scrollView) }
    }
}

/// A way of keeping typed text above the keyboard. The sheet makes its content column with it
/// and calls it at the end of every update with every frame set; each approach decides from the
/// context which events it listens to. The design's caret tracking is its content column's own
/// update (`CaretTrackingDesign`); the others model the approaches of sheet-geometry.md and the
/// alt-*.md references, each in its own file with its source, over a column that never recenters.
@MainActor
package protocol KeyboardAvoidance: AnyObject {
    /// Short name used on the command line and in reports.
    nonisolated var id: String { get }
    /// The sheet's content column.
    func makeContent() -> any DesignContentView
    /// Extra room the approach adds below the content (a padding), in points.
    func contentBottomPadding(environment: SheetEnvironment, device: Device) -> Double
    /// Acts on the update (scrolls, insets) or not.
    func sheetDidUpdate(_ context: AvoidanceContext)
}

extension KeyboardAvoidance {
    package func contentBottomPadding(environment: SheetEnvironment, device: Device) -> Double { 0 }
    package func makeContent() -> any DesignContentView { PlainContentColumn() }
}

/// The content column with no caret tracking: the fields laid out by the column's rhythm, and
/// nothing scrolled on any hint (the column the other approaches act around).
@MainActor
package final class PlainContentColumn: UIView, DesignContentView {
    private let titleSection = ListSectionComponent.View()
    private let textSection = ListSectionComponent.View()
    private let titleField = ListMultilineTextFieldItemComponent.View(tag: ListMultilineTextFieldItemComponent.Tag())
    private let textField = ListMultilineTextFieldItemComponent.View(tag: ListMultilineTextFieldItemComponent.Tag())

    package var titleFieldView: TextFieldComponent.View? { titleField.textFieldView }
    package var textFieldView: TextFieldComponent.View? { textField.textFieldView }

    package func update(state: ContentState, availableSize: CGSize, environment: ViewControllerComponentContainer.Environment,
                        transition: ComponentTransition) {
        state.apply(to: self, titleSection: titleSection, titleField: titleField, textSection: textSection, textField: textField,
                    transition: transition)
    }
}
