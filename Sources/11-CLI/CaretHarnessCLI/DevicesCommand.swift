import HarnessSheet

/// `caret-harness devices`: the devices and their numbers.
enum DevicesCommand {
    static let flags: [Flag] = []

    static func run(_ words: [String]) throws -> Int32 {
        _ = try Arguments(words, command: "devices", flags: flags)
        for device in Device.all {
            let marker = device == .iPhone15Pro ? " (default)" : ""
            print("\(device.id)\(marker): \(device.name), \(Int(device.screen.width)) x \(Int(device.screen.height)) pt @\(Int(device.scale))x, "
                  + "keyboard \(Int(device.keyboardHeight)) / \(Int(device.keyboardHeightWithPredictiveBar)) pt with predictive bar")
        }
        return 0
    }
}
