import HarnessCore

/// Measures the caret-to-button gap of a frame from its pixels alone, independently of the model
/// that drew it.
///
/// - The **button** is the bottom-most cluster of rows holding a tint run at least
///   `buttonMinimumRunPoints` long (rows of such runs less than 20 pt apart belong to one cluster,
///   so label rows split by white glyphs do not break it). Its top is read in its middle column
///   and a few columns around it, all in the flat middle half of its top row, and the median is
///   kept.
/// - The **caret** is a vertical bar of tint pixels outside the button's box (the rows from its
///   first to its last wide row, its columns grown by 2 px, which hides the tint gaps between the
///   label's letters): rows whose tint run is at most `caretWidthPoints.upperBound` wide (plus one
///   pixel), stacked on overlapping columns, at least 90 % of them on the same columns as the
///   middle row give or take one pixel at either end (a rectangle, not a glyph stroke; a partly
///   covered edge column drops in and out of the tint tolerance where an edge effect's fade
///   shifts the caret's colour down its length), whose sub-pixel width and height fall in
///   `caretWidthPoints` and `caretHeightPoints`. Tint shapes
///   that are not near pure tint (the 15 % emoji circle) never form runs. When several bars
///   qualify none is chosen: the status is `.ambiguousCaret` and `caretCandidateCount` says how
///   many there were, because a frame with two carets is itself a finding, and guessing would
///   hide it. A caret partly covered by the button (drawn under it) is measured down to where it
///   disappears, the button's top, so its gap reads about 0; one covered by the keyboard or the
///   header down to less than the minimum height is not found at all.
/// - The **keyboard** is the stretch of rows, up from the screen bottom, whose first and last
///   pixels are keyboard colour, if its top row is at least 90 % keyboard colour and it is at
///   least `keyboardMinimumHeightPoints` tall.
///
/// Sub-pixel edges come from coverage: a pixel's coverage is how far its colour has moved from the
/// background (the pixel two steps further outside the edge) toward the shape's colour, read on
/// the channel where those two differ most. For an edge whose first fully covered pixel is `T`,
/// the edge lies at `T + 1 - c(T - 1) - c(T)`; for one whose last covered pixel is `L`, at
/// `L + c(L) + c(L + 1)` (this stays exact when the tolerance lets a 95 % covered pixel pass as
/// "tint"). Vertical caret edges are the median over its columns that are tint over the bar's
/// whole height (all of them when none is), horizontal ones the median over the rows whose run
/// is the middle row's, so a glyph touching one sample does not move the result; a sample
/// whose pixels are not a blend of the tint and that background (within 12 levels on every
/// channel) is dropped. Where the outside pixel is tint too (a caret running under the button) or
/// no sample is clean, the whole-pixel edge of the tint run is used.
///
/// Status, first match wins: no bar `.noCaret`, several `.ambiguousCaret`, no button `.noButton`,
/// else `.measured`. The frame is scanned once, row by row, without allocating per pixel.
package func measure(_ image: RGBAImage, options: MeasureOptions = .light()) -> PixelMeasurement {
    image.pixels.withUnsafeBufferPointer { buffer -> PixelMeasurement in
        guard let base = buffer.baseAddress, image.width > 0, image.height > 0 else {
            return PixelMeasurement(status: .noCaret, caret: nil, caretCandidateCount: 0, buttonTopY: nil,
                                    buttonMidX: nil, keyboardTopY: nil, scale: options.scale)
        }
        let measurer = Measurer(pixels: Pixels(base: base, width: image.width, height: image.height), options: options)
        return measurer.run()
    }
}


/// A horizontal run of tint pixels, columns `start...end`.
struct Run {
    var y: Int
    var start: Int
    var end: Int

    var length: Int { end - start + 1 }
}

/// A stack of narrow runs on overlapping columns in consecutive rows.
struct Bar {
    var runs: [Run]
    var lastY: Int { runs[runs.count - 1].y }
    var last: Run { runs[runs.count - 1] }
}

struct ButtonBox {
    let firstRow: Int
    let lastRow: Int
    let minX: Int
    let maxX: Int
    let topRun: Run
}

func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

struct Measurer {
    let pixels: Pixels
    let options: MeasureOptions
    let tint: Target
    let keyboard: Target

    init(pixels: Pixels, options: MeasureOptions, order: PixelOrder = .rgba) {
        self.pixels = pixels
        self.options = options
        tint = Target(options.tint, tolerance: options.tintTolerance, order: order)
        keyboard = Target(options.keyboardColor, tolerance: options.keyboardTolerance, order: order)
    }

