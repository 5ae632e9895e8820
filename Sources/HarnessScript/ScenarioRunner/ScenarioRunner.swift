import Foundation
import HarnessCore
import HarnessScreens

/// A finished frame: the model's facts and what to draw.
package struct RunFrame: Sendable {
    package var record: FrameRecord
    package let displayList: DisplayList
}

/// Drives a scenario through the stock sheet on the one engine (`ScenarioEngine`), one frame per
/// event, streaming frames to a consumer so that a long scenario never holds more than one frame.
package struct ScenarioRunner: Sendable {
    package let device: Device
    package let appearance: Appearance
    /// The keyboard-avoidance approach (`KeyboardAvoidanceCatalog.ids`); the design by default.
    package let avoidance: String
    /// The device with its settings (text size, orientation, keyboard); `device` is its device.
    package let variant: Variant
    /// False to skip painting (model-only runs such as the sweep): frames carry an empty display list.
    package var draws = true
    /// Makes the keyboard-avoidance approach for each sheet instead of `avoidance`'s catalogue
    /// entry (the design compiled as written, `scripts/check-design-as-written`); nil by default.
    package var avoidanceMaker: (@Sendable () -> KeyboardAvoidance)?
    /// How many frames a run may make.
    package let limits: RunLimits

    /// A runner; an unknown `avoidance` id falls back to nothing here, so check it with
    /// `KeyboardAvoidanceCatalog.make` first.
    package init(device: Device, appearance: Appearance, avoidance: String = "design", limits: RunLimits = .default) {
        self.init(variant: Variant(device: device), appearance: appearance, avoidance: avoidance, limits: limits)
    }

    /// A runner for one variant (device and settings).
    package init(variant: Variant, appearance: Appearance, avoidance: String = "design", limits: RunLimits = .default) {
        self.variant = variant
        self.device = variant.device
        self.appearance = appearance
        self.avoidance = avoidance
        self.limits = limits
    }

    /// Runs every line; `emit` receives each frame once its `expect` lines are checked.
    package func run(_ scenario: Scenario, emit: (RunFrame) throws -> Void) throws {
        var frames = self.frames(of: scenario)
        while let frame = try frames.next() { try emit(frame) }
    }

    /// The scenario's frames on the stock sheet, made one at a time as they are pulled.
    package func frames(of scenario: Scenario) -> ScenarioEngine<StockSheet> {
        ScenarioEngine(scenario: scenario,
                       screen: StockSheet(variant: variant, appearance: appearance, avoidance: avoidance, draws: draws,
                                          avoidanceMaker: avoidanceMaker),
                       limits: limits)
    }

    /// Runs a scenario and returns its frame records only (for tables and tests).
    package func records(of scenario: Scenario) throws -> [FrameRecord] {
        var records: [FrameRecord] = []
        try run(scenario) { records.append($0.record) }
        return records
    }
}

extension ScenarioEngine where Screen == StockSheet {
    /// Calls `observer` after each event with the screen (before its frame is painted) and the
    /// event's record: how the motion passes read the sheet's views between events.
    package mutating func observeEvents(_ observer: @escaping @MainActor (TextStyleEditScreen, FrameRecord) -> Void) {
        configure { $0.observer = observer }
    }
}
