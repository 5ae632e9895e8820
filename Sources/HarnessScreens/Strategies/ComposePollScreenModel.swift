import HarnessCore
import UIKit

/// ComposePollScreen (same codebase) as sheet-geometry.md summarises it: on text change, focus
/// change and keyboard show/hide, keeps the whole focused field 16 pt above the bottom button,
/// scrolling down only; assigns the bounds and animates the difference additively.
package final class ComposePollScreenModel: KeyboardAvoidance {
    package nonisolated let id = "compose-poll"
    package static let distanceToButton = 16.0

    package nonisolated init() {}

    package func sheetDidUpdate(_ context: AvoidanceContext) {
        guard context.isTextChange || context.isFocusChange || context.keyboardDidShow || context.keyboardDidHide,
              let field = context.fieldInScroll else { return }
        let sheet = context.sheet
        let scrollView = sheet.scrollView
        let buttonTopInScroll = Double(sheet.convert(CGRect(sheet.buttonRect), to: scrollView).minY)
        let limit = CGFloat(buttonTopInScroll - Self.distanceToButton)
        guard field.maxY > limit else { return }
        let previous = scrollView.bounds
        var bounds = previous
        let maxY = max(0, scrollView.contentSize.height - scrollView.bounds.height)
        bounds.origin.y = min(previous.origin.y + (field.maxY - limit), maxY)
        guard bounds.origin.y > previous.origin.y else { return }
        scrollView.bounds = bounds
        if !context.transition.animation.isImmediate {
            context.transition.animateBoundsOrigin(view: scrollView, from: CGPoint(x: 0, y: previous.origin.y - bounds.origin.y),
                                                   to: CGPoint(), additive: true)
        }
    }
}
