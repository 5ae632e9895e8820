import HarnessCore

/// The pixels of a display list's last part (a keyboard, say) kept from one frame for the next
/// frames that end with the same commands, so `CairoRenderer.renderCulled` draws them once.
///
/// The part starts at a **base**: the last square-cornered opaque `.fill` drawn with no clip
/// active that reaches both side edges of the surface, whose top and bottom fall on whole pixel
/// rows (or beyond the surface), which covers at least a quarter of the surface's rows and
/// which is not the list's first command (a part seen for the first time is drawn twice). The
/// base replaces every pixel of its rows with its colour, so after it those rows depend only on
/// the commands from the base on; the renderer keeps them only once it has seen those commands
/// touch no pixel outside the rows, so the rows above come from the commands before the base
/// alone. A few parts are kept, the oldest dropped first.
package struct SegmentCache {
    /// The commands from the base on, and where they draw.
    package struct Key: Equatable {
        package let commands: [DrawCommand]
        /// The base's index in the display list.
        package let start: Int
        /// The base's rows in device pixels.
        package let rows: Range<Int>
        package let scale: Double
        package let width: Int
        package let height: Int

        /// The list's base and the commands from it on, nil when it has none.
        package init?(_ list: DisplayList, scale: Double, width: Int, height: Int) {
            var depth = 0
            var base: (index: Int, rows: Range<Int>)?
            for (index, command) in list.commands.enumerated() {
                switch command {
                case .pushClip: depth += 1
                case .popClip: depth -= 1
                case let .fill(rect, radii, color) where depth == 0 && radii == .none && color.alpha >= 1:
                    guard rect.minX * scale <= 0, rect.maxX * scale >= Double(width) else { continue }
                    let top = max(0, rect.minY * scale), bottom = min(Double(height), rect.maxY * scale)
                    guard top == top.rounded(), bottom == bottom.rounded(), bottom - top >= Double(height) / 4 else { continue }
                    base = (index, Int(top)..<Int(bottom))
                default: continue
                }
            }
            // A base at the first command would make the whole frame the part, drawn twice when new.
            guard let base, base.index > 0 else { return nil }
            commands = Array(list.commands[base.index...])
            start = base.index
            rows = base.rows
            self.scale = scale
            self.width = width
            self.height = height
        }
    }

    /// How many parts are kept.
    static let capacity = 8

    private var entries: [(key: Key, rows: [UInt8])] = []

    package init() {}

    package var count: Int { entries.count }

    /// The kept cairo pixels of `key.rows`, nil when this part was not kept.
    package func rows(for key: Key) -> [UInt8]? {
        entries.first { $0.key == key }?.rows
    }

    package mutating func insert(_ rows: [UInt8], for key: Key) {
        entries.removeAll { $0.key == key }
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((key, rows))
    }
}
