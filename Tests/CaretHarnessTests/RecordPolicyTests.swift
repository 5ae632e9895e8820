import CaretHarness
import Testing

/// The record mode's order: the call, the scope, CARET_HARNESS_RECORD, then missing (never on CI).
struct RecordPolicyTests {
    @Test func callWinsOverEverything() throws {
        let p = try RecordPolicy(call: .all, scope: .never, environment: ["CARET_HARNESS_RECORD": "failed", "CI": "true"])
        #expect(p.mode == .all && p.origin == "the call")
    }

    @Test func scopeWinsOverEnvironment() throws {
        let p = try RecordPolicy(call: nil, scope: .failed, environment: ["CARET_HARNESS_RECORD": "all"])
        #expect(p.mode == .failed && p.origin == "the scope")
    }

    @Test func environmentIsAnExplicitAskEvenOnCI() throws {
        let p = try RecordPolicy(call: nil, scope: nil, environment: ["CARET_HARNESS_RECORD": "missing", "CI": "true"])
        #expect(p.mode == .missing && p.origin == "CARET_HARNESS_RECORD")
    }

    @Test func ciNeverWritesByDefault() throws {
        #expect(try RecordPolicy(call: nil, scope: nil, environment: ["CI": "true"]).mode == .never)
        #expect(try RecordPolicy(call: nil, scope: nil, environment: ["CI": "1"]).mode == .never)
        // CI=false or CI=0 is no CI.
        #expect(try RecordPolicy(call: nil, scope: nil, environment: ["CI": "false"]).mode == .missing)
        #expect(try RecordPolicy(call: nil, scope: nil, environment: [:]).mode == .missing)
    }

    @Test func badValueIsNamed() {
        #expect(throws: RecordPolicy.BadValue.self) { try RecordPolicy(call: nil, scope: nil, environment: ["CARET_HARNESS_RECORD": "sometimes"]) }
    }

    @Test(.caretHarness(record: .never)) func traitSetsTheScope() async {
        #expect(CaretHarnessScope.current.record == .never)
        withCaretHarness(record: .all) {
            #expect(CaretHarnessScope.current.record == .all)
            #expect(CaretHarnessScope.current.goldens == nil)
        }
        #expect(CaretHarnessScope.current.record == .never)
    }

    @Test func goldensBesideTheTestFile() {
        let l = GoldenLocation(filePath: "/p/Tests/AppTests/ComposeTests.swift", function: "testTyping()")
        #expect(l.directory == "/p/Tests/AppTests/__Goldens__/ComposeTests/testTyping")
        let s = GoldenLocation(filePath: "/p/Tests/AppTests/ComposeTests.swift", function: "typing(in:)", goldens: "/g")
        #expect(s.directory == "/g/ComposeTests/typing_in")
    }
}
