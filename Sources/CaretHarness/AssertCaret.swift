import Foundation
import HarnessPasses
import Testing
import XCTest

/// Runs `script` on `screen` once per variant, checks every expectation (at rest and during
/// motion) and compares every frame with its golden; the failures are reported at the line that
/// called it, one issue per cause (`CauseFailure`: the cause in words first, numbers to 0.01, the
/// frames and variants it covers, the golden, actual and diff paths of its first frame):
/// `Issue.record` inside a Swift Testing test, `XCTFail` otherwise.
///
/// Goldens: `__Goldens__/<TestFile>/<test>/<variant>/<script>/<frame>.png` beside the test file,
/// or under `goldens` (or the scope's folder). Record mode: `record`, else the scope's
/// (`withCaretHarness`, `.caretHarness` trait), else `CARET_HARNESS_RECORD`, else `missing`
/// (`never` when `CI` is set). A run that writes goldens fails, naming them: run it again.
/// `comparesGoldens: false` checks the expectations only (model and pixels), no golden read or written.
public func assertCaret(
    _ script: Script, on screen: Screen = .textStyleEdit, variants: [ScreenVariant] = [.standard],
    record: RecordMode? = nil, goldens: String? = nil, threshold: Double = 0.1, comparesGoldens: Bool = true,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    function: String = #function
) async {
    let report = Reporter(fileID: fileID, filePath: filePath, line: line, column: column)
    let scope = CaretHarnessScope.current
    for message in await caretFailures(script, on: screen, variants: variants, record: record, scopeRecord: scope.record,
                                       goldens: goldens ?? scope.goldens, threshold: threshold,
                                       comparesGoldens: comparesGoldens, filePath: "\(filePath)", function: function,
                                       line: line) {
        report(message)
    }
}

/// The messages `assertCaret` reports, one a cause of failure, plus one for goldens written or a
/// bad script or folder; empty when everything held.
public func caretFailures(_ script: Script, on screen: Screen, variants: [ScreenVariant], record: RecordMode?,
                          scopeRecord: RecordMode? = nil, goldens: String?, threshold: Double, comparesGoldens: Bool = true, filePath: String,
                          function: String, line: UInt = 0) async -> [String] {
    // A run that stops moving (a blocked main actor) fails with a message instead of hanging.
    let watchdog = StallWatchdog(where: line > 0 ? "\(filePath):\(line)" : filePath)
    defer { watchdog.stop() }
    do {
        let policy = try RecordPolicy(call: record, scope: scopeRecord)
        var check = CaretCheck(script: script, screen: screen, variants: variants,
                               location: GoldenLocation(filePath: filePath, function: function, goldens: goldens), policy: policy)
        check.threshold = threshold
        check.comparesGoldens = comparesGoldens
        let outcome = try await check.run()
        // Each cause names the report of the whole assertion (every frame and variant, as verify's).
        let report = outcome.report.map { "\n  report: \($0)" } ?? ""
        var messages = outcome.causes.map { $0.description + report }
        if outcome.policy.underCI, outcome.failures.contains(where: \.goldenMissing) {
            messages.append("CI is set: goldens are never written here; record them locally (CARET_HARNESS_RECORD=missing) and commit them")
        }
        if !outcome.recorded.isEmpty {
            messages.append("recorded \(outcome.recorded.count) goldens (record mode \(policy.mode.rawValue), from \(policy.origin)); "
                            + "run again to compare with them:\n  " + outcome.recorded.joined(separator: "\n  "))
        }
        messages += outcome.notes
        return messages
    } catch {
        return ["assertCaret: \(error)"]
    }
}

/// Sends a message to whichever test framework runs the caller.
struct Reporter {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    func callAsFunction(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
                fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
