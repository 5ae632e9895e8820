import HarnessRun

/// A frame whose pixels tell a different story from the model (`sweep --pixels`).
public struct PixelDisagreement: Hashable, Sendable, Codable {
    public let scenario: String
    /// The frame's stable name (sNNN-PPP-slug).
    public let frame: String
    /// The model's button.minY - caret.maxY, nil without a caret.
    public let modelGap: Double?
    /// The gap measured from the frame's pixels, nil when none was measured.
    public let pixelGap: Double?
    /// What the measurer said, typed (sweep.json writes its words: "measured", "no-caret", ...).
    public let status: PixelStatus

    public init(scenario: String, frame: String, modelGap: Double?, pixelGap: Double?, status: PixelStatus) {
        self.scenario = scenario
        self.frame = frame
        self.modelGap = modelGap
        self.pixelGap = pixelGap
        self.status = status
    }
}

/// What drawing a cell's frames and measuring them found (`sweep --pixels`). Filled by a
/// layer above this one (HarnessSweepPixels); this target only carries and writes it.
public struct PixelFindings: Hashable, Sendable, Codable {
    /// Frames drawn.
    public var frames = 0
    /// Frames whose caret gap was measured from the pixels and agreed with the model.
    public var agreed = 0
    /// Frames the pixels were not asked about: the model says the caret is covered or there is none, and the pixels agree.
    public var notAsked = 0
    /// The scale the frames were drawn at.
    public var scale: Double
    public var disagreements: [PixelDisagreement] = []

    public init(scale: Double) {
        self.scale = scale
    }
}
