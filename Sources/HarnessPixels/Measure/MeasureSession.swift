/// Measures a sequence of frames drawn one over the other, as `sweep --pixels` draws a cell's
/// frames: when the caller says which rows changed since the last frame measured here (the rows
/// the renderer redrew; every other row holds the same bytes), only those rows are scanned again
/// and the runs of the others are kept from that frame. The runs are a function of each row's
/// pixels alone, so the measurement is the one `measure` gives the whole frame. Everything after
/// the scan (the button, the caret's edges, the keyboard) reads the frame itself, as `measure` does.
package struct MeasureSession {
    private let options: MeasureOptions
    private let order: PixelOrder
    // The last frame's size and runs.
    private var last: (width: Int, height: Int, narrow: [Run], wide: [Run])?

    package init(options: MeasureOptions, order: PixelOrder) {
        self.options = options
        self.order = order
    }

    /// `measure(bytes, width:height:order:options:)` of this frame. `changed` lists the rows, sorted
    /// and disjoint, where it can differ from the last frame this session measured; nil: unknown,
    /// scan every row.
    package mutating func measure(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int,
                                 changed: [Range<Int>]?) -> PixelMeasurement {
        guard let base = bytes.baseAddress, width > 0, height > 0 else {
            last = nil
            return HarnessPixels.measure(bytes, width: width, height: height, order: order, options: options)
        }
        precondition(bytes.count >= width * height * 4, "measure: \(bytes.count) bytes for \(width) x \(height) pixels")
        let measurer = Measurer(pixels: Pixels(base: base.assumingMemoryBound(to: UInt8.self), width: width, height: height),
                                options: options, order: order)
        let runs: (narrow: [Run], wide: [Run])
        if let changed, let last, last.width == width, last.height == height {
            let fresh = changed.map { measurer.scan(rows: $0.clamped(to: 0..<height)) }
            runs = (Self.splice(last.narrow, changed, fresh.map(\.narrow)), Self.splice(last.wide, changed, fresh.map(\.wide)))
        } else {
            runs = measurer.scan()
        }
        last = (width, height, runs.narrow, runs.wide)
        return measurer.run(with: runs)
    }

    /// The next frame is measured whole: the last one was measured elsewhere, or not drawn here.
    package mutating func forget() { last = nil }

    /// `kept` (sorted by row) with the runs of each band of `changed` replaced by `fresh`'s runs
    /// of that band.
    static func splice(_ kept: [Run], _ changed: [Range<Int>], _ fresh: [[Run]]) -> [Run] {
        guard !changed.isEmpty else { return kept }
        var result: [Run] = []
        result.reserveCapacity(kept.count + 16)
        var next = 0
        for (band, runs) in zip(changed, fresh) {
            while next < kept.count, kept[next].y < band.lowerBound { result.append(kept[next]); next += 1 }
            while next < kept.count, kept[next].y < band.upperBound { next += 1 }
            result += runs
        }
        result += kept[next...]
        return result
    }
}
