import HarnessGoldens

/// Why `accept` or `review` refuses: exit code 2 (bad input) or 1 (a frame that must not be
/// approved), with a message naming the file, the frame and what would fix it.
package enum ApprovalError: Error, CustomStringConvertible, Sendable {
    /// `CI` is set: goldens are approved by a person, locally.
    case underCI
    case noReport(String, reason: String)
    /// The out folder's renderer is not the one the goldens were recorded with.
    case fingerprintDiffers(variant: String, changes: [RendererChange])
    /// This binary draws with another renderer than the out folder's.
    case runningRendererDiffers(changes: [RendererChange])
    /// A frame whose expectations fail: a golden would bake the regression in.
    case failingExpectations([String])
    /// A `--frame` name that matches no frame of the run.
    case unknownFrame(String, suggestion: String?)
    /// The scenario file changed after the run: the run's frames are not the scenario's any more.
    case scenarioChanged(path: String)
    case unreadableFrame(String, reason: String)
    /// The golden in place is a Git LFS pointer, not the image.
    case lfsPointer(path: String)

    /// 1 for a frame that may not be approved (failing expectations), 2 for everything else.
    package var exitCode: Int32 {
        if case .failingExpectations = self { return 1 }
        return 2
    }

    package var description: String {
        switch self {
        case .underCI:
            "CI is set: goldens are approved by a person on their own machine, never in CI "
                + "(download the run's out folder and run `caret-harness accept OUT` locally)"
        case .noReport(let path, let reason): "\(path): not a verify run's report (\(reason)); run `caret-harness verify --out DIR` first"
        case .fingerprintDiffers(let variant, let changes):
            "the out folder's renderer differs from the one the goldens of \(variant) were recorded with ("
                + changes.map(\.description).joined(separator: "; ") + "); its frames would not match on this renderer. "
                + "Record on the goldens' renderer, or re-record on purpose with `caret-harness record --all`"
        case .runningRendererDiffers(let changes):
            "this caret-harness draws with another renderer than the out folder's (" + changes.map(\.description).joined(separator: "; ")
                + "); the manifest would name the wrong one. Accept with a build that matches, or run verify again here"
        case .failingExpectations(let lines):
            "nothing approved: \(lines.count) frame\(lines.count == 1 ? "" : "s") fail their expectations, and a golden "
                + "would bake the regression in (fix the code or the scenario, then verify again):\n  " + lines.joined(separator: "\n  ")
        case .unknownFrame(let name, let suggestion):
            "no frame `\(name)` in the run" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
                + " (a frame is NAME, SCENARIO/NAME or VARIANT/SCENARIO/NAME)"
        case .scenarioChanged(let path):
            "\(path) changed after the run that made these frames; verify again, then approve"
        case .unreadableFrame(let path, let reason): "\(path): cannot read the run's frame (\(reason))"
        case .lfsPointer(let path):
            "\(path) is a Git LFS pointer, not a PNG: the golden was never fetched. Fetch it with "
                + "`git lfs pull --include=\"\(path)\"` (or `git lfs pull`), then verify again"
        }
    }
}
