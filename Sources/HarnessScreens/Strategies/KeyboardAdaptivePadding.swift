import HarnessCore
import UIKit

/// alt-keyboard-adaptive-padding.md (KeyboardAdaptiveModifier, a SwiftUI modifier): bottom padding
/// equal to the keyboard height minus the bottom safe area, animated 0.25 s ease-out, set on
/// keyboard show and hide only. Nothing follows the caret: the padding makes room, no scroll
/// brings a growing field's caret into it.
package final class KeyboardAdaptivePadding: KeyboardAvoidance {
    package nonisolated let id = "keyboard-padding"
    /// The modifier's animation, for the record.
    package static let animationDuration = 0.25

    package nonisolated init() {}

    /// max(0, keyboard height - safe bottom) while the keyboard shows.
    package func contentBottomPadding(environment: SheetEnvironment, device: Device) -> Double {
        max(0, environment.inputHeight - device.safeAreaBottom)
    }

    package func sheetDidUpdate(_ context: AvoidanceContext) {}
}
