import HarnessScreens
import HarnessScript
import UIKit

/// The keyboard a view screen's run has, as a script changes it: the variant's to begin with,
/// then `keyboard emoji|standard`, `predictive on|off` and `hardware attach|detach`. Its height
/// is the input view's while it shows, home-indicator area included.
struct ViewKeyboard: Equatable {
    var layout: OnScreenKeyboard = .standard
    var predictive: Bool
    var hardware: Bool
    /// The variant's `none`: a hardware keyboard with its shortcuts bar hidden, no input view.
    let noInputView: Bool

    init(_ kind: KeyboardKind) {
        predictive = kind != .softwareNoPredictive
        hardware = kind == .hardware || kind == .none
        noInputView = kind == .none
    }

    /// What the window's keyboard draws: the predictive bar or not, or the shortcuts bar alone.
    var look: KeyboardLook { KeyboardLook(predictiveBar: predictive, hardware: hardware) }

    mutating func apply(_ change: KeyboardChange) {
        switch change {
        case .layout(let layout): self.layout = layout
        case .predictive(let on): predictive = on
        case .hardware(let attached): hardware = attached
        }
    }

    /// The height on `variant`'s device and orientation: sheet-geometry.md's keyboard table with
    /// or without the predictive bar; 55 for a hardware keyboard's shortcuts bar (an estimate,
    /// `KeyboardKind.hardwareShortcutsBarHeight`), 0 with it hidden; the emoji keyboard is
    /// `emojiHeight`.
    func height(on variant: Variant) -> Double {
        if hardware { return noInputView ? 0 : KeyboardKind.hardwareShortcutsBarHeight }
        let kind: KeyboardKind = predictive ? .software : .softwareNoPredictive
        let standard = Variant(device: variant.device, settings: Settings(textSize: variant.textSize, orientation: variant.orientation,
                                                                          keyboard: kind)).inputHeight
        switch layout {
        case .standard: return standard
        case .emoji: return emojiHeight(on: variant)
        }
    }

    /// The emoji keyboard: the software keyboard's height with the predictive bar (its emoji
    /// grid fills the keys' and the bar's room) plus its search field's row, 40 pt
    /// (`emojiSearchRowHeight`), whatever the predictive setting (it has no predictive bar of
    /// its own). *estimate*: no source gives the emoji keyboard's height; the table's estimates
    /// are sheet-geometry.md's. iPhone 15 Pro portrait: 336 + 40 = 376.
    func emojiHeight(on variant: Variant) -> Double {
        Variant(device: variant.device, settings: Settings(textSize: variant.textSize, orientation: variant.orientation,
                                                           keyboard: .software)).inputHeight + Self.emojiSearchRowHeight
    }

    /// The emoji keyboard's search-field row above its grid (iOS 14 and later). *estimate*
    static let emojiSearchRowHeight: Double = 40
}
