import HarnessFiles
import HarnessPixels
import HarnessScript

/// Writes what a run made under `out/<device>-<appearance>/<scenario>/`: every frame's PNG
/// (fast compression: these are artefacts, not committed) and frames.json.
///
/// So the folder never mixes two runs, `begin` removes the files the previous run listed in
/// `.caret-harness-artefacts` (and only those: never a `*.png` it did not write, never through
/// a symlink, never outside the scenario's folder, see `SafePrune`); `finish` lists what this
/// run left there.
package final class ArtefactWriter: FrameHandler {
    package let variantDirectory: String
    /// False when another handler (the verifier) writes the frames' PNGs.
    package let writesFrames: Bool

    /// The list of files a run wrote into a scenario's folder, one relative path a line.
    package static let listName = ".caret-harness-artefacts"
    /// The artefacts the verifier writes beside a frame in `diffs/`.
    static let diffKinds = ["expected", "diff", "strip"]

    package init(options: HarnessOptions, writesFrames: Bool = true) {
        variantDirectory = options.outDirectory + "/" + options.variant
        self.writesFrames = writesFrames
    }

    /// The folder of one scenario's frames.
    package func directory(of scenario: Scenario) -> String { variantDirectory + "/" + scenario.name }

    package func begin(_ scenario: Scenario) throws {
        let folder = directory(of: scenario)
        try FileSystem.makeDirectory(folder)
        let list = folder + "/" + ArtefactWriter.listName
        guard let bytes = try readListIfPresent(list) else { return }
        let listed = Set(String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init))
        _ = try SafePrune.prune(root: folder) { listed.contains($0) }
    }

    package func handle(_ frame: ProducedFrame, of scenario: Scenario) throws {
        guard writesFrames else { return }
        try PNGFile.write(frame.image, to: variantDirectory + "/" + frame.relativePath, compression: .fast)
    }

    package func finish(_ scenario: Scenario, document: FramesDocument) throws {
        let folder = directory(of: scenario)
        try FileSystem.writeJSON(document, to: folder + "/frames.json")
        var written = ["frames.json"]
        for frame in document.frames {
            let stem = String(frame.png.dropLast(".png".count))
            let candidates = [frame.png] + ArtefactWriter.diffKinds.map { "diffs/\(stem).\($0).png" }
            written += candidates.filter { isRegularFile(folder + "/" + $0) }
        }
        try AtomicFile.write(Array((written.joined(separator: "\n") + "\n").utf8), to: folder + "/" + ArtefactWriter.listName)
    }

    private func readListIfPresent(_ path: String) throws -> [UInt8]? {
        guard FileIdentity.of(path) != nil else { return nil }
        return try SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit, followSymlinks: false)
    }

    private func isRegularFile(_ path: String) -> Bool {
        (try? SafeWrite.checkDestination(path)) != nil && FileIdentity.of(path) != nil
    }
}
