import ComponentFlow

/// The design (caret-tracking-design.md): on a `.textChanged` hint, recenterCaret keeps the caret
/// between bounds.minY + 24 and bounds.maxY - inputHeight - 60 - 24. The code is the UIKit content
/// column's own (`ComponentFlow`: its `update` and `RecenterCaret.swift`, which import only
/// UIKit and ComponentFlow), run through the sheet's UIKit tree (`UIKitSheetMirror`) on every
/// update; this adapter only names it.
package final class CaretTrackingDesign: UIKitContentAvoidance {
    package init() {
        super.init(id: "design") { ComponentFlow.TextStyleEditContentComponent.View() }
    }
}
