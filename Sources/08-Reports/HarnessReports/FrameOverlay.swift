import HarnessRun

/// The SVG laid over a frame's actual image: the caret box, the button's and keyboard's top
/// lines, the header's bottom, and the caret-to-button gap beside the design's bottom inset.
/// Its viewBox is the screen in points, so frames.json's numbers place every mark directly
/// and the drawing scales with whatever width the image is shown at.
struct FrameOverlay {
    let screen: JSONRect
    let constants: JSONConstants

    /// The `<svg>` element for one frame; colours and stroke widths come from the stylesheet.
    func svg(for frame: FrameResult) -> String {
        let w = screen.width
        var marks: [String] = []
        if frame.caret != nil {
            let top = frame.button.y - constants.caretBottomInset
            marks.append(#"<rect class="band" x="\#(n(screen.x))" y="\#(n(top))" width="\#(n(w))" height="\#(n(constants.caretBottomInset))"/>"#)
        }
        let header = frame.header
        marks.append(horizontal(header.y + header.height, cssClass: "header"))
        marks.append(horizontal(frame.button.y, cssClass: "button"))
        // Below their lines and at the right edge: the gap's label sits above the button's line.
        marks.append(label("button top \(ReportNumber.fixed(frame.button.y))", x: screen.x + w - 6,
                           y: frame.button.y + 16, anchor: "end", cssClass: "button"))
        if let keyboard = frame.keyboard {
            marks.append(horizontal(keyboard.y, cssClass: "keyboard"))
            marks.append(label("keyboard top \(ReportNumber.fixed(keyboard.y))", x: screen.x + w - 6,
                               y: keyboard.y + 16, anchor: "end", cssClass: "keyboard"))
        }
        if let caret = frame.caret {
            marks += caretMarks(caret, frame: frame)
        }
        let box = "\(n(screen.x)) \(n(screen.y)) \(n(w)) \(n(screen.height))"
        return #"<svg class="overlay" viewBox="\#(box)" preserveAspectRatio="none" role="img" aria-label="caret, button, keyboard and gap overlay">"#
            + marks.joined() + "</svg>"
    }

    /// The caret's box (dashed when something covers it), the gap from its bottom to the
    /// button's top, or a pointer at the edge when the caret is scrolled off the screen.
    private func caretMarks(_ caret: JSONRect, frame: FrameResult) -> [String] {
        let bottom = caret.y + caret.height
        if bottom <= screen.y {
            return [label("▲ caret above the screen, y \(ReportNumber.fixed(caret.y))", x: screen.x + screen.width / 2,
                          y: screen.y + 18, anchor: "middle", cssClass: "caret")]
        }
        if caret.y >= screen.y + screen.height {
            return [label("▼ caret below the screen, y \(ReportNumber.fixed(caret.y))", x: screen.x + screen.width / 2,
                          y: screen.y + screen.height - 10, anchor: "middle", cssClass: "caret")]
        }
        let covered = frame.occludedBy.isEmpty ? "" : " covered"
        var marks = [#"<rect class="caret\#(covered)" x="\#(n(caret.x - 3))" y="\#(n(caret.y - 3))" width="\#(n(caret.width + 6))" height="\#(n(caret.height + 6))" rx="2"/>"#]
        guard let gap = frame.caretGapToButton else { return marks }
        // The dimension goes on the caret's roomier side, so its label stays on the screen.
        let right = caret.x + caret.width / 2 < screen.x + screen.width * 0.6
        let x = right ? caret.x + caret.width + 9 : caret.x - 9
        let tone = gap < 0 ? "bad" : gap + 0.005 < constants.caretBottomInset ? "short" : "ok"
        marks.append(#"<g class="gap \#(tone)">"#
            + #"<line x1="\#(n(x))" y1="\#(n(bottom))" x2="\#(n(x))" y2="\#(n(frame.button.y))"/>"#
            + #"<line x1="\#(n(x - 4))" y1="\#(n(bottom))" x2="\#(n(x + 4))" y2="\#(n(bottom))"/>"#
            + #"<line x1="\#(n(x - 4))" y1="\#(n(frame.button.y))" x2="\#(n(x + 4))" y2="\#(n(frame.button.y))"/>"#
            + label("gap \(ReportNumber.fixed(gap))", x: right ? x + 7 : x - 7, y: (bottom + frame.button.y) / 2 + 5,
                    anchor: right ? "start" : "end", cssClass: "")
            + "</g>")
        return marks
    }

    private func horizontal(_ y: Double, cssClass: String) -> String {
        #"<line class="\#(cssClass)" x1="\#(n(screen.x))" y1="\#(n(y))" x2="\#(n(screen.x + screen.width))" y2="\#(n(y))"/>"#
    }

    private func label(_ text: String, x: Double, y: Double, anchor: String, cssClass: String) -> String {
        let classes = cssClass.isEmpty ? "" : " " + cssClass
        return #"<text class="label\#(classes)" x="\#(n(x))" y="\#(n(y))" text-anchor="\#(anchor)">\#(HTML.escape(text))</text>"#
    }

    /// Coordinates to a hundredth of a point: finer than any device pixel, and short.
    private func n(_ value: Double) -> String { ReportNumber.fixed(value) }
}
