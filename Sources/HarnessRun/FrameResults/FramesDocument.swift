import HarnessScreens

/// The caret gap read from the pixels (issue: measured twice).
public struct MeasuredGap: Codable, Hashable, Sendable {
    /// What the measurer found, or why the pixels were not asked (frames.json: its words).
    public let status: PixelStatus
    /// button top - caret bottom, in points, when measured.
    public let gap: Double?
    /// The caret's pixel columns and rows, and the button's and keyboard's top pixel rows.
    public let caretColumns: [Int]?
    public let caretTopRow: Int?
    public let caretBottomRow: Int?
    public let buttonTopRow: Int?
    public let keyboardTopRow: Int?
}

/// The design's constants as the run's model used them (from its snapshots, never from the
/// constants of another module, which an incremental build may hold stale).
public struct JSONConstants: Codable, Hashable, Sendable {
    public let caretTopInset: Double
    public let caretBottomInset: Double
    public let bottomActionAreaHeight: Double

    public init(_ insets: CaretInsets) {
        caretTopInset = insets.caretTopInset
        caretBottomInset = insets.caretBottomInset
        bottomActionAreaHeight = insets.bottomActionAreaHeight
    }

    /// Whether a gap stands, by the bottom inset these frames were made with.
    public var gapRule: GapRule { GapRule(cushion: caretBottomInset) }
}

/// The variant's settings in frames.json: what was asked and the numbers the model resolved.
public struct JSONSettings: Codable, Hashable, Sendable {
    public let textSize: Double
    public let orientation: String
    public let keyboard: String
    /// The input view's height while it shows, in points.
    public let inputHeight: Double
    public let sheetWidth: Double

    public init(_ variant: Variant) {
        textSize = variant.textSize
        orientation = variant.orientation.rawValue
        keyboard = variant.keyboard.rawValue
        inputHeight = variant.inputHeight
        sheetWidth = variant.sheetWidth
    }
}

/// frames.json: a scenario run on one device and appearance.
public struct FramesDocument: Codable, Hashable, Sendable {
    public let scenario: String
    public let scenarioPath: String
    public let scenarioHash: String
    public let device: String
    public let appearance: String
    public let scale: Double
    public let screen: JSONRect
    public let constants: JSONConstants
    /// The settings the frames were made under, with the geometry they resolved to (optional so
    /// frames.json written before the settings axes still reads).
    public var settings: JSONSettings?
    public var frames: [FrameResult]

    public init(scenario: String, scenarioPath: String, scenarioHash: String, device: String, appearance: String,
                scale: Double, screen: JSONRect, constants: JSONConstants, frames: [FrameResult]) {
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
