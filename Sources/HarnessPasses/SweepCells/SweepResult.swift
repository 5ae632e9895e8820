import HarnessRun
import HarnessScript
import HarnessScreens

/// How many frames had the caret covered, by what. A frame covered by two things counts in both.
package struct OccluderCounts: Hashable, Sendable, Codable {
    package var keyboard = 0
    package var button = 0
    package var header = 0
    /// Outside the screen.
    package var screenEdge = 0

    package init() {}

    mutating func add(_ occluders: [Occluder]) {
        for occluder in occluders {
            switch occluder {
            case .keyboard: keyboard += 1
            case .button: button += 1
            case .header: header += 1
            case .offScreen: screenEdge += 1
            }
        }
    }

    mutating func add(_ other: OccluderCounts) {
        keyboard += other.keyboard
        button += other.button
        header += other.header
        screenEdge += other.screenEdge
    }

    /// Every count added up.
    package var total: Int { keyboard + button + header + screenEdge }

    /// "header 3, button 1", or "none".
    package var text: String {
        let parts = [("keyboard", keyboard), ("button", button), ("header", header), ("screen edge", screenEdge)]
            .filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}

/// One scenario run through the model on one cell.
package struct SweepScenarioResult: Hashable, Sendable {
    package let scenario: String
    package let path: String
    /// The smallest caret gap over the frames where the design scrolled with an input view up
    /// (expected design warnings left out); nil when it never did.
    package let minScrolledGap: Double?
    /// The same over frames with no input view (hidden keyboard, keyboard `none`).
    package let minScrolledGapNoInputView: Double?
    /// Frames after an edit (type, newline, backspace) with the caret covered, by what.
    package let coveredAfterEdit: OccluderCounts
    /// Edit frames covered or short that the scenario expects (`expect design-warning` passed).
    package let expectedWarnings: Int
    /// Edit frames after which the caret is outside [visibleTop, visibleBottom] though the design ran.
    package let ruleViolations: Int
    /// recenterCaret calls stopped by the scroll bounds (clamped in place or scrolled short).
    package let clamps: Int
    /// `expect` lines that failed, with the model's message.
    package let failedExpectations: [ExpectationOutcome]
    /// The caret's gap to the button in the frame each failed expectation followed, in
    /// `failedExpectations`' order (nil without a caret).
    package let failedGaps: [Double?]
    /// The command that draws these frames.
    package let command: String
    /// The frames as the run describes them (sweep.json writes `SweepFrameJSON`'s part of each);
    /// empty in a cell a worker process made (`CellTransfer`), which wrote them itself.
    package let frames: [FrameResult]
    /// How many frames the scenario made.
    package let frameCount: Int

    /// Edit frames with the caret covered by anything.
    package let coveredAfterEditFrames: Int
    /// Edit frames with an input view up after which the caret is covered or its gap does not
    /// stand (`GapRule`): the bug class, "the caret hides while I type".
    package let brokenFrames: Int
    /// Edit frames with no input view after which the caret is covered or short (`GapRule`): the
    /// known disagreement of the design's 60 pt action area with the button's real place.
    package let keyboardHiddenFindings: Int
    /// The motion column (model only): the smallest gap in the in-between frames after an edit
    /// with an input view up, and the longest an edit kept the caret covered (ms).
    package var minMotionGap: Double? = nil
    package var motionCoveredMs: Double? = nil
}

/// Whether the design holds on a cell.
package enum CellVerdict: String, Hashable, Sendable, Codable, Comparable {
    /// After every edit the caret is uncovered and its gap to the button stands (`GapRule`).
    case holds
    /// Holds except for frames the scenarios expect as design warnings and frames with no input
    /// view (the 60 pt action area's known disagreement).
    case warns
    /// With an input view up, an edit left the caret covered or its gap short (`GapRule`), or
    /// the design's own rule does not hold after it.
    case breaks

    package static func < (a: CellVerdict, b: CellVerdict) -> Bool {
        let order: [CellVerdict] = [.holds, .warns, .breaks]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// Every scenario run on one variant: one cell of the matrix.
package struct SweepCell: Hashable, Sendable, Encodable {
    /// The variant's folder-safe id.
    package let id: String
    package let device: String
    package let orientation: Orientation
    package let textSize: Double
    /// True for the accessibility sizes above the app's 26.
    package let beyondApp: Bool
    package let keyboard: KeyboardKind
    /// The input view's height while it shows, as the model used it.
    package let inputHeight: Double
    package let sheetWidth: Double
    /// The caret's (so a line's) height at this text size, read off the run's first caret.
    package let lineHeight: Double?
    package let verdict: CellVerdict
    /// The smallest of the scenarios' minScrolledGap (input view up): the matrix's colour.
    package let minScrolledGap: Double?
    /// The smallest of the scenarios' minScrolledGapNoInputView.
    package let minScrolledGapNoInputView: Double?
    package let coveredAfterEdit: OccluderCounts
    /// Sums of the scenarios' counts.
    package let brokenFrames: Int
    package let keyboardHiddenFindings: Int
    package let expectedWarnings: Int
    package let ruleViolations: Int
    package let clamps: Int
    package let failedExpectations: Int
    package let scenarios: [SweepScenarioResult]
    /// `sweep --pixels`: the frames drawn and measured, and where the pixels disagree; nil for a model-only sweep.
    package var pixels: PixelFindings? = nil
    /// The smallest of the scenarios' minMotionGap, and the longest motionCoveredMs.
    package var minMotionGap: Double? = nil
    package var motionCoveredMs: Double? = nil
    /// Whether a gap stands, by the insets the cell's frames were made with (its tone, the
    /// motion tally, the legend; not in sweep.json, read back the design's).
    package var gapRule: GapRule = .design

    private enum CodingKeys: String, CodingKey {
        case id, device, orientation, textSize, beyondApp, keyboard, inputHeight, sheetWidth, lineHeight, verdict
        case minScrolledGap, minScrolledGapNoInputView, coveredAfterEdit, brokenFrames, keyboardHiddenFindings
        case expectedWarnings, ruleViolations, clamps, failedExpectations, scenarios, pixels, minMotionGap, motionCoveredMs
    }
}
