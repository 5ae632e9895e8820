import HarnessScreens
import HarnessCore

/// Random programs: a presentation, then a sequence of user events of random length, weighted
/// towards editing.
enum ProgramGenerator {
    static func program(on device: Device, maximumLength: Int, using rng: inout SplitMix64) -> SheetProgram {
        let title = rng.chance(0.2) ? prefill(limit: ContentMetrics.titleCharacterLimit, newlines: false, using: &rng) : ""
        let instructions = rng.chance(0.3)
            ? prefill(limit: ContentMetrics.instructionsCharacterLimit, newlines: true, using: &rng) : ""
        var program = SheetProgram(device: device, mode: rng.chance(0.5) ? .create : .edit,
                                   predictiveBar: rng.chance(0.7), title: title, instructions: instructions, events: [])
        // Mostly short runs, some long ones.
        let length = rng.chance(0.7) ? rng.within(1...20) : rng.within(1...maximumLength)
        if rng.chance(0.9) { program.events.append(.tap(rng.pick(FieldID.allCases), placement(using: &rng))) }
        while program.events.count < length {
            program.events.append(event(using: &rng))
        }
        return program
    }

    private static func event(using rng: inout SplitMix64) -> SheetEvent {
        switch rng.below(100) {
        case 0..<35: return .type(RandomText.insertion(using: &rng))
        case 35..<45: return .type("\n")
        case 45..<60: return .backspace
        case 60..<68: return .tap(rng.pick(FieldID.allCases), placement(using: &rng))
        case 68..<75: return .select(rng.pick(FieldID.allCases), placement(using: &rng))
        case 75..<81:
            let start = rng.within(0...1100)
            return .selectRange(rng.pick(FieldID.allCases), startPerMille: start,
                                endPerMille: rng.chance(0.5) ? start : rng.within(0...1100))
        case 81..<91:
            return .scroll(rng.chance(0.1) ? rng.pick([-1e6, 1e6, -0.5]) : Double(rng.within(-200...3000)) / 4)
        default: return .keyboard(visible: rng.chance(0.5))
        }
    }

    private static func placement(using rng: inout SplitMix64) -> CaretPlacement {
        switch rng.below(4) {
        case 0: return .start
        case 1: return .end
        case 2: return .middle
        default: return .endOfLine(rng.within(-1...40))
        }
    }

    /// Prefilled text as a field would have saved it: within its limit, newlines only where allowed.
    private static func prefill(limit: Int, newlines: Bool, using rng: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<rng.within(1...12) {
            text += RandomText.insertion(using: &rng)
        }
        if !newlines { text = String(text.filter { !$0.isNewline }) }
        return String(text.prefix(limit))
    }
}
