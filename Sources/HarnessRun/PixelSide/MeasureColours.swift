import HarnessCore
import HarnessPixels
import HarnessScreens

extension MeasureOptions {
    /// The measurer's tint and keyboard colours taken from the palette the frame was painted
    /// with, so each colour is written once (in `Appearance.palette`).
    package init(appearance: Appearance, scale: Double) {
        let palette = appearance.palette
        self.init(tint: palette.tint.rgbBytes, keyboardColor: palette.keyboardBackground.rgbBytes, scale: scale)
    }
}

extension Color {
    /// The colour's red, green and blue as 8-bit levels (alpha ignored).
    var rgbBytes: (UInt8, UInt8, UInt8) {
        func level(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
        return (level(red), level(green), level(blue))
    }
}
