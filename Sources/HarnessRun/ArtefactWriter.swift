import Foundation
import HarnessPNG
import HarnessScenario

/// Writes what a run made under `out/<device>-<appearance>/<scenario>/`: every frame's PNG
/// (fast compression: these are artefacts, not committed) and frames.json. Old PNGs of the
/// scenario are removed first so the folder never mixes two runs.
public final class ArtefactWriter: FrameHandler {
    public let variantDirectory: String
    /// False when another handler (the verifier) writes the frames' PNGs.
    public let writesFrames: Bool

    public init(options: HarnessOptions, writesFrames: Bool = true) {
        variantDirectory = options.outDirectory + "/" + options.variant
        self.writesFrames = writesFrames
    }

    /// The folder of one scenario's frames.
    public func directory(of scenario: Scenario) -> String { variantDirectory + "/" + scenario.name }

    public func begin(_ scenario: Scenario) throws {
        let folder = directory(of: scenario)
        try FileSystem.makeDirectory(folder)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".png") {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
        try? FileManager.default.removeItem(atPath: folder + "/diffs")
    }

    public func handle(_ frame: ProducedFrame, of scenario: Scenario) throws {
        guard writesFrames else { return }
        try PNGFile.write(frame.image, to: variantDirectory + "/" + frame.relativePath, compression: .fast)
    }

    public func finish(_ scenario: Scenario, document: FramesDocument) throws {
        try FileSystem.writeJSON(document, to: directory(of: scenario) + "/frames.json")
    }
}
