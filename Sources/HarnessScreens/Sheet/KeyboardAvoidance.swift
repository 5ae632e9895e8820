import HarnessCore
import HarnessText

/// What the sheet tells a keyboard-avoidance approach at the end of an update.
package struct AvoidanceContext {
    package let sheet: ResizableSheetComponent.View
    package let transition: ComponentTransition
    package let environment: SheetEnvironment
    /// The environment of the update before, to tell a keyboard that just showed or hid.
    package let previousEnvironment: SheetEnvironment
    /// The field that has focus, if any.
    package let focusedField: ListMultilineTextFieldItemComponent.View?

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
    package var focusedTextView: TextView? { focusedField?.textFieldView?.inputTextView }

    /// The focused text view's caret in the scroll view's coordinates (nil without focus or layout).
    package var caretInScroll: Rect? {
        guard let textView = focusedTextView else { return nil }
        let rect = textView.caretRectAtSelectionEnd
        return rect.isNull ? nil : textView.convert(rect, to: sheet.scrollView)
    }

    /// The focused field's text view frame in the scroll view's coordinates.
    package var fieldInScroll: Rect? {
        focusedTextView.map { $0.convert($0.bounds, to: sheet.scrollView) }
    }
}

/// A way of keeping typed text above the keyboard. The sheet calls it at the end of every update
/// with every frame set; each approach decides from the context which events it listens to.
/// The design's caret tracking is one implementation; the others model the approaches of
/// sheet-geometry.md and the alt-*.md references, each in its own file with its source.
package protocol KeyboardAvoidance: AnyObject {
    /// Short name used on the command line and in reports.
    var id: String { get }
    /// Extra room the approach adds below the content (a padding), in points.
    func contentBottomPadding(environment: SheetEnvironment, device: Device) -> Double
    /// Acts on the update (scrolls, insets) or not.
    func sheetDidUpdate(_ context: AvoidanceContext)
}

extension KeyboardAvoidance {
    package func contentBottomPadding(environment: SheetEnvironment, device: Device) -> Double { 0 }
}
