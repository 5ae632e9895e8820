import HarnessCore

/// One device under one set of settings, resolved into the numbers the sheet is laid out with:
/// the one value a runner takes to lay out, run or draw a variant.
package struct Variant: Hashable, Sendable {
    package let device: Device
    package let settings: Settings

    package init(device: Device, settings: Settings = .standard) {
        self.device = device
        self.settings = settings
    }

    package var orientation: Orientation { settings.orientation }
    package var keyboard: KeyboardKind { settings.keyboard }
    package var textSize: Double { settings.textSize }

    /// W x H in points: the device's portrait size, swapped in landscape.
    package var screen: Size {
        let s = device.screen
        return orientation == .portrait ? s : Size(width: s.height, height: s.width)
    }

    /// Portrait: the device's status bar. Landscape: iPhones hide it, so 0 (the container
    /// inset becomes 0 + 10; an estimate of sheet-geometry.md's "Landscape" section).
    package var statusBarHeight: Double {
        orientation == .portrait ? device.statusBarHeight : 0
    }

    /// Safe-area insets. Portrait: the device's top and bottom, no sides. Landscape (estimates):
    /// no top (the status bar is hidden), the device's side insets left and right, its landscape bottom.
    package var safeArea: Insets {
        switch orientation {
        case .portrait:
            return Insets(top: device.safeAreaTop, left: 0, bottom: device.safeAreaBottom, right: 0)
        case .landscape:
            let l = device.landscape
            return Insets(top: 0, left: l.safeAreaSide, bottom: l.safeAreaBottom, right: l.safeAreaSide)
        }
    }

    /// The sheet's width on a phone: min(W, H) - 2 * safeLeft, centred (sheet-geometry.md).
    package var sheetWidth: Double {
        min(screen.width, screen.height) - 2 * safeArea.left
    }

    /// The input view's height while it shows, home-indicator area included: the keyboard
    /// table's estimates per device class and orientation, 55 for a hardware keyboard's
    /// shortcuts bar (an estimate), 0 when there is no input view.
    package var inputHeight: Double {
        let portrait = orientation == .portrait
        switch keyboard {
        case .software:
            return portrait ? device.keyboardHeightWithPredictiveBar : device.landscape.keyboardHeightWithPredictiveBar
        case .softwareNoPredictive:
            return portrait ? device.keyboardHeight : device.landscape.keyboardHeight
        case .hardware:
            return KeyboardKind.hardwareShortcutsBarHeight
        case .none:
            return 0
        }
    }

    /// A folder-safe name, e.g. `iphone-15-pro-landscape-23pt-hardware`; the standard settings
    /// give the device's id alone, so the default variant keeps today's folder names.
    package var id: String {
        guard settings != .standard else { return device.id }
        return "\(device.id)-\(orientation.rawValue)-\(NumberText.shortest(textSize))pt-\(keyboard.rawValue)"
    }

    /// The command-line options that select this variant on `run`, `verify`, `record` and `sweep`.
    package var commandLineOptions: [String] {
        ["--device", device.id, "--orientation", orientation.rawValue, "--text-size", NumberText.shortest(textSize),
         "--keyboard", keyboard.rawValue]
    }

}
