import Foundation
import HarnessText

/// The geometry both text inputs share: where the laid-out text sits in the view, and the
/// UITextInput answers in UTF-16 units computed from the layout.
@MainActor
protocol TextInputGeometry: AnyObject {
    var content: TextContent { get }
    /// The layout at the view's current width (nil before the view has a width).
    func currentLayout() -> TextLayout?
    /// Where the layout's top-left lies in the view's space.
    var layoutOrigin: CGPoint { get }
}

extension TextInputGeometry {
    func position(_ utf16: Int) -> UITextPosition { UITextPosition(content.snapped(utf16)) }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.utf16Offset + offset
        guard target >= 0, target <= content.utf16Count else { return nil }
        return UITextPosition(content.snapped(target))
    }

    func caretRect(for position: UITextPosition) -> CGRect {
        guard let layout = currentLayout() else { return .null }
        let r = layout.caretRect(atOffset: content.graphemeOffset(position.utf16Offset))
        return CGRect(x: CGFloat(r.origin.x) + layoutOrigin.x, y: CGFloat(r.origin.y) + layoutOrigin.y,
                      width: UIKitEstimates.caretWidth, height: CGFloat(r.size.height))
    }

    /// The first line's part of `range`: from the start's caret to the end's (or the line's end).
    func firstRect(for range: UITextRange) -> CGRect {
        guard let layout = currentLayout() else { return .null }
        let start = content.graphemeOffset(range.start.utf16Offset), end = content.graphemeOffset(range.end.utf16Offset)
        let line = layout.lineIndex(containingOffset: start)
        let a = layout.caretRect(atOffset: start)
        let rightX = layout.lineIndex(containingOffset: end) == line && end > start
            ? layout.caretRect(atOffset: end).origin.x : max(a.origin.x, layout.lines[line].width)
        return CGRect(x: CGFloat(a.origin.x) + layoutOrigin.x, y: CGFloat(a.origin.y) + layoutOrigin.y,
                      width: CGFloat(rightX - a.origin.x), height: CGFloat(a.size.height))
    }

    var selectedTextRangeValue: UITextRange {
        UITextRange(UITextPosition(content.selected.location),
                    UITextPosition(content.selected.location + content.selected.length))
    }
}
