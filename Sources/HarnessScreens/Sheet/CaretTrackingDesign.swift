import ComponentFlow

/// The design (caret-tracking-design.md): on a `.textChanged` hint, recenterCaret keeps the caret
/// between bounds.minY + 24 and bounds.maxY - inputHeight - 60 - 24. The code is the UIKit content
/// column's own (`ComponentFlow`: its `update` and `RecenterCaret.swift`, which import only
/// UIKit and ComponentFlow), the sheet's column, run by the sheet's update; this type only names it.
package final class CaretTrackingDesign: UIKitContentAvoidance {
    package nonisolated init() {
        super.init(id: "design") { ComponentFlow.TextStyleEditContentComponent.View() }
    }
}

/// A keyboard-avoidance approach that is a UIKit content column of its own: the sheet's column
/// is the one it makes, and what the column's update does (the design's trigger) is the
/// approach. The design's column as this package writes it (`CaretTrackingDesign`), or as the
/// design document writes it (`scripts/check-design-as-written`).
@MainActor
open class UIKitContentAvoidance: KeyboardAvoidance {
    package nonisolated let id: String
    private let make: @MainActor () -> any DesignContentView

    package nonisolated init(id: String, makeContent: @escaping @MainActor () -> any DesignContentView) {
        self.id = id
        self.make = makeContent
    }

    package func makeContent() -> any DesignContentView { make() }

    package func sheetDidUpdate(_ context: AvoidanceContext) {}
}
