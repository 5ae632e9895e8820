import Foundation
import HarnessCore
import HarnessText

// Attributed text, as far as the harness's text engine draws it. The engine lays a text out in
// one font, so an attributed string is drawn in ONE style for the whole string: the attributes
// at its first character (font, foreground colour, background colour, paragraph alignment), an
// approximation of a string whose runs differ (a later run's font or background is not drawn),
// except a label's foreground colour, drawn per range (`TextColorRun`). Setting
// `attributedText` sets `text` and the view's `font`, `textColor` and
// `textAlignment` from those attributes (an attribute the string lacks leaves the view's
// property), as UIKit's views report them; reading it gives the text with the view's current
// style as attributes. Setting `text` drops the background, as it drops UIKit's attributes.
// Not supported (no such members, so code using them does not compile): `.kern` (the engine has
// no tracking), `lineSpacing`, `paragraphSpacing` and truncating line-break modes (the layout
// stacks lines at the font's line height and wraps by word).

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the glyphs.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind each line's glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// How lines break: by word, a word longer than the line between graphemes (what the harness's
/// layout does). UIKit's other modes (character wrapping, clipping, truncation) are not modelled.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
}

/// UIKit's NSParagraphStyle, the parts the layout honours: `alignment` and `lineBreakMode`.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    fileprivate var storedAlignment: NSTextAlignment = .natural
    fileprivate var storedLineBreakMode: NSLineBreakMode = .byWordWrapping

    public override init() { super.init() }

    /// A new default style (natural alignment, word wrapping).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var alignment: NSTextAlignment { storedAlignment }
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    open func copy(with zone: NSZone? = nil) -> Any { copy(into: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copy(into: NSMutableParagraphStyle()) }

    private func copy<Style: NSParagraphStyle>(into style: Style) -> Style {
        style.storedAlignment = storedAlignment
        style.storedLineBreakMode = storedLineBreakMode
        return style
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other.storedAlignment == storedAlignment && other.storedLineBreakMode == storedLineBreakMode
    }
}

/// UIKit's NSMutableParagraphStyle.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}

/// The one style an attributed string is drawn in: its first character's attributes.
package struct WholeTextStyle {
    var font: UIFont?
    var color: UIColor?
    var background: UIColor?
    var alignment: NSTextAlignment?

    init(_ string: NSAttributedString) {
        guard string.length > 0 else { return }
        let a = string.attributes(at: 0, effectiveRange: nil)
        font = a[.font] as? UIFont
        color = a[.foregroundColor] as? UIColor
        background = a[.backgroundColor] as? UIColor
        alignment = (a[.paragraphStyle] as? NSParagraphStyle)?.alignment
    }

    /// The attributes UIKit reports for a view's text in this style.
    static func attributes(font: UIFont, color: UIColor, background: UIColor?, alignment: NSTextAlignment)
        -> [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        var a: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color, .paragraphStyle: style]
        if let background { a[.backgroundColor] = background }
        return a
    }
}

extension UILabel {
    /// The text with its style; see the top of AttributedText.swift for what is drawn.
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            let string = NSMutableAttributedString(string: text, attributes: WholeTextStyle.attributes(
                font: font, color: textColor, background: textBackgroundColor, alignment: textAlignment))
            for run in textColorRuns ?? [] {
                string.addAttribute(.foregroundColor, value: run.color ?? textColor, range: run.utf16)
            }
            return string
        }
        set {
            text = newValue?.string
            guard let newValue else { return }
            let style = WholeTextStyle(newValue)
            if let f = style.font { font = f }
            if let c = style.color { textColor = c }
            if let a = style.alignment { textAlignment = a }
            textBackgroundColor = style.background
            textColorRuns = TextColorRun.runs(of: newValue)
        }
    }
}

extension UITextView {
    /// The text with its style; see the top of AttributedText.swift for what is drawn.
    public var attributedText: NSAttributedString! {
        get {
            NSAttributedString(string: content.text, attributes: WholeTextStyle.attributes(
                font: font ?? .systemFont(ofSize: 12), color: textColor ?? .label, background: textBackgroundColor,
                alignment: textAlignment))
        }
        set {
            text = newValue?.string ?? ""
            guard let newValue else { return }
            let style = WholeTextStyle(newValue)
            if let f = style.font { font = f }
            if let c = style.color { textColor = c }
            if let a = style.alignment { textAlignment = a }
            textBackgroundColor = style.background
        }
    }
}

