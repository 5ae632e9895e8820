import HarnessCore
import HarnessText
import Foundation

extension UIViewPainter {
    /// A text field's text (or, empty, its placeholder in `placeholderText`) and, while it is
    /// first responder, its caret in the tint colour, clipped to the field as UIKit clips it.
    func paintField(_ field: UITextField, in frame: CGRect, alpha: CGFloat, into list: inout DisplayList) {
        list.append(.pushClip(Self.rect(frame), radii: .none))
        defer { list.append(.popClip) }
        // An empty field shows its placeholder (its empty text lays out too, to place the caret).
        let shown = (field.hasText ? field.laidOutText : nil).map { ($0, field.textColor ?? .label, field.textBackgroundColor) }
            ?? field.laidOutPlaceholder.map {
                ($0, field.placeholderStyle?.color ?? UIColor.placeholderText, field.placeholderStyle?.background)
            }
        if let ((layout, origin), colour, background) = shown {
            let dx = Double(frame.minX + origin.x), dy = Double(frame.minY + origin.y)
            paintTextBackground(layout, background, x: dx, y: dy, alpha: alpha, into: &list)
            let color = faded(colour, alpha)
            for run in layout.glyphRuns { list.append(.glyphs(run.offsetBy(dx: dx, dy: dy), color: color)) }
        }
        guard field.isFirstResponder, let end = field.selectedTextRange?.end else { return }
        let caret = field.convert(field.caretRect(for: end), to: nil)
        if !caret.isNull { list.append(.fill(Self.rect(caret), radii: .none, color: faded(field.tintColor, alpha))) }
    }
}
