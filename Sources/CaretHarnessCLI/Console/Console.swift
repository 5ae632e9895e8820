import Foundation
import HarnessGoldens
import HarnessReports
import HarnessRun

/// What the commands print, and how.
package enum Console {
    /// Progress goes to standard error so tables on standard output stay clean.
    package static func progress(_ line: String) {
        FileHandle.standardError.write(Data("caret-harness: \(line)\n".utf8))
    }

    /// The warning that the goldens of `variant` were drawn by another renderer.
    package static func rendererChanged(_ variant: String, _ changes: [RendererChange]) {
        progress("renderer changed since the goldens of \(variant) were recorded: "
                 + changes.map(\.description).joined(separator: "; "))
    }

    package static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Colour only on a terminal, and never when NO_COLOR is set to anything (no-color.org).
    package static var colour: Bool {
        let noColour = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return isatty(STDOUT_FILENO) == 1 && !noColour
    }

    /// `text` in the verdict's colour when colour is on.
    @Sendable package static func paint(_ verdict: Verdict, _ text: String) -> String {
        guard colour else { return text }
        let code = switch verdict {
        case .pass: "32"
        case .fail: "31"
        case .designWarning: "33"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// The command as the user can type it again: the path they invoked (a build's binary), or
    /// `caret-harness` when that is what PATH found.
    package static var invocation: String {
        let argv0 = CommandLine.arguments.first ?? "caret-harness"
        return argv0.contains("/") ? argv0 : "caret-harness"
    }

    /// A word a POSIX shell reads back unchanged (for a printed follow-up command).
    package static func shellWord(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:+@".contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// In a GitHub Actions job (workflow commands become annotations).
    package static var githubActions: Bool { ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" }

    /// The compact table of each scenario with a failing frame on the first variant it fails
    /// on, a line for its other variants (`allTables`: every table), one line a cause, and
    /// annotations under GitHub Actions; with the number of causes.
    package static func outcomeLines(_ outcomes: [FrameOutcome], allTables: Bool) -> (lines: [String], causes: Int) {
        var order: [String] = []
        var byScenario: [String: [FrameOutcome]] = [:]
        for o in outcomes {
            let key = "\(o.scenario) on \(o.variant)"
            if byScenario[key] == nil { order.append(key) }
            byScenario[key, default: []].append(o)
        }
        var out: [String] = []
        var shown: Set<String> = []
        for key in order {
            let frames = byScenario[key] ?? []
            let failed = frames.filter { $0.verdict == .fail }.count
            guard allTables || failed > 0, let scenario = frames.first?.scenario else { continue }
            if !allTables, shown.contains(scenario) {
                out.append("\(key): \(failed) of \(frames.count) frames failed (table: --table, or the report)")
                continue
            }
            shown.insert(scenario)
            out += ["\(key):", CompactTable(paint: paint).render(frames), ""]
        }
        let causes = FailureGroups.causes(outcomes)
        for cause in causes { out.append(paint(.fail, "FAILED") + " " + cause.line) }
        if githubActions { for cause in causes { out.append(FailureGroups.annotation(cause)) } }
        return (out, causes.count)
    }

    /// The closing count line, coloured by the worst verdict.
    package static func summary(frames: Int, passed: Int, failed: Int, warnings: Int, extra: String = "") -> String {
        let verdict: Verdict = failed > 0 ? .fail : warnings > 0 ? .designWarning : .pass
        return paint(verdict, "\(frames) frames, \(passed) passed, \(failed) failed, \(warnings) design warnings\(extra)")
    }
}
