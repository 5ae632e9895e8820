import HarnessDrawing
import HarnessGeometry
import HarnessSheet

/// Draws the bar iOS shows instead of the keyboard while a hardware keyboard is attached: the
/// predictive suggestions in a row and the chevron that hides the bar, above the home-indicator
/// area. Its top edge is the input view's top (what the harness measures); its height is the
/// variant's inputHeight (the ~55 pt of sheet-geometry.md, an estimate).
struct ShortcutsBarPainter {
    let palette: Palette
    let labels: LabelMaker
    /// The part of the bar's height that is the home-indicator area, painted empty.
    let homeIndicatorHeight: Double

    func paint(in bar: Rect, into list: inout DisplayList) throws {
        list.append(.fill(bar, radii: .none, color: palette.keyboardBackground))
        let rowHeight = max(0, bar.height - homeIndicatorHeight)
        guard rowHeight > 0 else { return }
        let chevronSlot = 44.0
        let row = Rect(x: bar.minX, y: bar.minY, width: bar.width - chevronSlot, height: rowHeight)
        let words = ["I", "The", "I'm"]
        let slot = row.width / Double(words.count)
        for (i, word) in words.enumerated() {
            let box = Rect(x: row.minX + Double(i) * slot, y: row.minY, width: slot, height: row.height)
            try labels.centered(word, face: .regular, size: 16, in: box, color: palette.primaryText, into: &list)
            list.append(.line(from: Point(x: box.maxX, y: row.minY + row.height * 0.3),
                              to: Point(x: box.maxX, y: row.maxY - row.height * 0.3), lineWidth: 1,
                              color: palette.secondaryText))
        }
        // The chevron pointing down: two strokes meeting under the slot's centre.
        let centre = Point(x: bar.maxX - chevronSlot / 2, y: row.midY)
        let arm = 6.0
        list.append(.line(from: Point(x: centre.x - arm, y: centre.y - arm / 2), to: Point(x: centre.x, y: centre.y + arm / 2),
                          lineWidth: 2, color: palette.primaryText))
        list.append(.line(from: Point(x: centre.x, y: centre.y + arm / 2), to: Point(x: centre.x + arm, y: centre.y - arm / 2),
                          lineWidth: 2, color: palette.primaryText))
    }
}
