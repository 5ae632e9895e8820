import HarnessRun
import HarnessScreens
import HarnessCore

/// One setting a screen is checked under: device, appearance, text size, orientation, keyboard
/// (the harness's own `Device`, `Appearance` and `Settings`).
public struct ScreenVariant: Hashable, Sendable, CustomStringConvertible {
    public var device: Device
    public var appearance: Appearance
    public var settings: Settings

    /// A variant; an unknown device id is reported by the assertion.
    public init(device: Device = .iPhone15Pro, appearance: Appearance = .light, textSize: Double = TextSizes.standard,
                orientation: Orientation = .portrait, keyboard: KeyboardKind = .software) {
        self.device = device
        self.appearance = appearance
        settings = Settings(textSize: textSize, orientation: orientation, keyboard: keyboard)
    }

    /// A device by its id (`caret-harness devices`); nil for an unknown id.
    public init?(device id: String, appearance: Appearance = .light, textSize: Double = TextSizes.standard,
                 orientation: Orientation = .portrait, keyboard: KeyboardKind = .software) {
        guard let device = Device.named(id) else { return nil }
        self.init(device: device, appearance: appearance, textSize: textSize, orientation: orientation, keyboard: keyboard)
    }

    /// The folder name of its goldens: `iphone-15-pro-dark-23pt-hardware` (the CLI's).
    public var description: String {
        "\(device.id)-\(appearance.rawValue)" + HarnessOptions.settingsSuffix(settings)
    }

    /// The standard phone: iPhone 15 Pro, light, 17 pt, portrait, software keyboard.
    public static let standard = ScreenVariant()

    /// The six cells of `Goldens/variants.json`: iPhone 15 Pro light and dark, iPhone SE light
    /// and at 26 pt, iPhone 15 Pro in landscape, iPhone 15 Pro dark at 23 pt with a hardware keyboard.
    public static let six: [ScreenVariant] = [
        ScreenVariant(device: .iPhone15Pro, appearance: .light),
        ScreenVariant(device: .iPhone15Pro, appearance: .dark),
        ScreenVariant(device: seThird, appearance: .light),
        ScreenVariant(device: seThird, appearance: .light, textSize: 26),
        ScreenVariant(device: .iPhone15Pro, appearance: .light, orientation: .landscape),
        ScreenVariant(device: .iPhone15Pro, appearance: .dark, textSize: 23, keyboard: .hardware),
    ]

    private static let seThird = Device.named("iphone-se-3")!
}
