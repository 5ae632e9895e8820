import HarnessGoldens
import HarnessCore

/// The strategy strip: for each step of a scenario, the last frame of that step under every
/// keyboard-avoidance approach, shrunk and tiled (columns = approaches in the order compared,
/// rows = steps). One golden a scenario shows every approach at once without committing
/// every frame of every approach.
package enum StrategyStrip {
    /// Its file name, beside the scenario's frame goldens.
    package static let fileName = GoldenPaths.stripFileName
    /// Frames are shrunk by this much: a 3x frame becomes 1 px a point, enough to see where the
    /// caret and the keyboard are, at a ninth of the pixels.
    package static let factor = 3
    /// Pixels of mid gray between tiles, so the edges of white sheets stay visible.
    package static let gap = 6

    /// The strip's size for `rows` x `columns` tiles of one size, with `gap` between them.
    package static func size(rows: Int, columns: Int, tileWidth: Int, tileHeight: Int, gap: Int = gap)
        -> (width: Int, height: Int)
    {
        guard rows > 0, columns > 0 else { return (0, 0) }
        return (columns * tileWidth + (columns - 1) * gap, rows * tileHeight + (rows - 1) * gap)
    }

    /// Tiles `tiles[row][column]` on mid gray; every tile takes the largest tile's cell, top left.
    package static func build(_ tiles: [[RGBAImage]], gap: Int = gap) -> RGBAImage {
        let all = tiles.flatMap { $0 }
        let tileWidth = all.map(\.width).max() ?? 0, tileHeight = all.map(\.height).max() ?? 0
        let columns = tiles.map(\.count).max() ?? 0
        let (width, height) = size(rows: tiles.count, columns: columns, tileWidth: tileWidth, tileHeight: tileHeight,
                                   gap: gap)
        var strip = RGBAImage(width: width, height: height, fill: (128, 128, 128, 255))
        for (row, line) in tiles.enumerated() {
            for (column, tile) in line.enumerated() {
                let left = column * (tileWidth + gap), top = row * (tileHeight + gap)
                for y in 0..<tile.height {
                    let from = y * tile.width * 4, to = ((top + y) * width + left) * 4
                    strip.pixels.replaceSubrange(to..<(to + tile.width * 4), with: tile.pixels[from..<(from + tile.width * 4)])
                }
            }
        }
        return strip
    }
}
