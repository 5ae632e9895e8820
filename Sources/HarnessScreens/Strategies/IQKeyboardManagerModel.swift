import HarnessCore
import UIKit

/// IQKeyboardManager as sheet-geometry.md summarises it: on keyboard show, begin editing and text
/// change it moves the whole text view (not the caret) to keyboardDistance = 10 pt above the
/// keyboard; a text view taller than the room above the keyboard is shown from its top. It knows
/// nothing of the sheet's bottom button. Its tracker's reports: the caret hidden behind the
/// keyboard in growing text views (#1310, #1285, #677, #547, #498, #920, #1771).
package final class IQKeyboardManagerModel: KeyboardAvoidance {
    package nonisolated let id = "iqkeyboardmanager"
    package static let keyboardDistance = 10.0

    package nonisolated init() {}

    package func sheetDidUpdate(_ context: AvoidanceContext) {
        guard context.keyboardDidShow || context.isFocusChange || context.isTextChange,
              context.environment.inputHeight > 0, let field = context.fieldInScroll else { return }
        let scrollView = context.sheet.scrollView
        let roomTop = scrollView.bounds.minY + context.sheet.headerRect.maxY
        let roomBottom = scrollView.bounds.maxY - context.environment.inputHeight - Self.keyboardDistance
        var y = scrollView.bounds.origin.y
        if field.height > roomBottom - roomTop {
            y += field.minY - roomTop
        } else if field.maxY > roomBottom {
            y += field.maxY - roomBottom
        } else if field.minY < roomTop {
            y -= roomTop - field.minY
        }
        scrollView.contentOffset = CGPoint(x: 0, y: y.clamped(to: scrollView.verticalOffsetRange))
    }
}
