import HarnessCore

/// What `devices` prints: a line a device with its screen, scale and keyboard heights.
package enum DeviceText {
    package static var lines: [String] {
        Device.all.map { device in
            let marker = device == .iPhone15Pro ? " (default)" : ""
            return "\(device.id)\(marker): \(device.name), \(Int(device.screen.width)) x \(Int(device.screen.height)) pt @\(Int(device.scale))x, "
                + "keyboard \(Int(device.keyboardHeight)) / \(Int(device.keyboardHeightWithPredictiveBar)) pt with predictive bar"
        }
    }
}
