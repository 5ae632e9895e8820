/// The design (caret-tracking-design.md): on a `.textChanged` hint, recenterCaret keeps the caret
/// between bounds.minY + 24 and bounds.maxY - inputHeight - 60 - 24. The code is the content
/// view's own (TextStyleEditContentComponent.View.finishUpdate and recenterCaret), as the design
/// puts it there; this adapter only calls it.
public final class CaretTrackingDesign: KeyboardAvoidance {
    public let id = "design"

    public init() {}

    public func sheetDidUpdate(_ context: AvoidanceContext) {
        let sheet = context.sheet
        sheet.content.finishUpdate(availableSize: sheet.contentAvailableSize, environment: context.environment,
                                   transition: context.transition)
    }
}
