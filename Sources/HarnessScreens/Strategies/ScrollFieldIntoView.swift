import HarnessCore
import UIKit

/// alt-scroll-field-into-view.md (a UITextField wrapper observing the keyboard): when the keyboard
/// appears, contentInset.bottom = the keyboard's overlap with the scroll view's bounds, then
/// scrollRectToVisible(the field's frame); the inset goes back to zero when editing ends (here:
/// when the keyboard hides). iOS posts the keyboard's frame again when focus moves to another
/// field while it shows, so a focus change with the keyboard up acts too. Typing never scrolls.
package final class ScrollFieldIntoView: KeyboardAvoidance {
    package nonisolated let id = "scroll-field-into-view"

    package nonisolated init() {}

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
        let keyboardInScroll = context.sheet.convert(CGRect(keyboard), to: scrollView)
        let overlap = scrollView.bounds.intersection(keyboardInScroll)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: overlap.isNull ? 0 : overlap.height, right: 0)
        scrollView.scrollRectToVisible(field, animated: false)
    }
}
