import HarnessScreens
import HarnessCore

/// A property run's input: how the sheet is presented and what the user then does.
struct SheetProgram: Hashable {
    var device: Device
    var mode: SheetMode
    var predictiveBar: Bool
    /// Prefilled texts, within the fields' limits (the initializer does not enforce them).
    var title: String
    var instructions: String
    var events: [SheetEvent]

    @MainActor
    func makeScreen() -> TextStyleEditScreen {
        TextStyleEditScreen(device: device, mode: mode, title: title, instructions: instructions,
                            predictiveBar: predictiveBar)
    }

    /// Swift statements that replay the program, for a failure message.
    var swiftCode: String {
        let open = "let screen = TextStyleEditScreen(device: Device.named(\"\(device.id)\")!, mode: .\(mode), "
            + "title: \(SwiftLiteral.string(title)), instructions: \(SwiftLiteral.string(instructions)), "
            + "predictiveBar: \(predictiveBar))"
        return ([open] + events.map(\.swiftCode)).joined(separator: "\n")
    }
}
