import HarnessScreens
import XCTest
import HarnessCore

/// Random edit sequences on every device, checked against the caret-tracking design after every
/// event (SheetInvariants). Reproducible: the seed comes from CARET_HARNESS_SEED or a fixed set,
/// and a failure prints the seed and the shortest program that still fails, as Swift.
@MainActor
final class SheetPropertyTests: XCTestCase {
    /// Programs per seed and device, and the longest program.
    private let programsPerDevice = 30
    private let maximumLength = 120

    func testRandomEditSequencesOnEveryDevice() async throws {
        var events = 0
        for seed in try PropertySeeds.seeds() {
            for (deviceIndex, device) in Device.all.enumerated() {
                var rng = PropertySeeds.generator(seed: seed, deviceIndex: deviceIndex)
                for number in 0..<programsPerDevice {
                    let program = ProgramGenerator.program(on: device, maximumLength: maximumLength, using: &rng)
                    events += program.events.count
                    if let failure = PropertyRunner.firstFailure(of: program) {
                        report(failure, of: program, context: "CARET_HARNESS_SEED=\(seed), \(device.id), program \(number)")
                        break
                    }
                }
            }
        }
        print("SheetPropertyTests: \(events) random events checked on \(Device.all.count) devices")
    }

    /// The huge and awkward texts typed into each field on every device, with the edits that
    /// follow such a text: no crash, no hang, every property holding.
    func testHugeAndAwkwardTextsOnEveryDevice() async {
        let atoms = RandomText.atoms.joined()
        let marks = "o" + String(String.UnicodeScalarView((0x300...0x36F).compactMap(Unicode.Scalar.init)))
        for device in Device.all {
            for field in FieldID.allCases {
                var program = SheetProgram(device: device, mode: .edit, predictiveBar: true, title: "",
                                           instructions: "", events: [.tap(field, .end)])
                for text in [RandomText.fiveThousandCharacterWord, RandomText.emptyLines, atoms, marks] {
                    program.events += [
                        .type(text), .select(field, .middle), .type("x"), .backspace, .backspace,
                        .selectRange(field, startPerMille: 100, endPerMille: 900), .type("\n"), .select(field, .start),
                        .type("y"), .keyboard(visible: false), .type("z"), .keyboard(visible: true),
                        .scroll(1e6), .select(field, .end), .backspace,
                        .selectRange(field, startPerMille: 0, endPerMille: 1000), .backspace,
                    ]
                }
                if let failure = PropertyRunner.firstFailure(of: program) {
                    report(failure, of: program, context: "\(device.id), huge texts in \(field)")
                }
            }
        }
    }

    /// Shrinks the failing program and fails the test with everything needed to replay it.
    private func report(_ failure: PropertyRunner.Failure, of program: SheetProgram, context: String,
                        file: StaticString = #filePath, line: UInt = #line) {
        var failing = program
        failing.events = Array(program.events.prefix(failure.eventIndex + 1))
        var shrinker = ProgramShrinker { candidate in
            PropertyRunner.firstFailure(of: candidate)?.violation.property == failure.violation.property
        }
        let shrunk = shrinker.shrink(failing)
        let last = PropertyRunner.firstFailure(of: shrunk) ?? failure
        XCTFail("""
            property \(failure.violation.property) failed (\(context)) after event \(failure.eventIndex + 1) \
            of \(program.events.count): \(failure.violation.detail)
            shortest failing program (\(shrunk.events.count) events; last check: \(last.violation.detail)):
            \(shrunk.swiftCode)
            """, file: file, line: line)
    }
}
