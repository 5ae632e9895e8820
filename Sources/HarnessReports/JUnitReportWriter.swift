import HarnessGoldens
import HarnessCore
import HarnessRun

/// `junit.xml`: a test suite per scenario and variant, a test case per frame, valid against
/// the Jenkins xunit plugin's JUnit schema (junit-10.xsd, the one pytest checks itself with):
/// every suite has `tests`, `failures`, `errors`, `skipped`, `time` and `timestamp` and names its
/// scenario file in `file`; a failure's `type` is its kind (`FailureReason.Kind`) and its
/// `message` the cause in one line with the scenario line it points at (a test case has no
/// `file` or `line` attribute in that schema); the body keeps the whole failure text.
package struct JUnitReportWriter: ReportWriter {
    package let fileName = "junit.xml"

    package init() {}

    package func write(_ report: VerificationReport, outDirectory: String) throws {
        try FileSystem.writeText(xml(report), to: outDirectory + "/" + fileName)
    }

    /// The document's text.
    package func xml(_ report: VerificationReport) -> String {
        let total = report.scenarios.compactMap(\.seconds).reduce(0, +)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"caret-harness\" tests=\"\(report.summary.frames)\" failures=\"\(report.summary.failed)\""
        out += " errors=\"0\" time=\"\(Self.seconds(total))\">\n"
        for s in report.scenarios {
            let suite = "\(escape(s.variant)).\(escape(s.scenario))"
            let counts = VerificationReport.Summary(counting: s.frames)
            out += "  <testsuite name=\"\(suite)\" tests=\"\(counts.frames)\" failures=\"\(counts.failed)\" errors=\"0\" skipped=\"0\""
            out += " time=\"\(Self.seconds(s.seconds ?? 0))\""
            if let started = s.startedAt { out += " timestamp=\"\(escape(started))\"" }
            out += " file=\"\(escape(s.scenarioPath))\">\n"
            for f in s.frames {
                out += "    <testcase classname=\"\(suite)\" name=\"\(escape(f.frame.name))\""
                switch f.verdict {
                case .fail:
                    let outcome = FrameOutcome(variant: s.variant, scenario: s.scenario, scenarioPath: s.scenarioPath,
                                               frame: f.frame, comparison: f.comparison, verdict: f.verdict)
                    let reasons = FailureReason.all(outcome)
                    let message = reasons.map { "\($0.text) (\(s.scenarioPath):\($0.line))" }.joined(separator: "; ")
                    let type = reasons.first?.kind.rawValue ?? FailureReason.Kind.other.rawValue
                    out += ">\n      <failure type=\"\(escape(type))\" message=\"\(escape(message))\">\(escape(f.failure ?? message))</failure>\n    </testcase>\n"
                case .designWarning:
                    let covered = f.frame.occludedBy.map(\.rawValue).joined(separator: ", ")
                    out += ">\n      <system-out>design warning: the design's rule holds, yet the caret is covered by \(escape(covered))</system-out>\n    </testcase>\n"
                case .pass:
                    out += "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// Seconds with three decimals, the schema's SUREFIRE_TIME form ("12.345", no exponent).
    static func seconds(_ value: Double) -> String {
        NumberText.fixed(max(0, value), digits: 3)
    }

    /// XML text and attribute escaping: HTML's five entities (valid XML too), and the control
    /// characters XML 1.0 forbids even escaped replaced by "?".
    private func escape(_ text: String) -> String {
        let allowed = String(String.UnicodeScalarView(text.unicodeScalars.map { c in
            c.value < 0x20 && c != "\n" && c != "\t" && c != "\r" ? "?" : c
        }))
        return HTML.escape(allowed)
    }
}
