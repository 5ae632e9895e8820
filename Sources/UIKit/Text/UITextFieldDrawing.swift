import Foundation
import HarnessText

extension UITextField {
    /// The laid-out text and where its origin sits in the field's bounds, for a painter
    /// (one line, centred vertically: `UIKitEstimates.textFieldCentresText`).
    package var laidOutText: (layout: TextLayout, origin: CGPoint)? { currentLayout().map { ($0, layoutOrigin) } }

    /// The placeholder laid out in the field's font, when the field is empty and has one.
    package var laidOutPlaceholder: (layout: TextLayout, origin: CGPoint)? {
        guard !hasText, let placeholder, !placeholder.isEmpty, bounds.width > 0 else { return nil }
        return TextLayouter.layout(text: placeholder, font: placeholderStyle?.font ?? font ?? .systemFont(ofSize: 17),
                                   width: .greatestFiniteMagnitude)
            .map { ($0, layoutOrigin) }
    }
}
