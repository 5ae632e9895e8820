import ComponentFlow
import HarnessScreens

/// The caret gap read from the pixels (issue: measured twice).
package struct MeasuredGap: Codable, Hashable, Sendable {
    /// What the measurer found, or why the pixels were not asked (frames.json: its words).
    package let status: PixelStatus
    /// button top - caret bottom, in points, when measured.
    package let gap: Double?
    /// The caret's pixel columns and rows, and the button's and keyboard's top pixel rows.
    package let caretColumns: [Int]?
    package let caretTopRow: Int?
    package let caretBottomRow: Int?
    package let buttonTopRow: Int?
    package let keyboardTopRow: Int?
}

// frames.json's `constants` is the run's own `CaretInsets` (its snapshots', never another
// module's constants, which an incremental build may hold stale).
extension CaretInsets {
    /// Whether a gap stands, by the bottom inset these frames were made with.
    package var gapRule: GapRule { GapRule(cushion: caretBottomInset) }
}

/// The variant's settings in frames.json: what was asked and the numbers the model resolved.
package struct JSONSettings: Codable, Hashable, Sendable {
    package let textSize: Double
    package let orientation: String
    package let keyboard: String
    /// The input view's height while it shows, in points.
    package let inputHeight: Double
    package let sheetWidth: Double

    package init(_ variant: Variant) {
        textSize = variant.textSize
        orientation = variant.orientation.rawValue
        keyboard = variant.keyboard.rawValue
        inputHeight = variant.inputHeight
        sheetWidth = variant.sheetWidth
    }
}

/// frames.json: a scenario run on one device and appearance.
package struct FramesDocument: Codable, Hashable, Sendable {
    package let scenario: String
    package let scenarioPath: String
    package let scenarioHash: String
    package let device: String
    package let appearance: String
    package let scale: Double
    package let screen: JSONRect
    package let constants: CaretInsets
    /// The settings the frames were made under, with the geometry they resolved to (optional so
    /// frames.json written before the settings axes still reads).
    package var settings: JSONSettings?
    package var frames: [FrameResult]

    package init(scenario: String, scenarioPath: String, scenarioHash: String, device: String, appearance: String,
                scale: Double, screen: JSONRect, constants: CaretInsets, frames: [FrameResult]) {
        self.scenario = scenario
        self.scenarioPath = scenarioPath
        self.scenarioHash = scenarioHash
        self.device = device
        self.appearance = appearance
        self.scale = scale
        self.screen = screen
        self.constants = constants
        self.frames = frames
    }
}
