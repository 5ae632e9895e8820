import HarnessRun

/// A frame whose pixels tell a different story from the model (`sweep --pixels`).
package struct PixelDisagreement: Hashable, Sendable, Codable {
    package let scenario: String
    /// The frame's stable name (sNNN-PPP-slug).
    package let frame: String
    /// The model's button.minY - caret.maxY, nil without a caret.
    package let modelGap: Double?
    /// The gap measured from the frame's pixels, nil when none was measured.
    package let pixelGap: Double?
    /// What the measurer said, typed (sweep.json writes its words: "measured", "no-caret", ...).
    package let status: PixelStatus

    package init(scenario: String, frame: String, modelGap: Double?, pixelGap: Double?, status: PixelStatus) {
        self.scenario = scenario
        self.frame = frame
        self.modelGap = modelGap
        self.pixelGap = pixelGap
        self.status = status
    }
}

/// What drawing a cell's frames and measuring them found (`sweep --pixels`). Filled by a
/// layer above this one (HarnessPasses); this target only carries and writes it.
package struct PixelFindings: Hashable, Sendable, Codable {
    /// Frames drawn.
    package var frames = 0
    /// Frames whose caret gap was measured from the pixels and agreed with the model.
    package var agreed = 0
    /// Frames the pixels were not asked about: the model says the caret is covered or there is none, and the pixels agree.
    package var notAsked = 0
    /// The scale the frames were drawn at.
    package var scale: Double
    package var disagreements: [PixelDisagreement] = []

    package init(scale: Double) {
        self.scale = scale
    }
}
