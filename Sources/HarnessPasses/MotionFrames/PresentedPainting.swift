import HarnessCore
import HarnessScreens
import UIKit

/// Paints the real sheet as it is presented mid-animation: the model's text and caret (they jump
/// at once) inside the presented scroll origin, content, section, button and keyboard frames.
///
/// The scroll origin and the content's and sections' frames are set on the sheet's views for the
/// painting and put back right after (same values, so the sheet is left as it was); the button
/// and keyboard go to the painter as `PresentedChrome`. The content column keeps its model size
/// (only its origin moves), so its children are not laid out again; the sections take their
/// presented size (a section lays out only its row, which fills it).
@MainActor
package enum PresentedPainting {
    package static func paint(_ screen: TextStyleEditScreen, at state: PresentedSheetState,
                              appearance: Appearance) -> DisplayList {
        let scrollView = screen.sheet.scrollView
        let content = screen.content
        let sections = FieldID.allCases.map(screen.section)
        let savedBounds = scrollView.bounds
        let savedContent = content.frame
        let savedSections = sections.map(\.frame)
        defer {
            for (section, frame) in zip(sections, savedSections) { section.frame = frame }
            content.frame = savedContent
            scrollView.bounds = savedBounds
            content.layoutIfNeeded()
        }
        let origin = state.scrollOriginY
        scrollView.bounds = CGRect(x: savedBounds.minX, y: origin, width: savedBounds.width, height: savedBounds.height)
        // Screen rectangles back to the parents' coordinates: content lives in the scroll view's
        // content space (screen + origin, less where the scroll view's frame is on screen), the
        // sections in the content column's.
        let scrollOnScreen = scrollView.superview.map { $0.convert(scrollView.frame.origin, to: screen.sheet) } ?? .zero
        content.frame = CGRect(x: state.content.minX - scrollOnScreen.x, y: state.content.minY + origin - scrollOnScreen.y,
                               width: savedContent.width, height: savedContent.height)
        for (section, presented) in zip(sections, [state.titleSection, state.instructionsSection]) {
            section.frame = CGRect(presented.offsetBy(dx: -state.content.minX, dy: -state.content.minY))
        }
        content.layoutIfNeeded()
        var painter = SheetPainter(screen: screen, appearance: appearance)
        painter.chrome = PresentedChrome(button: state.button, keyboard: state.keyboard)
        return painter.paint()
    }
}
