import HarnessSheet

/// `caret-harness devices`: the devices and their numbers.
enum DevicesCommand {
    static func run() -> Int32 {
        for device in Device.all {
            let marker = device == .iPhone15Pro ? " (default)" : ""
            print("\(device.id)\(marker): \(device.name), \(Int(device.screen.width)) x \(Int(device.screen.height)) pt @\(Int(device.scale))x, "
                  + "keyboard \(Int(device.keyboardHeight)) / \(Int(device.keyboardHeightWithPredictiveBar)) pt with predictive bar")
        }
        return 0
    }
}
