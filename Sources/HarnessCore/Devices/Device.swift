
/// A phone the sheet can be laid out on, with the numbers of sheet-geometry.md. The stored
/// numbers are the portrait ones; `landscape` holds what changes when the phone is turned.
/// `Variant` resolves a device with the settings (orientation, keyboard, text size).
public struct Device: Hashable, Sendable, Codable {
    /// What sheet-geometry.md's "Landscape" section gives for the device (all estimates there).
    public struct Landscape: Hashable, Sendable, Codable {
        /// Safe-area inset on the left and on the right (the sensor housing side and its mirror).
        public let safeAreaSide: Double
        public let safeAreaBottom: Double
        /// Keyboard height without and with the predictive bar (estimates of the keyboard table).
        public let keyboardHeight: Double
        public let keyboardHeightWithPredictiveBar: Double
    }

    /// The identifier used on the command line and in folder names, e.g. `iphone-15-pro`.
    public let id: String
    public let name: String
    /// Screen size in points, portrait.
    package let screen: Size
    /// Device pixels per point.
    public let scale: Double
    public let statusBarHeight: Double
    public let safeAreaTop: Double
    public let safeAreaBottom: Double
    /// Keyboard height including the home-indicator area, without the predictive bar (portrait).
    public let keyboardHeight: Double
    /// Keyboard height with the predictive bar shown (portrait).
    public let keyboardHeightWithPredictiveBar: Double
    /// The landscape numbers.
    public let landscape: Landscape

    /// The keyboard's portrait `inputHeight` with or without the predictive bar.
    public func inputHeight(predictiveBar: Bool) -> Double {
        predictiveBar ? keyboardHeightWithPredictiveBar : keyboardHeight
    }

    /// The same device drawn at another scale (for measuring how cost grows with pixels).
    public func withScale(_ scale: Double) -> Device {
        Device(id: id, name: name, screen: screen, scale: scale, statusBarHeight: statusBarHeight,
               safeAreaTop: safeAreaTop, safeAreaBottom: safeAreaBottom, keyboardHeight: keyboardHeight,
               keyboardHeightWithPredictiveBar: keyboardHeightWithPredictiveBar, landscape: landscape)
    }

    /// The five devices of sheet-geometry.md; numbers marked unconfirmed there are used as given.
    /// Keyboard heights are the reference's estimates per class: SE 216/260 portrait, 163/200
    /// landscape; 6.1" (13 mini, 15 Pro, 16 Pro) 292/336 and 172/209; Max 302/346 and 172/209.
    /// Landscape safe areas (left = right / bottom) are the reference's estimates: SE 0/0,
    /// 13 mini 50/21, 15 Pro and Pro Max 59/21, 16 Pro 62/21.
    public static let all: [Device] = [
        Device(id: "iphone-se-3", name: "iPhone SE (3rd gen)", screen: Size(width: 375, height: 667), scale: 2,
               statusBarHeight: 20, safeAreaTop: 20, safeAreaBottom: 0,
               keyboardHeight: 216, keyboardHeightWithPredictiveBar: 260,
               landscape: Landscape(safeAreaSide: 0, safeAreaBottom: 0, keyboardHeight: 163,
                                    keyboardHeightWithPredictiveBar: 200)),
        Device(id: "iphone-13-mini", name: "iPhone 13 mini", screen: Size(width: 375, height: 812), scale: 3,
               statusBarHeight: 44, safeAreaTop: 50, safeAreaBottom: 34,
               keyboardHeight: 292, keyboardHeightWithPredictiveBar: 336,
               landscape: Landscape(safeAreaSide: 50, safeAreaBottom: 21, keyboardHeight: 172,
                                    keyboardHeightWithPredictiveBar: 209)),
        Device(id: "iphone-15-pro", name: "iPhone 15 Pro", screen: Size(width: 393, height: 852), scale: 3,
               statusBarHeight: 54, safeAreaTop: 59, safeAreaBottom: 34,
               keyboardHeight: 292, keyboardHeightWithPredictiveBar: 336,
               landscape: Landscape(safeAreaSide: 59, safeAreaBottom: 21, keyboardHeight: 172,
                                    keyboardHeightWithPredictiveBar: 209)),
        Device(id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", screen: Size(width: 430, height: 932), scale: 3,
               statusBarHeight: 54, safeAreaTop: 59, safeAreaBottom: 34,
               keyboardHeight: 302, keyboardHeightWithPredictiveBar: 346,
               landscape: Landscape(safeAreaSide: 59, safeAreaBottom: 21, keyboardHeight: 172,
                                    keyboardHeightWithPredictiveBar: 209)),
        Device(id: "iphone-16-pro", name: "iPhone 16 Pro", screen: Size(width: 402, height: 874), scale: 3,
               statusBarHeight: 54, safeAreaTop: 62, safeAreaBottom: 34,
               keyboardHeight: 292, keyboardHeightWithPredictiveBar: 336,
               landscape: Landscape(safeAreaSide: 62, safeAreaBottom: 21, keyboardHeight: 172,
                                    keyboardHeightWithPredictiveBar: 209)),
    ]

    /// iPhone 15 Pro, the default device (keyboard with the predictive bar: inputHeight 336).
    public static let iPhone15Pro = all[2]

    /// The device with this identifier, or nil.
    public static func named(_ id: String) -> Device? {
        all.first { $0.id == id }
    }
}
