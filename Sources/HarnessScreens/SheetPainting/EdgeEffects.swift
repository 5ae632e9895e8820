import HarnessCore

/// The sheet's two scroll edge effects, drawn over the scrolled content in the sheet
/// background's colour, each one Cairo linear gradient (`DrawCommand.fillGradient`).
///
/// **Where they sit** (screen points; H the screen height, numbers from sheet-geometry.md):
/// - Top: the header overlay, `headerRect` = the sheet's top `headerHeight` (80, an estimate in
///   the reference: "about 80 tall"). Opaque from the sheet's top down to 60 (= the close
///   button's 16 + 44, under the title and the close button), then fading to clear at 80, where
///   the model stops counting content as covered by the header.
/// - Bottom: the bottom edge effect, `bottomEdgeEffectHeight` = 52 + 36 = 88 tall, ending at the
///   button's bottom edge: the 52 pt beside the button plus 36 above it. Clear at its top,
///   opaque at the button's bottom, and opaque from there down to the screen's bottom (the
///   button's bottom region), so nothing shows under or below the button.
///   Keyboard shown: button bottom = H - inputHeight - 8, band = [H - inputHeight - 96,
///   H - inputHeight - 8], opaque below (the 8 pt gap above the keyboard; the keyboard covers
///   the rest). On the iPhone 15 Pro (H 852, inputHeight 336): 420...508.
///   Keyboard hidden: button bottom = H - max(safeBottom, 30), band = [H - max(safeBottom, 30)
///   - 88, H - max(safeBottom, 30)], opaque below. iPhone 15 Pro (safeBottom 34): 730...818;
///   iPhone SE (safeBottom 0, H 667): 549...637.
///   Mid-animation the band follows the button as presented (`PresentedTimeline`).
///
/// **The fade's shape** is an estimate: the reference gives the heights only. The opacity is the
/// cube of the depth into the fade (0 at its clear edge, 1 at its opaque edge), like iOS's soft
/// edge effect whose fading is concentrated toward the bar, sampled at 17 stops between which
/// cairo interpolates linearly (within 0.003 of the cube). That keeps the outer part of each
/// fade nearly clear, which matters twice:
/// - at rest the emoji circle's top (content padding 70) lies 10 pt into the 20 pt top fade,
///   depth 0.5, opacity 0.125, falling to under 0.03 four points lower (depth 0.3): the circle is not
///   washed out (the old stepped fade started at 66, 4 pt above it, at opacity 0.93);
/// - the design keeps the caret 24 pt above the button's top, 12 pt into the 88 pt band: depth
///   12 / 88 = 0.136, opacity 0.003, so a caret the model calls visible still reads as tint to
///   the pixel measurer (which allows 24 levels off tint, an opacity of about 24 / 242 = 0.099
///   over the light sheet). Any caret clear of the button has depth at most 36 / 88 = 0.409,
///   opacity at most about 0.07. A caret at the button's rows is under the fade as on iOS (the
///   caret is content) and the model says the button covers it.
package enum EdgeEffects {
    /// Where the top fade turns opaque, from the sheet's top: the close button's bottom, 16 + 44.
    package static let topOpaqueHeight: Double = ResizableSheetComponent.Metrics.closeButtonOrigin
        + ResizableSheetComponent.Metrics.closeButtonSize

    /// How many linear segments approximate the cube.
    package static let segments = 16

    /// The fade's opacity at `depth` (0 at its clear edge, 1 at its opaque edge): depth³,
    /// clamped to 0...1.
    package static func opacity(atDepth depth: Double) -> Double {
        let d = min(1, max(0, depth))
        return d * d * d
    }

    /// `segments + 1` stops of `color` at offsets k / segments with opacity (k / segments)³
    /// times the colour's own alpha; offset 0 is the clear edge.
    package static func stops(color: Color) -> [GradientStop] {
        (0...segments).map { k in
            let offset = Double(k) / Double(segments)
            return GradientStop(offset: offset, color: color.withAlpha(color.alpha * opacity(atDepth: offset)))
        }
    }

    /// The top effect: `header` filled (top corners rounded like the sheet) with a gradient clear
    /// at `header.maxY` and opaque from `topOpaqueHeight` below its top upward.
    package static func top(header: Rect, cornerRadius: Double, color: Color) -> DrawCommand {
        let x = header.midX
        let gradient = LinearGradient(start: Point(x: x, y: header.maxY),
                                      end: Point(x: x, y: header.minY + topOpaqueHeight), stops: stops(color: color))
        return .fillGradient(header, radii: .top(cornerRadius), gradient: gradient)
    }

    /// The rectangle the bottom effect fills: the sheet's width, from `bottomEdgeEffectHeight`
    /// above the button's bottom edge down to the screen's bottom.
    package static func bottomRect(button: Rect, sheetMinX: Double, sheetWidth: Double, screenHeight: Double) -> Rect {
        let top = button.maxY - ResizableSheetComponent.Metrics.bottomEdgeEffectHeight
        return Rect(x: sheetMinX, y: top, width: sheetWidth, height: max(0, screenHeight - top))
    }

    /// The bottom effect: `bottomRect` filled with a gradient clear at its top and opaque from
    /// the button's bottom edge down.
    package static func bottom(button: Rect, sheetMinX: Double, sheetWidth: Double, screenHeight: Double,
                              color: Color) -> DrawCommand {
        let rect = bottomRect(button: button, sheetMinX: sheetMinX, sheetWidth: sheetWidth, screenHeight: screenHeight)
        let gradient = LinearGradient(start: Point(x: rect.midX, y: rect.minY),
                                      end: Point(x: rect.midX, y: button.maxY), stops: stops(color: color))
        return .fillGradient(rect, radii: .none, gradient: gradient)
    }
}
