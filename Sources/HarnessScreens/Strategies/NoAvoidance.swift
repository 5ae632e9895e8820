
/// Nothing follows the keyboard or the caret: the sheet's inputHeight plumbing alone (the scroll
/// view can pan past the keyboard, but never does by itself). The baseline of the comparison.
public final class NoAvoidance: KeyboardAvoidance {
    public let id = "none"

    public init() {}

    public func sheetDidUpdate(_ context: AvoidanceContext) {}
}
