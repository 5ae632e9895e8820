import HarnessCore
import HarnessScreens

/// Paints the real sheet as it is presented mid-animation: the model's text and caret (they jump
/// at once) inside the presented scroll origin, content, section, button and keyboard frames.
///
/// The scroll origin and the content's and sections' frames are set on the model's views for the
/// painting and put back right after (same values, so the model is left as it was); the button
/// and keyboard go to the painter as `PresentedChrome`. The content column keeps its model size
/// (only its origin moves), so its children are not laid out again; the sections take their
/// presented size (a section lays out only its row, which fills it).
package enum PresentedPainting {
    package static func paint(_ screen: TextStyleEditScreen, at state: PresentedSheetState,
                             appearance: Appearance) throws -> DisplayList {
        let scrollView = screen.sheet.scrollView
        let content = screen.content
        let savedBounds = scrollView.bounds
        let savedContent = content.frame
        let savedTitle = content.titleSection.frame
        let savedText = content.textSection.frame
        defer {
            content.setFrame(savedTitle, of: content.titleSection)
            content.setFrame(savedText, of: content.textSection)
            scrollView.setFrame(savedContent, of: content)
            scrollView.bounds = savedBounds
        }
        let origin = state.scrollOriginY
        scrollView.bounds = Rect(x: savedBounds.minX, y: origin, width: savedBounds.width, height: savedBounds.height)
        // Screen rectangles back to the parents' coordinates: content lives in the scroll view's
        // content space (screen + origin), the sections in the content column's.
        let contentFrame = Rect(x: state.content.minX - scrollView.frame.minX, y: state.content.minY + origin - scrollView.frame.minY,
                                width: savedContent.width, height: savedContent.height)
        scrollView.setFrame(contentFrame, of: content)
        content.setFrame(state.titleSection.offsetBy(dx: -state.content.minX, dy: -state.content.minY), of: content.titleSection)
        content.setFrame(state.instructionsSection.offsetBy(dx: -state.content.minX, dy: -state.content.minY),
                         of: content.textSection)
        var painter = try SheetPainter(screen: screen, appearance: appearance)
        painter.chrome = PresentedChrome(button: state.button, keyboard: state.keyboard)
        return try painter.paint()
    }
}
