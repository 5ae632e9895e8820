import HarnessCore

/// Which pixel rows of a display list's frame each command can still show, given the opaque
/// full-width fills drawn after it, so `CairoRenderer.renderCulled` can confine the command to
/// those rows (or skip it) and still make exactly the pixels of drawing everything.
///
/// An **occluder** is a `.fill` with an opaque colour (alpha 1), drawn with no clip active,
/// reaching both side edges of the surface. Its **band** is the rows it covers fully: between its
/// top and bottom edges, less its corner radii (each clamped to half the shorter side as the
/// renderer clamps them), rounded inward to whole pixel rows. In the band every pixel is wholly
/// inside the shape, so cairo composites the opaque colour with coverage 255, which with OVER is
/// the colour itself whatever was there before. Hence nothing drawn earlier shows in the band, and
/// an earlier command needs only the rows outside every later band: `rows[i]` is the smallest run
/// of rows holding all of them (nil: none, the command draws nothing that shows).
package struct OcclusionPlan: Equatable {
    /// Visible rows of each command, `lower..<upper` in device pixels; nil when none show.
    package let rows: [Range<Int>?]

    private init(rows: [Range<Int>?]) { self.rows = rows }

    /// The same plan with every command further confined to `band` (nil where it leaves none).
    package func confined(to band: Range<Int>) -> OcclusionPlan {
        OcclusionPlan(rows: rows.map { shown in shown.map { $0.clamped(to: band) }.flatMap { $0.isEmpty ? nil : $0 } })
    }

    package init(_ list: DisplayList, scale: Double, width: Int, height: Int) {
        let commands = list.commands
        var depth = 0
        var bands: [Range<Int>?] = []
        bands.reserveCapacity(commands.count)
        for command in commands {
            switch command {
            case .pushClip: bands.append(nil); depth += 1
            case .popClip: bands.append(nil); depth = max(0, depth - 1)
            default: bands.append(depth == 0 ? Self.band(command, scale: scale, width: width, height: height) : nil)
            }
        }
        var hidden: [Range<Int>] = []
        var rows = [Range<Int>?](repeating: 0..<height, count: commands.count)
        for index in commands.indices.reversed() {
            rows[index] = Self.visible(height: height, hidden: hidden)
            if let band = bands[index] { hidden = Self.adding(band, to: hidden) }
        }
        self.rows = rows
    }

    /// The rows `command` covers fully when it is an occluder, nil otherwise or when none.
    static func band(_ command: DrawCommand, scale: Double, width: Int, height: Int) -> Range<Int>? {
        guard case let .fill(rect, radii, color) = command, color.alpha >= 1, rect.width > 0, rect.height > 0,
              rect.minX * scale <= 0, rect.maxX * scale >= Double(width) else { return nil }
        let limit = min(rect.width, rect.height) / 2
        func clamp(_ radius: Double) -> Double { max(0, min(radius, limit)) }
        let top = rect.minY + max(clamp(radii.topLeft), clamp(radii.topRight))
        let bottom = rect.maxY - max(clamp(radii.bottomLeft), clamp(radii.bottomRight))
        guard top.isFinite, bottom.isFinite else { return nil }
        let lower = max(0, min(Double(height), (top * scale).rounded(.up)))
        let upper = max(0, min(Double(height), (bottom * scale).rounded(.down)))
        return lower < upper ? Int(lower)..<Int(upper) : nil
    }

    /// `band` joined to sorted disjoint `ranges`, merging what touches.
    static func adding(_ band: Range<Int>, to ranges: [Range<Int>]) -> [Range<Int>] {
        var merged = band
        var result: [Range<Int>] = []
        for range in ranges {
            if range.upperBound < merged.lowerBound || range.lowerBound > merged.upperBound {
                result.append(range)
            } else {
                merged = min(range.lowerBound, merged.lowerBound)..<max(range.upperBound, merged.upperBound)
            }
        }
        result.append(merged)
        return result.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The smallest run of rows holding every row of `0..<height` outside `hidden` (sorted, disjoint).
    static func visible(height: Int, hidden: [Range<Int>]) -> Range<Int>? {
        var first: Int?, last = 0
        var row = 0
        for range in hidden + [height..<height] {
            if range.lowerBound > row {
                if first == nil { first = row }
                last = min(range.lowerBound, height)
            }
            row = max(row, range.upperBound)
        }
        guard let first, first < last else { return nil }
        return first..<last
    }
}
