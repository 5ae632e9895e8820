import HarnessCore
import HarnessScreens

/// The pixels' side of a `caret-gap` expectation, typed; `words` is how messages say it.
package enum PixelSide: Hashable, Sendable {
    /// The gap the pixels show, in points.
    case measured(Double)
    /// Not asked: the measurer cannot find this screen's obstacle by its colours.
    case notAsked(why: String)
    /// Not asked: the model says these cover the caret (the frame's verdict says why).
    case covered(by: [Occluder])
    /// Asked, but no gap came of it: what the measurer found instead.
    case noGap(PixelStatus?)
    /// `during motion`: the smallest gap the pixels show over `frames` drawn frames with one,
    /// and the uncovered frames in which no caret was measured.
    case overMotion(smallest: Double?, frames: Int, unmeasured: Int)

    /// "pixels 24.0 pt", "pixels: not asked (...)", "pixels: no gap measured (no-caret)".
    package var words: String {
        switch self {
        case .measured(let gap): return "pixels \(NumberText.pt(gap))"
        case .notAsked(let why): return "pixels: not asked (\(why))"
        case .covered(let by):
            return "pixels: not asked (the model says \(by.map(\.rawValue).joined(separator: ", ")) covers the caret)"
        case .noGap(let status): return "pixels: no gap measured (\(status?.words ?? "not measured"))"
        case .overMotion(let smallest, let frames, let unmeasured):
            let found = smallest.map { "pixels: smallest \(NumberText.pt($0)) over \(frames) frames" } ?? "pixels: no gap measured"
            return found + (unmeasured > 0 ? ", \(unmeasured) uncovered frames without a measured caret" : "")
        }
    }
}

/// How the model and the pixels disagreed on a frame (`ModelPixelAgreement` when it does not
/// hold), with what each side saw; `words` is the cross-check's message.
package struct Disagreement: Hashable, Sendable {
    package let frame: String
    package let agreement: ModelPixelAgreement
    /// The model's gap (nil without a caret) and what the measurer found.
    package let modelGap: Double?
    package let pixelStatus: PixelStatus

    package init(frame: String, agreement: ModelPixelAgreement, modelGap: Double?, pixelStatus: PixelStatus) {
        self.frame = frame
        self.agreement = agreement
        self.modelGap = modelGap
        self.pixelStatus = pixelStatus
    }

    /// "renderer and model disagree at frame NAME: model 24.0 pt, pixels 20.0 pt".
    package var words: String {
        let head = "renderer and model disagree at frame \(frame)"
        switch agreement {
        case .agree, .notAsked:
            return "\(head): they agree"
        case .pixelsShowACaret:
            return "\(head): no field has focus, yet the pixels show a caret"
        case .pixelsFindNoCaret:
            return "\(head): model \(NumberText.pt(modelGap ?? 0)), pixels find no caret (\(pixelStatus.words))"
        case .gapsDiffer(let model, let pixels):
            return "\(head): model \(NumberText.pt(model)), pixels \(NumberText.pt(pixels))"
        }
    }
}
