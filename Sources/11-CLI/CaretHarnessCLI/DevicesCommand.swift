import HarnessConsole

/// `caret-harness devices`: the devices and their numbers.
enum DevicesCommand {
    static let flags: [Flag] = []

    static func run(_ words: [String]) throws -> Int32 {
        _ = try Arguments(words, command: "devices", flags: flags)
        for line in DeviceText.lines { print(line) }
        return 0
    }
}
