
/// Nothing follows the keyboard or the caret: the sheet's inputHeight plumbing alone (the scroll
/// view can pan past the keyboard, but never does by itself). The baseline of the comparison.
package final class NoAvoidance: KeyboardAvoidance {
    package nonisolated let id = "none"

    package nonisolated init() {}

    package func sheetDidUpdate(_ context: AvoidanceContext) {}
}
