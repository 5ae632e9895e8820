/// Counts over frames for the closing line of a table.
package struct RunSummary: Hashable, Sendable {
    package var frames = 0
    package var passed = 0
    package var failed = 0
    package var designWarnings = 0

    /// The one count of verdicts: `run`'s closing line, and verify's summary (which adds the
    /// goldens' counts), the merged and the motion-judged reports all count through here.
    package init(verdicts: some Sequence<Verdict>) {
        for verdict in verdicts {
            frames += 1
            switch verdict {
            case .fail: failed += 1
            case .designWarning: designWarnings += 1
            case .pass: passed += 1
            }
        }
    }

    package init(documents: [FramesDocument]) {
        self.init(verdicts: documents.lazy.flatMap(\.frames).map(\.verdict))
    }

    /// "N frames, N passed, N failed, N design warnings".
    package var line: String {
        "\(frames) frames, \(passed) passed, \(failed) failed, \(designWarnings) design warnings"
    }

    /// Every failed expectation, as `FILE:LINE: frame NAME: expect …: message`.
    package static func failures(in documents: [FramesDocument]) -> [String] {
        documents.flatMap { doc in
            doc.frames.flatMap { frame in
                frame.expectations.filter { !$0.passed }.map {
                    "\(doc.scenarioPath):\($0.line): frame \(frame.name): expect \($0.expect): \($0.message)"
                }
            }
        }
    }
}
