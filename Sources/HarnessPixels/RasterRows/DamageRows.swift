import HarnessCore

/// The pixel rows where a display list's frame can differ from the frame of the list drawn
/// before it on the same surface, so `CairoRenderer.renderCulled` redraws only those rows and
/// keeps the rest of the earlier frame's pixels.
///
/// Two lists of the same size share a **prefix** and a **suffix** of equal commands; the commands
/// between (the **middle**, on either side) are the changes. A pixel no middle command touches
/// is reached by the same commands in both frames, in the same order and under the same clips,
/// so it ends the same. The rows each middle command can touch are its **extent** (the shape's
/// box, a stroke or line widened by its line width, a glyph run's ink from cairo), widened by
/// `margin` pixels for antialiasing and, for glyphs, cairo placing them on whole pixels, and
/// cut to the rows its frame's `OcclusionPlan` lets it show on: where a later opaque full-width
/// fill hides it in its own frame, that fill ends the pixel in both frames alike (it is in the
/// suffix) or is a change itself, whose extent already counts.
///
/// A glyph run replaced by one in the same face, size and colour (the middles as long as each
/// other) counts only the glyphs between the two runs' common first and last glyphs: a pixel
/// none of those inks is inked by the same glyphs, in the same order, in both frames.
///
/// Clips in the middles: when the two middles hold the same clips in the same order (a push
/// for a push, a pop for a pop), every command draws under the same nesting of clips in both
/// frames, and a clip whose rectangle moved changes pixels only inside its old or its new
/// rectangle, whatever draws under it (middle or suffix): those rows count. Otherwise a clip
/// would change which clip the suffix's commands draw under, and the answer is nil, redraw
/// everything, as it is when the sizes differ or an extent cannot be said.
package enum DamageRows {
    /// Rows of antialiasing either side of an extent.
    package static let margin = 2

    /// The rows to redraw, sorted and disjoint (empty: the frames are the same), or nil for all.
    /// `glyphRows` gives a glyph run's ink rows in points, nil when unknown.
    package static func between(_ old: DisplayList, _ oldPlan: OcclusionPlan, and new: DisplayList, _ newPlan: OcclusionPlan,
                                scale: Double, height: Int,
                                glyphRows: (GlyphRun) -> Range<Double>?) -> [Range<Int>]? {
        guard old.size == new.size else { return nil }
        let a = old.commands, b = new.commands
        let (prefix, suffix) = common(a, b)
        let changedA = prefix..<(a.count - suffix), changedB = prefix..<(b.count - suffix)
        var bands: [Range<Int>] = []
        func add(_ points: Range<Double>, shown: Range<Int>) {
            let top = max(shown.lowerBound, Int((points.lowerBound * scale).rounded(.down)) - margin)
            let bottom = min(shown.upperBound, Int((points.upperBound * scale).rounded(.up)) + margin)
            if top < bottom { bands = OcclusionPlan.adding(top..<bottom, to: bands) }
        }
        let clipsA = a[changedA].filter(isClip), clipsB = b[changedB].filter(isClip)
        guard clipsA.count == clipsB.count else { return nil }
        for (x, y) in zip(clipsA, clipsB) {
            switch (x, y) {
            case (.popClip, .popClip): continue
            case let (.pushClip(rectA, _), .pushClip(rectB, _)):
                if x == y { continue }
                for rect in [rectA, rectB] {
                    guard let points = span(rect.minY, rect.maxY, widenedBy: 0) else { return nil }
                    add(points, shown: 0..<height)
                }
            default: return nil
            }
        }
        // Changes in step (as many on each side, so `a[index]` was replaced by `b[index]`): a
        // glyph run replaced by one in the same face, size and colour counts only its glyphs
        // between the two runs' common first and last ones, on each side.
        let paired = changedA.count == changedB.count
        for index in changedA where paired && glyphsInStep(a[index], b[index]) {
            guard case let .glyphs(runA, _) = a[index], case let .glyphs(runB, _) = b[index] else { continue }
            let (same, after) = common(runA.glyphs, runB.glyphs)
            for (run, shown) in [(runA, oldPlan.rows[index]), (runB, newPlan.rows[index])] {
                let changed = Array(run.glyphs[same..<(run.glyphs.count - after)])
                guard let shown, !changed.isEmpty else { continue }
                guard let points = glyphRows(GlyphRun(face: run.face, pointSize: run.pointSize, glyphs: changed)) else { return nil }
                if !points.isEmpty { add(points, shown: shown) }
            }
        }
        for (commands, plan, changed) in [(a, oldPlan, changedA), (b, newPlan, changedB)] {
            for index in changed {
                if paired, glyphsInStep(a[index], b[index]) { continue }  // counted glyph by glyph above
                if isClip(commands[index]) { continue }  // counted by its rectangles above
                guard let shown = plan.rows[index] else { continue }
                guard let points = extent(commands[index], glyphRows: glyphRows) else { return nil }
                if !points.isEmpty { add(points, shown: shown) }
            }
        }
        return bands.map { $0.clamped(to: 0..<height) }.filter { !$0.isEmpty }
    }

    private static func isClip(_ command: DrawCommand) -> Bool {
        switch command {
        case .pushClip, .popClip: return true
        default: return false
        }
    }

    /// Whether two changed commands are glyph runs counted glyph by glyph.
    private static func glyphsInStep(_ a: DrawCommand, _ b: DrawCommand) -> Bool {
        guard case let .glyphs(runA, colorA) = a, case let .glyphs(runB, colorB) = b else { return false }
        return colorA == colorB && runA.face == runB.face && runA.pointSize == runB.pointSize
    }

    /// How many elements the two share at the start, and after that at the end.
    static func common<T: Equatable>(_ a: [T], _ b: [T]) -> (prefix: Int, suffix: Int) {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
    }

    /// The rows, in points, `command` can touch; nil when unknown (a non-finite shape, or a glyph
    /// run `glyphRows` cannot say), or for a clip, which draws nothing itself.
    static func extent(_ command: DrawCommand, glyphRows: (GlyphRun) -> Range<Double>?) -> Range<Double>? {
        let rows: Range<Double>?
        switch command {
        case let .fill(rect, _, _), let .fillGradient(rect, _, _), let .fillEllipse(rect, _):
            rows = rect.isNull ? 0..<0 : span(rect.minY, rect.maxY, widenedBy: 0)
        case let .stroke(rect, _, lineWidth, _):
            rows = rect.isNull ? 0..<0 : span(rect.minY, rect.maxY, widenedBy: lineWidth)
        case let .line(from, to, lineWidth, _):
            rows = span(min(from.y, to.y), max(from.y, to.y), widenedBy: lineWidth)
        case let .glyphs(run, _):
            rows = run.glyphs.isEmpty || run.pointSize <= 0 ? 0..<0 : glyphRows(run)
        case .pushClip, .popClip:
            rows = nil
        }
        return rows
    }

    /// `top..<bottom` widened by `width` either side (a stroke's half width each way, and its
    /// mitred corners, stay inside), nil unless finite.
    private static func span(_ top: Double, _ bottom: Double, widenedBy width: Double) -> Range<Double>? {
        let lower = top - abs(width), upper = bottom + abs(width)
        guard lower.isFinite, upper.isFinite, lower <= upper else { return nil }
        return lower..<upper
    }
}