extension UITextField {
    /// The text with its style; see the top of AttributedText.swift for what is drawn.
    public var attributedText: NSAttributedString? {
        get {
            NSAttributedString(string: content.text, attributes: WholeTextStyle.attributes(
                font: font ?? .systemFont(ofSize: 17), color: textColor ?? .label, background: textBackgroundColor,
                alignment: .natural))
        }
        set {
            text = newValue?.string
            guard let newValue else { return }
            let style = WholeTextStyle(newValue)
            if let f = style.font { font = f }
            if let c = style.color { textColor = c }
            textBackgroundColor = style.background
        }
    }

    /// The placeholder with its style: its string is `placeholder`; it is drawn in its first
    /// character's font and colour (the field's font and `placeholderText` where it has none).
    public var attributedPlaceholder: NSAttributedString? {
        get {
            placeholder.map { NSAttributedString(string: $0, attributes: WholeTextStyle.attributes(
                font: placeholderStyle?.font ?? font ?? .systemFont(ofSize: 17),
                color: placeholderStyle?.color ?? .placeholderText, background: placeholderStyle?.background,
                alignment: .natural)) }
        }
        set {
            placeholder = newValue?.string
            placeholderStyle = newValue.map(WholeTextStyle.init)
        }
    }
}

extension UIViewPainter {
    /// The text's background attribute: each line's glyph width at the line's place, the layout's
    /// top-left at (x, y) in the window.
    func paintTextBackground(_ layout: TextLayout, _ color: UIColor?, x: Double, y: Double, alpha: CGFloat,
                             into list: inout DisplayList) {
        guard let color else { return }
        let c = faded(color, alpha)
        for line in layout.lines where line.width > 0 {
            list.append(.fill(Rect(x: x, y: y + line.top, width: line.width, height: layout.lineHeight), radii: .none, color: c))
        }
    }
}

/// A label's foreground colour over one range of its text: the UTF-16 range UIKit names and the
/// grapheme offsets the layout counts. `color` nil: the label's `textColor`.
package struct TextColorRun {
    let utf16: NSRange
    let graphemes: Range<Int>
    let color: UIColor?

    /// The string's foreground colour runs, nil when one colour (or none) covers it all.
    static func runs(of string: NSAttributedString) -> [TextColorRun]? {
        var runs: [TextColorRun] = []
        let text = string.string
        // Grapheme offset of each UTF-16 offset at a cluster's start.
        var graphemeAt: [Int: Int] = [0: 0]
        var u = 0, g = 0
        for c in text { u += c.utf16.count; g += 1; graphemeAt[u] = g }
        string.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: string.length)) { value, range, _ in
            let start = graphemeAt[range.location] ?? g, end = graphemeAt[range.location + range.length] ?? g
            runs.append(TextColorRun(utf16: range, graphemes: start..<end, color: value as? UIColor))
        }
        guard runs.count > 1 else { return nil }
        return runs
    }
}

extension UIViewPainter {
    /// A label's glyphs in their ranges' colours: for each range, on each line it covers, the
    /// glyphs drawn clipped to the range's horizontal extent (from the caret x at its start to
    /// the caret x at its end; a range reaching a line's start or end opens to that side). The
    /// clip is a left-to-right reading: a range within a mixed-direction line is an
    /// approximation. A glyph's ink crossing a range's edge is cut there.
    func paintColorRuns(_ runs: [TextColorRun], of layout: TextLayout, defaultColor: UIColor, x: Double, y: Double,
                        alpha: CGFloat, into list: inout DisplayList) {
        let far = 1e6
        for run in runs where !run.graphemes.isEmpty {
            let color = faded(run.color ?? defaultColor, alpha)
            for line in layout.lines {
                let lo = max(run.graphemes.lowerBound, line.range.lowerBound)
                let hi = min(run.graphemes.upperBound, line.range.upperBound)
                guard lo < hi else { continue }
                let left = lo == line.range.lowerBound ? -far : layout.caretRect(atOffset: lo).origin.x
                let right = hi == line.range.upperBound ? far : layout.caretRect(atOffset: hi).origin.x
                let minX = min(left, right), maxX = max(left, right)
                list.append(.pushClip(Rect(x: x + minX, y: y + line.top, width: maxX - minX, height: layout.lineHeight),
                                      radii: .none))
                for glyphs in layout.glyphRuns { list.append(.glyphs(glyphs.offsetBy(dx: x, dy: y), color: color)) }
                list.append(.popClip)
            }
        }
    }
}
