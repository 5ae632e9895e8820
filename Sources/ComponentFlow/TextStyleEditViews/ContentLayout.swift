import Foundation

/// The content column's vertical rhythm (sheet-geometry.md, numbers in `ContentMetrics`), the one
/// place of it: from the column's width and its two fields' heights, every child's frame in the
/// column's space and the column's size. The UIKit column (`ContentState.apply`) and the model
/// (`HarnessScreens`'s content view) both lay out through it.
public struct ContentLayout: Hashable, Sendable {
    public let emoji: CGRect
    public let titleSection: CGRect
    public let textSection: CGRect
    /// Edit mode only.
    public let deleteSection: CGRect?
    public let linkRow: CGRect
    public let size: CGSize

    /// The width a section (and its row) gets: the column less 16 pt on each side.
    public static func sectionWidth(columnWidth width: CGFloat) -> CGFloat { width - 2 * ContentMetrics.sideInset }

    /// Emoji at 70, then 24, the title section, 24, the instructions section, (24 and the delete
    /// section in edit mode,) 23, the link row and 104 below it.
    public init(width: CGFloat, titleHeight: CGFloat, textHeight: CGFloat, hasDeleteSection: Bool) {
        let m = ContentMetrics.self
        let sectionWidth = Self.sectionWidth(columnWidth: width)
        var y = CGFloat(m.topPadding)
        emoji = CGRect(x: (width - m.emojiDiameter) / 2, y: y, width: m.emojiDiameter, height: m.emojiDiameter)
        y += m.emojiDiameter + m.sectionSpacing
        titleSection = CGRect(x: m.sideInset, y: y, width: sectionWidth, height: titleHeight)
        y += titleHeight
        y += m.sectionSpacing
        textSection = CGRect(x: m.sideInset, y: y, width: sectionWidth, height: textHeight)
        y += textHeight
        if hasDeleteSection {
            y += m.sectionSpacing
            deleteSection = CGRect(x: m.sideInset, y: y, width: sectionWidth, height: m.deleteSectionHeight)
            y += m.deleteSectionHeight
        } else {
            deleteSection = nil
        }
        y += m.spacingAboveLinkRow
        linkRow = CGRect(x: m.sideInset, y: y, width: sectionWidth, height: m.linkCheckboxSize)
        y += m.linkCheckboxSize + m.bottomPadding
        size = CGSize(width: width, height: y)
    }
}
