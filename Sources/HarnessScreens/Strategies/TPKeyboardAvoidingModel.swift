import HarnessCore
import UIKit

/// TPKeyboardAvoiding as sheet-geometry.md summarises it: centres the caret in the area above the
/// keyboard, keeping at least 20 pt of padding, recomputed only on keyboard show and begin
/// editing, not on each keystroke.
package final class TPKeyboardAvoidingModel: KeyboardAvoidance {
    package nonisolated let id = "tpkeyboardavoiding"
    package static let minimumPadding = 20.0

    package nonisolated init() {}

    package func sheetDidUpdate(_ context: AvoidanceContext) {
        guard context.keyboardDidShow || context.isFocusChange, context.environment.inputHeight > 0,
              let caret = context.caretInScroll else { return }
        let scrollView = context.sheet.scrollView
        let visibleHeight = scrollView.bounds.height - context.environment.inputHeight
        var y = caret.midY - visibleHeight / 2
        // The centred caret must still sit 20 pt inside the visible area's edges.
        y = min(y, caret.minY - Self.minimumPadding)
        y = max(y, caret.maxY + Self.minimumPadding - visibleHeight)
        scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(y).clamped(to: scrollView.verticalOffsetRange))
    }
}
