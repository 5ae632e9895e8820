import HarnessPasses
import HarnessReports

/// What `run` prints: where the drawn motion went, each motion warning, the failing scenarios'
/// tables and causes, where the frames and report are, and the counts.
package enum RunText {
    package static func lines(_ outcome: RunOutcome, outDirectory: String, allTables: Bool) -> [String] {
        var out = outcome.drawnMotion.map { m in
            "\(m.scenario) on \(m.variant): \(m.events) animated events drawn at \(Int(m.fps)) fps (curve \(m.curve)): \(m.page)"
        }
        for doc in outcome.documents {
            for frame in doc.frames { if let warning = frame.motion?.warning { out.append("\(doc.scenario)/\(frame.name): \(warning)") } }
        }
        let (tables, causes) = Console.outcomeLines(FrameOutcome.all(in: outcome.documents), allTables: allTables)
        let s = outcome.summary
        return out + tables + [
            "frames: \(outDirectory)/<device>-<appearance>/<scenario>/ with frames.json; report: \(outDirectory)/report.html",
            Console.summary(frames: s.frames, passed: s.passed, failed: s.failed, warnings: s.designWarnings,
                            extra: causes > 0 ? "; \(causes) distinct causes" : ""),
        ]
    }
}
