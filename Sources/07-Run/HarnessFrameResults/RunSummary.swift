/// Counts over frames for the closing line of a table.
public struct RunSummary: Hashable, Sendable {
    public var frames = 0
    public var passed = 0
    public var failed = 0
    public var designWarnings = 0

    public init(documents: [FramesDocument]) {
        for frame in documents.flatMap(\.frames) {
            frames += 1
            switch frame.verdict {
            case .fail: failed += 1
            case .designWarning: designWarnings += 1
            case .pass: passed += 1
            }
        }
    }

    /// "N frames, N passed, N failed, N design warnings".
    public var line: String {
        "\(frames) frames, \(passed) passed, \(failed) failed, \(designWarnings) design warnings"
    }

    /// Every failed expectation, as `FILE:LINE: frame NAME: expect …: message`.
    public static func failures(in documents: [FramesDocument]) -> [String] {
        documents.flatMap { doc in
            doc.frames.flatMap { frame in
                frame.expectations.filter { !$0.passed }.map {
                    "\(doc.scenarioPath):\($0.line): frame \(frame.name): expect \($0.expect): \($0.message)"
                }
            }
        }
    }
}
