import HarnessScreens
import XCTest
import HarnessCore

/// The property run's own machinery: the generator replays, the shrinker finds the smallest
/// failing program, the printed Swift reads back as the same text.
final class PropertyMachineryTests: XCTestCase {
    func testSplitMix64MatchesTheReferenceSequence() {
        // The first outputs for seed 0 published with the reference implementation (Vigna's splitmix64.c).
        var rng = SplitMix64(seed: 0)
        XCTAssertEqual([rng.next(), rng.next(), rng.next()],
                       [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    func testSameSeedSameProgram() {
        var a = PropertySeeds.generator(seed: 7, deviceIndex: 3)
        var b = PropertySeeds.generator(seed: 7, deviceIndex: 3)
        let device = Device.all[3]
        XCTAssertEqual(ProgramGenerator.program(on: device, maximumLength: 50, using: &a),
                       ProgramGenerator.program(on: device, maximumLength: 50, using: &b))
    }

    func testShrinksToTheEventsTheFailureNeeds() {
        // A stand-in failure: a backspace somewhere after typing a text that holds a "!".
        let fails: (SheetProgram) -> Bool = { program in
            guard let typed = program.events.firstIndex(where: {
                if case .type(let text) = $0 { return text.contains("!") } else { return false }
            }) else { return false }
            return program.events[typed...].contains(.backspace)
        }
        let program = SheetProgram(
            device: .iPhone15Pro, mode: .edit, predictiveBar: false, title: "Friendly", instructions: "Line 1\nLine 2",
            events: [.tap(.instructions, .endOfLine(3)), .scroll(120.5), .type("Hello, world! \u{1F600}"),
                     .keyboard(visible: false), .select(.title, .middle), .type("\n"), .backspace, .type("z")])
        XCTAssertTrue(fails(program))
        var shrinker = ProgramShrinker(stillFails: fails)
        let shrunk = shrinker.shrink(program)
        XCTAssertEqual(shrunk, SheetProgram(device: .iPhone15Pro, mode: .create, predictiveBar: true, title: "",
                                            instructions: "", events: [.type("!"), .backspace]))
    }

    func testSwiftLiteralEscapesAndCollapsesRuns() {
        XCTAssertEqual(SwiftLiteral.string(""), "\"\"")
        XCTAssertEqual(SwiftLiteral.string("a\"b\\c\n\t"), #""a\"b\\c\n\t""#)
        XCTAssertEqual(SwiftLiteral.string("e\u{301}\u{200B}"), #""e\u{301}\u{200B}""#)
        XCTAssertEqual(SwiftLiteral.string("ab" + String(repeating: "\n", count: 4096) + "c"),
                       #""ab" + String(repeating: "\n", count: 4096) + "c""#)
        // Seven equal characters stay literal; eight collapse.
        XCTAssertEqual(SwiftLiteral.string("xxxxxxx"), #""xxxxxxx""#)
        XCTAssertEqual(SwiftLiteral.string("xxxxxxxx"), #"String(repeating: "x", count: 8)"#)
    }
}
