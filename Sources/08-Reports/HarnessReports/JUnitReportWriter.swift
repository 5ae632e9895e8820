import HarnessGoldens
import HarnessRun

/// `junit.xml`: a test suite per scenario and variant, a test case per frame, so CI systems
/// show each frame's verdict and failure message.
public struct JUnitReportWriter: ReportWriter {
    public let fileName = "junit.xml"

    public init() {}

    public func write(_ report: VerificationReport, outDirectory: String) throws {
        try FileSystem.writeText(xml(report), to: outDirectory + "/" + fileName)
    }

    /// The document's text.
    public func xml(_ report: VerificationReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"caret-harness\" tests=\"\(report.summary.frames)\" failures=\"\(report.summary.failed)\">\n"
        for s in report.scenarios {
            let failures = s.frames.filter { !$0.passed }.count
            out += "  <testsuite name=\"\(escape(s.variant)).\(escape(s.scenario))\" tests=\"\(s.frames.count)\" failures=\"\(failures)\">\n"
            for f in s.frames {
                let name = "\(escape(f.frame.name))"
                out += "    <testcase classname=\"\(escape(s.variant)).\(escape(s.scenario))\" name=\"\(name)\""
                switch f.verdict {
                case .fail:
                    let failure = f.failure ?? ""
                    out += ">\n      <failure message=\"\(escape(firstLine(failure)))\">\(escape(failure))</failure>\n    </testcase>\n"
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

    private func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" })
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
