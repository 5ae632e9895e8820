/// Runs a program on a fresh screen and checks the invariants after every event.
enum PropertyRunner {
    /// The first broken property and the event after which it broke.
    struct Failure: Hashable {
        let eventIndex: Int
        let violation: SheetInvariants.Violation
    }

    @MainActor
    static func firstFailure(of program: SheetProgram) -> Failure? {
        let screen = program.makeScreen()
        for (index, event) in program.events.enumerated() {
            let before = SheetInvariants.Before(screen)
            let edited = event.apply(to: screen)
            do {
                try SheetInvariants.check(after: event, edited: edited, before: before, on: screen)
            } catch {
                return Failure(eventIndex: index, violation: error)
            }
        }
        return nil
    }
}