    func run() -> PixelMeasurement { run(with: scan()) }

    /// The measurement from the frame's runs (`scan`'s, or `MeasureSession`'s kept ones).
    func run(with runs: (narrow: [Run], wide: [Run])) -> PixelMeasurement {
        let (narrow, wide) = runs
        let button = findButton(wide)
        let bars = caretBars(narrow, excluding: button)
        let carets = bars.compactMap(refine)
        let caret = carets.count == 1 ? carets[0] : nil
        let buttonTop = button.flatMap(buttonTopEdge)
        let status: MeasureStatus
        if carets.isEmpty {
            status = .noCaret
        } else if carets.count > 1 {
            status = .ambiguousCaret
        } else if buttonTop == nil {
            status = .noButton
        } else {
            status = .measured
        }
        return PixelMeasurement(status: status, caret: caret, caretCandidateCount: carets.count,
                                buttonTopY: buttonTop?.y, buttonMidX: buttonTop?.x, keyboardTopY: keyboardTop(),
                                scale: options.scale)
    }

    /// One pass over the frame: every tint run short enough to be a caret's row, and for each
    /// row its longest run when that is long enough to be the button's.
    func scan() -> (narrow: [Run], wide: [Run]) { scan(rows: 0..<pixels.height) }

    /// `scan` over `rows` only: the runs of those rows, in the same order.
    func scan(rows: Range<Int>) -> (narrow: [Run], wide: [Run]) {
        let scale = options.scale
        let maxNarrow = Int((options.caretWidthPoints.upperBound * scale).rounded(.up)) + 1
        let minWide = max(maxNarrow + 1, Int((options.buttonMinimumRunPoints * scale).rounded(.up)))
        var narrow: [Run] = []
        var wide: [Run] = []
        narrow.reserveCapacity(rows.count == pixels.height ? 1024 : 64)
        let width = pixels.width
        let filter = RowFilter(tint)
        for y in rows {
            // The filter finds each run's first pixel, four pixels at a time; `matches` its end.
            let row = pixels.at(0, y)
            var x = filter.firstMatch(in: row, from: 0, count: width)
            var longest: Run?
            while x < width {
                let start = x
                var p = row + x &* 4
                repeat { x += 1; p += 4 } while x < width && tint.matches(p)
                let length = x - start
                if length <= maxNarrow {
                    narrow.append(Run(y: y, start: start, end: x - 1))
                } else if length >= minWide, length > (longest?.length ?? 0) {
                    longest = Run(y: y, start: start, end: x - 1)
                }
                x = filter.firstMatch(in: row, from: x, count: width)
            }
            if let longest { wide.append(longest) }
        }
        return (narrow, wide)
    }

    /// The bottom-most cluster of wide rows.
    func findButton(_ wide: [Run]) -> ButtonBox? {
        guard var top = wide.last else { return nil }
        let maxGap = Int((20 * options.scale).rounded())
        let lastRow = top.y
        var minX = top.start, maxX = top.end
        for run in wide.reversed().dropFirst() {
            guard top.y - run.y <= maxGap else { break }
            top = run
            minX = min(minX, run.start); maxX = max(maxX, run.end)
        }
        return ButtonBox(firstRow: top.y, lastRow: lastRow, minX: minX, maxX: maxX, topRun: top)
    }

    /// The button's top edge: the median over columns in the middle half of its top run (the
    /// whole-pixel edge of the middle column when no sample there is a clean blend).
    func buttonTopEdge(_ box: ButtonBox) -> (y: Double, x: Int)? {
        let mid = (box.minX + box.maxX) / 2
        let quarter = box.topRun.length / 4
        var edges: [Double] = []
        var midFirst: Int?
        for k in -4...4 {
            let x = mid + k * quarter / 4
            guard x >= box.topRun.start, x <= box.topRun.end, tint.matches(pixels.at(x, box.firstRow)) else { continue }
            var first = box.firstRow
            while first > 0, tint.matches(pixels.at(x, first - 1)) { first -= 1 }
            if k == 0 { midFirst = first }
            if let edge = tint.leadingEdge(first: first, along: { pixels.pixel(x, $0) }) { edges.append(edge) }
        }
        guard let y = median(edges) ?? midFirst.map(Double.init) else { return nil }
        return (y, mid)
    }

