
/// `caret-harness devices`: the devices and their numbers.
package enum DevicesCommand {
    package static let flags: [Flag] = []

    @Sendable package static func run(_ words: [String]) throws -> Int32 {
        _ = try Arguments(words, command: "devices", flags: flags)
        for line in DeviceText.lines { print(line) }
        return 0
    }
}
