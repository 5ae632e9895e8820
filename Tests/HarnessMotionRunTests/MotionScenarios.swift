import HarnessScript

/// Scenario texts for the motion tests: the smoke test's step 4 on the iPhone 15 Pro up to the
/// newline after "Sign off with a smile." (the full-line scroll worked by hand in
/// HarnessMotionTests/SheetMotionReaderTests: origin 19.72265625 -> 40.009765625), plus a tail.
enum MotionScenarios {
    static let prefix = """
        scenario "motion-test"
        open create
        tap title
        type "M"
        type "y style"
        tap instructions
        type "Rewrite the message in a warm, friendly tone."
        newline
        type "Keep it short."
        newline
        type "Use plain words."
        newline
        type "Sign off with a smile."

        """

    static func parse(_ tail: String) throws -> Scenario {
        try ScenarioParser.parse(bytes: Array((prefix + tail).utf8), path: "motion-test.scenario")
    }
}
