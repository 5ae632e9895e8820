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
    /// `--goldens` is not a goldens folder approval may write (or the project's is unusable).
    case goldensFolder(String, reason: String)
    /// The frame matched its golden in the run: there is nothing to approve.
    case notChanged(String)
    /// The run's variant is not in the goldens' variants list.
    case variantNotListed(String, goldens: String)
    /// The scenario file the report names lies in the out folder or a goldens folder, or is not a `.scenario` file.
    case scenarioOutside(path: String)
    /// report.json records no SHA-256 for the frame (a verify older than approval by hash).
    case frameNotHashed(String)
    /// The frame's PNG is not the one verify compared (its SHA-256 differs from the recorded one).
    case frameChanged(String)
    /// The frame's PNG has another pixel size than the variant's screen.
    case wrongSize(String, width: Int, height: Int, expected: (Int, Int), variant: String)
    /// The out folder cannot be locked or read (another command writes into it, say).
    case outFolder(String)

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
        case .noReport(let path, let reason): "\(LogText.safe(path)): not a verify run's report (\(reason)); run `caret-harness verify --out DIR` first"
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
            "no frame `\(LogText.safe(name))` in the run" + (suggestion.map { "; did you mean `\(LogText.safe($0))`?" } ?? "")
                + " (a frame is NAME, SCENARIO/NAME or VARIANT/SCENARIO/NAME)"
        case .scenarioChanged(let path):
            "\(LogText.safe(path)) changed after the run that made these frames; verify again, then approve"
        case .unreadableFrame(let path, let reason): "\(LogText.safe(path)): cannot read the run's frame (\(LogText.safe(reason)))"
        case .lfsPointer(let path):
            "\(path) is a Git LFS pointer, not a PNG: the golden was never fetched. Fetch it with "
                + "`git lfs pull --include=\"\(path)\"` (or `git lfs pull`), then verify again"
        case .goldensFolder(let path, let reason):
            "--goldens \(LogText.safe(path)): \(reason)"
        case .notChanged(let id):
            "\(LogText.safe(id)) matched its golden in the run: only frames verify found changed or missing can be approved"
        case .variantNotListed(let variant, let goldens):
            "variant \(variant) is not in \(goldens)/variants.json: approve only the variants the goldens list "
                + "(or record it on purpose with `caret-harness record --device …`)"
        case .scenarioOutside(let path):
            "\(LogText.safe(path)): the report names a scenario file approval does not read (a `.scenario` file "
                + "outside the out folder and any goldens folder); verify again from the project"
        case .frameNotHashed(let path):
            "\(LogText.safe(path)): the report records no SHA-256 for this frame; verify again with this caret-harness, then approve"
        case .frameChanged(let path):
            "\(LogText.safe(path)) is not the frame verify compared (its SHA-256 differs from the one in report.json); verify again, then approve"
        case .wrongSize(let path, let width, let height, let expected, let variant):
            "\(LogText.safe(path)) is \(width)x\(height) pixels, not \(expected.0)x\(expected.1) (the screen of \(variant)); verify again, then approve"
        case .outFolder(let reason):
            LogText.safe(reason, limit: 1000)
        }
    }
}
