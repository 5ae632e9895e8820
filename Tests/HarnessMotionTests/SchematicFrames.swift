import HarnessCore
import HarnessScreens

/// Flat rectangles of a presented state, for looking at the motion (not the real painter):
/// sections light gray, keyboard dark gray, button orange, caret blue, at `scale` pixels a point.
enum SchematicFrames {
    static func draw(_ state: PresentedSheetState, screen: Size, scale: Double) -> RGBAImage {
        var image = RGBAImage(width: Int(screen.width * scale), height: Int(screen.height * scale),
                              fill: (255, 255, 255, 255))
        fill(&image, state.content, (244, 244, 248, 255), scale)
        fill(&image, state.titleSection, (214, 214, 222, 255), scale)
        fill(&image, state.instructionsSection, (214, 214, 222, 255), scale)
        if let keyboard = state.keyboard { fill(&image, keyboard, (90, 90, 96, 255), scale) }
        fill(&image, state.button, (255, 149, 0, 255), scale)
        if let caret = state.caret { fill(&image, caret, (0, 96, 255, 255), scale) }
        return image
    }

    /// Fills the pixels whose centres lie inside `rect` (points), clipped to the image.
    static func fill(_ image: inout RGBAImage, _ rect: Rect, _ colour: (UInt8, UInt8, UInt8, UInt8), _ scale: Double) {
        guard !rect.isNull else { return }
        let x0 = max(0, Int((rect.minX * scale - 0.5).rounded(.up)))
        let x1 = min(image.width, Int((rect.maxX * scale - 0.5).rounded(.up)))
        let y0 = max(0, Int((rect.minY * scale - 0.5).rounded(.up)))
        let y1 = min(image.height, Int((rect.maxY * scale - 0.5).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 { image.setPixel(x: x, y: y, colour) }
        }
    }
}