    /// Stacks the narrow runs outside the button into bars and keeps the rectangular ones tall
    /// enough to be a caret.
    func caretBars(_ narrow: [Run], excluding button: ButtonBox?) -> [Bar] {
        let minRows = max(1, Int((options.caretHeightPoints.lowerBound * options.scale).rounded(.down)) - 2)
        var open: [Bar] = []
        var closed: [Bar] = []
        for run in narrow {
            if let b = button, run.y >= b.firstRow, run.y <= b.lastRow,
               run.end >= b.minX - 2, run.start <= b.maxX + 2 {
                continue
            }
            var index = 0
            var attached = false
            while index < open.count {
                let bar = open[index]
                if bar.lastY < run.y - 1 {
                    closed.append(bar)
                    open.remove(at: index)
                    continue
                }
                if !attached, bar.lastY == run.y - 1, run.start <= bar.last.end, run.end >= bar.last.start {
                    open[index].runs.append(run)
                    attached = true
                }
                index += 1
            }
            if !attached { open.append(Bar(runs: [run])) }
        }
        closed += open
        return closed.filter { bar in
            guard bar.runs.count >= minRows, bar.lastY - bar.runs[0].y + 1 == bar.runs.count else { return false }
            let core = bar.runs[bar.runs.count / 2]
            let same = bar.runs.filter { abs($0.start - core.start) <= 1 && abs($0.end - core.end) <= 1 }.count
            return Double(same) >= 0.9 * Double(bar.runs.count)
        }
    }

    /// Sub-pixel edges of a bar, or nil when its size is not a caret's.
    func refine(_ bar: Bar) -> CaretMeasurement? {
        let core = bar.runs[bar.runs.count / 2]
        let firstY = bar.runs[0].y, lastY = bar.lastY
        var lefts: [Double] = [], rights: [Double] = []
        for run in bar.runs where run.start == core.start && run.end == core.end {
            let y = run.y
            if let left = tint.leadingEdge(first: core.start, along: { pixels.pixel($0, y) }) { lefts.append(left) }
            if let right = tint.trailingEdge(last: core.end, along: { pixels.pixel($0, y) }) { rights.append(right) }
        }
        // Vertical edges from the columns that run the bar's full height: a partly covered edge
        // column can drop out of the tint tolerance part of the way down (under an edge effect's
        // fade, say), and its end there is not the caret's.
        var columns: [(x: Int, top: Int, bottom: Int)] = []
        for x in core.start...core.end {
            var top = core.y, bottom = core.y
            while top > firstY, tint.matches(pixels.at(x, top - 1)) { top -= 1 }
            while bottom < lastY, tint.matches(pixels.at(x, bottom + 1)) { bottom += 1 }
            columns.append((x, top, bottom))
        }
        let fullHeight = columns.filter { $0.top == firstY && $0.bottom == lastY }
        var tops: [Double] = [], bottoms: [Double] = []
        for (x, top, bottom) in fullHeight.isEmpty ? columns : fullHeight {
            if let edge = tint.leadingEdge(first: top, along: { pixels.pixel(x, $0) }) { tops.append(edge) }
            if let edge = tint.trailingEdge(last: bottom, along: { pixels.pixel(x, $0) }) { bottoms.append(edge) }
        }
        // Where no sample is a clean blend, the whole-pixel edges of the tint runs stand.
        let left = median(lefts) ?? Double(core.start), right = median(rights) ?? Double(core.end + 1)
        let top = median(tops) ?? Double(firstY), bottom = median(bottoms) ?? Double(lastY + 1)
        let scale = options.scale
        guard options.caretWidthPoints.contains((right - left) / scale),
              options.caretHeightPoints.contains((bottom - top) / scale) else { return nil }
        return CaretMeasurement(leftX: left, rightX: right, topY: top, bottomY: bottom)
    }

    /// The keyboard's top edge: rows up from the bottom whose first and last pixels are keyboard
    /// colour.
    func keyboardTop() -> Double? {
        let width = pixels.width, height = pixels.height
        var top = height
        while top > 0, keyboard.matches(pixels.at(0, top - 1)), keyboard.matches(pixels.at(width - 1, top - 1)) {
            top -= 1
        }
        guard top < height,
              Double(height - top) >= options.keyboardMinimumHeightPoints * options.scale - 1 else { return nil }
        var matching = 0
        var p = pixels.at(0, top)
        for _ in 0..<width {
            if keyboard.matches(p) { matching += 1 }
            p += 4
        }
        guard Double(matching) >= 0.9 * Double(width) else { return nil }
        let edges = [0, width - 1].compactMap { x in keyboard.leadingEdge(first: top, along: { pixels.pixel(x, $0) }) }
        return median(edges) ?? Double(top)
    }
}
