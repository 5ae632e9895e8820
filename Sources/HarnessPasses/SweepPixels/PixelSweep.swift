import HarnessPixels
import HarnessCore
import HarnessRun
import HarnessScript
import HarnessScreens

/// `sweep --pixels`: draws every frame of every scenario on one cell with Cairo (at scale 1 by
/// default), measures the caret gap from the pixels alone (HarnessPixels, with the palette the
/// frame was painted with) and cross-checks it with the model, as a run's PixelCheck does:
/// agreement within one device pixel. Frames are drawn into one reused buffer
/// (`CairoRenderer.renderCulled`: the same pixels as `render`, less drawing; a cell's frames
/// follow each other, so most redraw only the rows that changed, `DamageRows`) and measured there,
/// one at a time, so memory stays flat; an opaque frame is measured in cairo's own bytes
/// (`renderCulledOpaqueBGRA`, no converted copy), scanning only the rows the renderer redrew
/// (`MeasureSession`). The cells run in parallel in `SweepEngine`'s
/// batches, each with a renderer kept from an earlier cell (`RendererPool`).
package struct PixelSweep: Sendable {
    package let scenarios: [Scenario]
    package let scale: Double
    package let appearance: Appearance
    private let renderers = RendererPool()

    package init(scenarios: [Scenario], scale: Double = 1, appearance: Appearance = .light) {
        self.scenarios = scenarios
        self.scale = scale
        self.appearance = appearance
    }

    /// The variant a sweep cell was made from (its device id, orientation, text size and keyboard).
    package static func variant(of cell: SweepCell) throws(PixelSweepError) -> Variant {
        guard let device = Device.named(cell.device) else { throw PixelSweepError(cell: cell.id, reason: "unknown device \(cell.device)") }
        return Variant(device: device, settings: Settings(textSize: cell.textSize, orientation: cell.orientation,
                                                          keyboard: cell.keyboard))
    }

    /// The cell's model findings with its pixels' findings, from one run of each scenario: the
    /// model's frames are painted as they are made, drawn and measured (`evaluator` reduces the
    /// same frames to the cell).
    package func evaluate(_ variant: Variant, with evaluator: CellEvaluator) throws -> SweepCell {
        try renderers.withRenderer { renderer in
            var measuring = CellMeasuring(sweep: self, variant: variant, renderer: renderer)
            var cell = try evaluator.evaluate(variant, drawingIn: appearance) { scenario, frame in
                try measuring.add(frame, of: scenario)
            }
            cell.pixels = measuring.found
            return cell
        }
    }

    /// Draws and measures every frame of every scenario on `variant`.
    package func findings(for variant: Variant) throws -> PixelFindings {
        try evaluate(variant, with: CellEvaluator(scenarios: scenarios)).pixels ?? PixelFindings(scale: scale)
    }

    /// One cell's frames drawn and measured in the order they are made.
    /// A frame whose display list the cell already measured (the opening frames every scenario
    /// shares, about one frame in eleven) is not drawn again: the measurement is a function of the
    /// list's pixels and the cell's options, so the one kept is what drawing again would give.
    private struct CellMeasuring {
        let renderer: CairoRenderer
        let scale: Double
        let options: MeasureOptions
        private(set) var found: PixelFindings
        private var seen: [MeasuredList: PixelMeasurement] = [:]
        // Each frame drawn over the last one drawn and measured here: only its redrawn rows scanned.
        private var session: MeasureSession

        init(sweep: PixelSweep, variant: Variant, renderer: CairoRenderer) {
            self.renderer = renderer
            scale = sweep.scale
            options = PixelSweep.measureOptions(appearance: sweep.appearance, scale: sweep.scale, variant: variant)
            found = PixelFindings(scale: sweep.scale)
            session = MeasureSession(options: options, order: .bgra)
        }

        mutating func add(_ frame: RunFrame, of scenario: Scenario) throws {
            let m: PixelMeasurement
            let key = MeasuredList(frame.displayList)
            if let known = seen[key] {
                m = known
            } else {
                let (renderer, scale, options) = (self.renderer, self.scale, self.options)
                // An opaque frame is measured in cairo's own bytes; any other converted first.
                m = try renderer.renderCulledOpaqueBGRA(frame.displayList, scale: scale) { bytes, width, height in
                    session.measure(bytes, width: width, height: height, changed: renderer.redrawnBands)
                } ?? renderer.renderCulled(frame.displayList, scale: scale) { image in
                    session.forget()
                    return HarnessPixels.measure(image, options: options)
                }
                seen[key] = m
            }
            found.frames += 1
            let s = frame.record.snapshot
            switch ModelPixelAgreement(modelGap: s.caretGapToButton, covered: !s.occludedBy.isEmpty, m, scale: scale) {
            case .agree: found.agreed += 1
            case .notAsked: found.notAsked += 1
            case .pixelsShowACaret, .pixelsFindNoCaret, .gapsDiffer:
                found.disagreements.append(PixelDisagreement(
                    scenario: scenario.name, frame: frame.record.name, modelGap: s.caretGapToButton,
                    pixelGap: m.gapPoints, status: .measurer(m.status)))
            }
        }
    }

    /// The measurer's options for a cell. One device pixel is the measurer's error on an edge,
    /// so at scale 1 a 2 pt caret at a fractional x reads from 0.5 to 3.5 pt wide (one pixel either way of the run's
    /// 1.5 to 2.5 pt); and the accessibility sizes make lines taller than the
    /// default 40 pt limit (53 pt text: 53 * 2444 / 2048 = 63.2 pt), so the height limit follows
    /// the cell's line height plus one pixel.
    static func measureOptions(appearance: Appearance, scale: Double, variant: Variant) -> MeasureOptions {
        var options = MeasureOptions(appearance: appearance, scale: scale)
        let slack = 1 / scale
        options.caretWidthPoints = (options.caretWidthPoints.lowerBound - slack)...(options.caretWidthPoints.upperBound + slack)
        let line = variant.textSize * 2444 / 2048
        options.caretHeightPoints = options.caretHeightPoints.lowerBound...max(options.caretHeightPoints.upperBound, line + 2 * slack)
        return options
    }

}

/// A display list as the key of the frames a cell measured: equal when the lists are, hashed
/// by its size and each command with a glyph run read only by its face, size, colour, count and
/// end glyphs. Hashing every glyph of a 4,096-character paragraph on every frame cost more than
/// the frames the cache saves; lists alike in all that are told apart by `==`.
struct MeasuredList: Hashable {
    let list: DisplayList
    /// The list's hash, worked out once: a frame's list is looked up, then stored, and the
    /// dictionary rehashes its keys as it grows.
    private let digest: Int

    init(_ list: DisplayList) {
        self.list = list
        var hasher = Hasher()
        hasher.combine(list.size)
        hasher.combine(list.commands.count)
        for command in list.commands {
            if case let .glyphs(run, color) = command {
                hasher.combine(run.face)
                hasher.combine(run.pointSize)
                hasher.combine(color)
                hasher.combine(run.glyphs.count)
                hasher.combine(run.glyphs.first)
                hasher.combine(run.glyphs.last)
            } else {
                hasher.combine(command)
            }
        }
        digest = hasher.finalize()
    }

    static func == (a: MeasuredList, b: MeasuredList) -> Bool { a.digest == b.digest && a.list == b.list }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}

/// A cell `sweep --pixels` could not draw.
package struct PixelSweepError: Error, Hashable, Sendable, CustomStringConvertible {
    package let cell: String
    package let reason: String

    package var description: String { "sweep --pixels, cell \(cell): \(reason)" }
}
