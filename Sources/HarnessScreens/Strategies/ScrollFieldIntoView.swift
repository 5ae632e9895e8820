import HarnessCore

/// alt-scroll-field-into-view.md (a UITextField wrapper observing the keyboard): when the keyboard
/// appears, contentInset.bottom = the keyboard's overlap with the scroll view's bounds, then
/// scrollRectToVisible(the field's frame); the inset goes back to zero when editing ends (here:
/// when the keyboard hides). iOS posts the keyboard's frame again when focus moves to another
/// field while it shows, so a focus change with the keyboard up acts too. Typing never scrolls.
package final class ScrollFieldIntoView: KeyboardAvoidance {
    package let id = "scroll-field-into-view"

    package init() {}

    package func sheetDidUpdate(_ context: AvoidanceContext) {
        let scrollView = context.sheet.scrollView
        if context.keyboardDidHide {
            scrollView.contentInset = .zero
            return
        }
        guard context.keyboardDidShow || (context.isFocusChange && context.environment.inputHeight > 0),
              let field = context.fieldInScroll, let keyboard = context.sheet.keyboardRect else {
            return
        }
        let keyboardInScroll = context.sheet.convert(keyboard, to: scrollView)
        let overlap = scrollView.bounds.intersection(keyboardInScroll)
        scrollView.contentInset = Insets(bottom: overlap.isNull ? 0 : overlap.height)
        scrollView.scrollRectToVisible(field)
    }
}
