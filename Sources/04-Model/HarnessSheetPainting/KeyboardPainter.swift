import HarnessDrawing
import HarnessGeometry
import HarnessSheet

/// Draws the soft keyboard: the predictive bar and a QWERTY layout with its keys. Key sizes are
/// iOS's usual proportions fitted to the keyboard's height; only the top edge matters to the
/// harness's measurements, the rest is there so a frame looks like the device.
struct KeyboardPainter {
    let palette: Palette
    let labels: LabelMaker
    let predictiveBar: Bool
    let homeIndicatorHeight: Double

    static let predictiveBarHeight: Double = 44
    static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    func paint(in keyboard: Rect, into list: inout DisplayList) throws {
        list.append(.fill(keyboard, radii: .none, color: palette.keyboardBackground))
        var top = keyboard.minY
        if predictiveBar {
            try paintSuggestions(in: Rect(x: keyboard.minX, y: top, width: keyboard.width, height: Self.predictiveBarHeight),
                             into: &list)
            top += Self.predictiveBarHeight
        }
        let sideMargin = 3.0, gap = 6.0, rowGap = 11.0, topMargin = 8.0
        let rowsHeight = keyboard.maxY - homeIndicatorHeight - top - topMargin
        let keyHeight = min(42, (rowsHeight - 3 * rowGap - 4) / 4)
        let keyWidth = (keyboard.width - 2 * sideMargin - 9 * gap) / 10
        var y = top + topMargin
        for (index, row) in Self.rows.enumerated() {
            let letters = Array(row)
            let rowWidth = Double(letters.count) * keyWidth + Double(letters.count - 1) * gap
            var x = keyboard.minX + (keyboard.width - rowWidth) / 2
            if index == 2 {
                let special = keyWidth * 1.3
                try paintKey(Rect(x: keyboard.minX + sideMargin, y: y, width: special, height: keyHeight), label: "⇧",
                         special: true, into: &list)
                try paintKey(Rect(x: keyboard.maxX - sideMargin - special, y: y, width: special, height: keyHeight),
                         label: "⌫", special: true, into: &list)
            }
            for letter in letters {
                try paintKey(Rect(x: x, y: y, width: keyWidth, height: keyHeight), label: String(letter), special: false,
                         into: &list)
                x += keyWidth + gap
            }
            y += keyHeight + rowGap
        }
        let modeWidth = keyWidth * 2 + gap / 2
        let returnWidth = keyWidth * 2.5
        try paintKey(Rect(x: keyboard.minX + sideMargin, y: y, width: modeWidth, height: keyHeight), label: "123",
                 special: true, into: &list)
        let spaceX = keyboard.minX + sideMargin + modeWidth + gap
        let returnX = keyboard.maxX - sideMargin - returnWidth
        try paintKey(Rect(x: spaceX, y: y, width: returnX - gap - spaceX, height: keyHeight), label: "space",
                 special: false, into: &list)
        try paintKey(Rect(x: returnX, y: y, width: returnWidth, height: keyHeight), label: "return", special: true,
                 into: &list)
    }

    private func paintSuggestions(in bar: Rect, into list: inout DisplayList) throws {
        let words = ["I", "The", "I'm"]
        let slot = bar.width / 3
        for (i, word) in words.enumerated() {
            let box = Rect(x: bar.minX + Double(i) * slot, y: bar.minY, width: slot, height: bar.height)
            try labels.centered(word, face: .regular, size: 16, in: box, color: palette.primaryText, into: &list)
            if i > 0 {
                list.append(.line(from: Point(x: box.minX, y: bar.minY + 12), to: Point(x: box.minX, y: bar.maxY - 12),
                                  lineWidth: 1, color: palette.secondaryText))
            }
        }
    }

    private func paintKey(_ rect: Rect, label: String, special: Bool, into list: inout DisplayList) throws {
        list.append(.fill(rect.offsetBy(dx: 0, dy: 1), radii: .all(5), color: Color(hex: 0x898A8D, alpha: 0.5)))
        list.append(.fill(rect, radii: .all(5), color: special ? palette.specialKey : palette.key))
        let size = label.count == 1 ? 22.0 : 15.0
        try labels.centered(label, face: .regular, size: size, in: rect, color: palette.primaryText, into: &list)
    }
}
