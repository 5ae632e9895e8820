import Foundation
import HarnessGoldens
import HarnessRun

/// The GitHub Actions job summary: markdown appended to `$GITHUB_STEP_SUMMARY` after `verify`,
/// with the counts, the causes (grouped as the terminal groups them) and the first failing
/// frames as expected | actual thumbnails.
///
/// GitHub strips `data:` images from summaries and cannot see the runner's files, so a
/// thumbnail is an image only when `imageBase` (the URL where the out folder is published, e.g.
/// from `$CARET_HARNESS_IMAGE_BASE_URL`) is given; without it the cell names the file in the
/// uploaded out folder.
package struct JobSummary {
    /// How many failing frames get a row of thumbnails.
    package static let frameLimit = 5

    package let imageBase: String?

    package init(imageBase: String? = nil) {
        self.imageBase = imageBase.flatMap { $0.isEmpty ? nil : ($0.hasSuffix("/") ? String($0.dropLast()) : $0) }
    }

    /// The markdown for one verification.
    package func markdown(_ report: VerificationReport) -> String {
        let s = report.summary
        let mark = s.failed > 0 ? "❌" : "✅"
        var out = "## \(mark) caret-harness verify: \(s.failed) failed of \(s.frames) frames\n\n"
        out += "| frames | passed | failed | design warnings | missing goldens |\n|---:|---:|---:|---:|---:|\n"
        out += "| \(s.frames) | \(s.passed) | \(s.failed) | \(s.designWarnings) | \(s.missingGoldens) |\n"
        let outcomes = FrameOutcome.all(in: report)
        let causes = FailureGroups.causes(outcomes)
        if !causes.isEmpty {
            out += "\n### \(causes.count == 1 ? "1 cause" : "\(causes.count) causes")\n\n"
            for cause in causes { out += "- " + cell(cause.line) + "\n" }
        }
        let failing = report.scenarios.flatMap { s in s.frames.filter { !$0.passed }.map { (s, $0) } }
        if !failing.isEmpty {
            let shown = failing.prefix(Self.frameLimit)
            out += "\n### First failing frames (\(shown.count) of \(failing.count))\n\n"
            out += "| frame | cause | expected | actual |\n|---|---|---|---|\n"
            for (scenario, frame) in shown {
                let outcome = FrameOutcome(variant: scenario.variant, scenario: scenario.scenario, scenarioPath: scenario.scenarioPath,
                                           frame: frame.frame, comparison: frame.comparison, verdict: frame.verdict)
                let cause = FailureReason.all(outcome).map { "\($0.text) (\(scenario.scenarioPath):\($0.line))" }.joined(separator: "; ")
                let expected = frame.expectedImage.map { image($0, alt: "expected") } ?? "no copy (equal to actual or no golden)"
                out += "| \(cell("\(scenario.variant)/\(scenario.scenario)/\(frame.frame.name)")) | \(cell(cause)) "
                out += "| \(expected) | \(image(frame.actualImage, alt: "actual")) |\n"
            }
            if imageBase == nil {
                out += "\nImages are in the run's out folder (set `CARET_HARNESS_IMAGE_BASE_URL` to where it is published to see them here).\n"
            }
        }
        return out + "\n"
    }

    /// Appends the markdown to `path` (the file GitHub reads), creating it when absent.
    package func append(_ report: VerificationReport, to path: String) throws {
        let data = Data(markdown(report).utf8)
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: data) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
            return
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }

    private func image(_ path: String, alt: String) -> String {
        guard let base = imageBase else { return "`" + path.replacingOccurrences(of: "`", with: "'") + "`" }
        return "<img src=\"\(HTML.escape(base + "/" + HTML.url(path)))\" alt=\"\(alt)\" width=\"120\">"
    }

    /// Markdown table cell text: pipes escaped, one line, HTML's specials escaped.
    private func cell(_ text: String) -> String {
        HTML.escape(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
