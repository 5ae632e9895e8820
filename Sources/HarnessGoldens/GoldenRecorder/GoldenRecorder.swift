import Foundation
import HarnessDiff
import HarnessFiles
import HarnessCore
import HarnessPixels
import HarnessRun
import HarnessScript
import Synchronization

/// Records goldens as one transaction (`FileTransaction`): while the frames are made, each
/// golden whose pixels change is staged beside its destination and nothing the user has is
/// touched; `prune` only plans; `commit` puts every staged golden and then the manifest in
/// place, all or nothing, and only then removes the pruned goldens (`SafePrune`: never through
/// a symlink, never outside the goldens folder). A recorder dropped without `commit` removes
/// what it staged. Re-recording an unchanged frame writes nothing, so git stays clean.
///
/// Hold the goldens folder's lock (`GuardedFolder`) from before `init` (which reads the
/// manifest) until after `commit`.
package final class GoldenRecorder: FrameHandler {
    package let mode: RecordMode
    package let paths: GoldenPaths
    private let check: GoldenCheck
    /// How goldens are compressed (`GoldenCompression`, read once when the recorder is made).
    package let compression: PNGCompression
    private let state: Mutex<State>

    /// The manifest, the transaction and the tallies; `handle` updates them from several tasks at once.
    private struct State {
        var manifest: GoldenManifest
        var transaction: FileTransaction
        var written: [String] = []
        var kept: [String] = []
        var removed: [String] = []
        /// Paths under the variant folder that `commit` removes.
        var pruned: [String] = []
        /// Goldens this run made, by manifest key (for pruning).
        var produced: Set<String> = []
        var scenarioNames: [String] = []
    }

    /// Golden paths written (staged until `commit`), kept and removed, sorted, for the closing report.
    package var written: [String] { state.withLock { $0.written.sorted() } }
    package var kept: [String] { state.withLock { $0.kept.sorted() } }
    package var removed: [String] { state.withLock { $0.removed.sorted() } }

    /// Creates the goldens folder when missing and reads its manifest; a missing manifest starts
    /// afresh (it is written on commit), an unreadable or unknown-version one is an error.
    /// `transaction`: the one `record` shares across variants (`RecordTransaction`); nil: a
    /// transaction of this recorder's own, committed by `commit`.
    package init(options: HarnessOptions, mode: RecordMode, transaction shared: FileTransaction? = nil) throws {
        self.mode = mode
        paths = GoldenPaths(options: options)
        compression = try GoldenCompression.fromEnvironment()
        check = GoldenCheck(comparer: GoldenComparer(scale: options.device.scale), mode: mode, compression: compression)
        try FileSystem.makeDirectory(paths.goldensDirectory, flag: "--goldens")
        var manifest = try GoldenManifest.load(from: paths.manifest, missing: .startEmpty)
        manifest.fingerprints[paths.variant] = try RendererFingerprint.current(scale: options.device.scale)
        let transaction = shared ?? FileTransaction(root: paths.goldensDirectory, protected: ProtectedInputs(paths: options.scenarioPaths))
        state = Mutex(State(manifest: manifest, transaction: transaction))
    }

    package func begin(_ scenario: Scenario) throws {
        state.withLock { $0.scenarioNames.append(scenario.name) }
    }

    package func handle(_ frame: ProducedFrame, of scenario: Scenario) throws {
        let regions = check.comparer.strictRegions(of: frame.result, width: frame.image.width, height: frame.image.height)
        try stage(frame.image, regions: regions, relativePath: frame.relativePath, name: frame.result.name,
                  of: scenario, check: check)
    }

    package func finish(_ scenario: Scenario, document: FramesDocument) throws {}

    /// Any other image of a scenario (an in-between frame of a motion golden), staged in the same
    /// transaction and manifest as the frames; `comparer` judges it (no strict regions).
    package func handleImage(_ image: RGBAImage, relativePath: String, name: String, of scenario: Scenario,
                            comparer: GoldenComparer) throws {
        try stage(image, regions: [], relativePath: relativePath, name: name, of: scenario,
                  check: GoldenCheck(comparer: comparer, mode: mode, compression: compression))
    }

    /// Checks `image` against its golden with `check`, stages it in the transaction when the mode
    /// records it, and notes the outcome and the manifest entry.
    private func stage(_ image: RGBAImage, regions: [DiffRegion], relativePath: String, name: String, of scenario: Scenario,
                       check: GoldenCheck) throws {
        let path = paths.golden(relativePath)
        let key = paths.manifestKey(relativePath)
        let known = state.withLock { $0.manifest.goldens[key] }
        let outcome = try check.check(image, regions: regions, goldenPath: path, known: known, frame: name,
                                      scenario: scenario.name, scenarioHash: scenario.sourceHash) { bytes, _ in
            try self.state.withLock { state throws(FileSafetyError) in try state.transaction.stage(bytes, at: key) }
        }
        state.withLock { state in
            state.produced.insert(key)
            if outcome.written { state.written.append(path) } else { state.kept.append(path) }
            if let record = outcome.record { state.manifest.goldens[key] = record }
        }
    }

    /// Plans the removal of goldens of the recorded scenarios (or, with `wholeVariant`, of every
    /// scenario folder of this device and appearance) that no frame of this run made; `commit`
    /// removes them. A recorded scenario's strategy strip stays: `compare --record` makes it,
    /// not a frame; a strip whose scenario is gone goes. Motion goldens
    /// (`<scenario>/motion/<event>/fNN-MMMms.png`) of a recorded scenario are judged only when
    /// `motion` says this run made its motion goldens (`record --motion`): then those it did not
    /// make go; a run without motion keeps them all. Those of a scenario that is gone go with it.
    /// Symlinks are never followed.
    package func prune(wholeVariant: Bool, motion: Bool = false) throws {
        let variantFolder = "\(paths.goldensDirectory)/\(paths.variant)"
        guard FileIdentity.of(variantFolder) != nil else { return }
        let files = try SafePrune.regularFiles(under: variantFolder)
        state.withLock { state in
            for relative in files {
                let parts = relative.split(separator: "/").map(String.init)
                guard let last = parts.last, last.hasSuffix(".png") else { continue }
                let recorded = state.scenarioNames.contains(parts[0])
                let isMotion = parts.count == 4 && parts[1] == "motion"
                guard parts.count == 2 || isMotion, wholeVariant || recorded else { continue }
                // A recorded scenario's motion goldens are only this run's business with --motion.
                if isMotion && recorded && !motion { continue }
                let key = "\(paths.variant)/\(relative)"
                guard !state.produced.contains(key), !(last == GoldenPaths.stripFileName && recorded && !isMotion) else { continue }
                state.pruned.append(relative)
                state.manifest.goldens[key] = nil
                state.removed.append("\(variantFolder)/\(relative)")
            }
        }
    }

    /// Puts the staged goldens and the manifest in place: all or nothing. The manifest written is
    /// the one on disk now with this variant's entries replaced, so recorders of several variants
    /// made before any commit (one `record` run, every variant staged first) compose.
    package func commit() throws {
        var onDisk = try GoldenManifest.load(from: paths.manifest, missing: .startEmpty)
        merge(into: &onDisk)
        try state.withLock { state in
            try state.transaction.stage(onDisk.encoded(), at: "manifest.json", last: true)
            try state.transaction.commit()
        }
    }

    /// Replaces this variant's fingerprint and entries in `manifest` with this run's.
    package func merge(into manifest: inout GoldenManifest) {
        let prefix = paths.variant + "/"
        state.withLock { state in
            manifest.fingerprints[paths.variant] = state.manifest.fingerprints[paths.variant]
            manifest.goldens = manifest.goldens.filter { !$0.key.hasPrefix(prefix) }
            for (key, record) in state.manifest.goldens where key.hasPrefix(prefix) { manifest.goldens[key] = record }
        }
    }

    /// After `commit`: removes the pruned goldens and any folder that left empty (a motion
    /// event's folder, then `motion/`, then the scenario's), deepest first; a folder still
    /// holding anything stays. (Killed in between, the manifest already lacks them; verify
    /// ignores extra files.)
    package func removePruned() throws {
        let variantFolder = "\(paths.goldensDirectory)/\(paths.variant)"
        let pruned = state.withLock { $0.pruned }
        guard !pruned.isEmpty else { return }
        let planned = Set(pruned)
        _ = try SafePrune.prune(root: variantFolder) { planned.contains($0) }
        var folders = Set<String>()
        for path in pruned {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        let deepestFirst = folders.sorted { ($0.split(separator: "/").count, $0) > ($1.split(separator: "/").count, $1) }
        for folder in deepestFirst { _ = rmdir(variantFolder + "/" + folder) }
    }

    /// `commit` then `removePruned`, under the name callers used when only the manifest was
    /// saved at the end.
    package func saveManifest() throws {
        try commit()
        try removePruned()
    }
}
