import Foundation
import HarnessHash
import HarnessPNG
import HarnessRun
import HarnessScenario
import Synchronization

/// Writes goldens atomically (temporary file, then rename) and only when their pixels change,
/// so re-recording an unchanged frame leaves git clean; keeps the manifest in step.
public final class GoldenRecorder: FrameHandler {
    public let mode: RecordMode
    public let paths: GoldenPaths
    private let check: GoldenCheck
    private let state: Mutex<State>

    /// The manifest and the tallies; `handle` updates them from several tasks at once.
    private struct State {
        var manifest: GoldenManifest
        var written: [String] = []
        var kept: [String] = []
        var removed: [String] = []
        /// Goldens this run made, by manifest key (for pruning).
        var produced: Set<String> = []
        var scenarioNames: [String] = []
    }

    /// Golden paths written, kept and removed, sorted, for the closing report.
    public var written: [String] { state.withLock { $0.written.sorted() } }
    public var kept: [String] { state.withLock { $0.kept.sorted() } }
    public var removed: [String] { state.withLock { $0.removed.sorted() } }

    public init(options: HarnessOptions, mode: RecordMode) throws {
        self.mode = mode
        paths = GoldenPaths(options: options)
        check = GoldenCheck(comparer: GoldenComparer(scale: options.device.scale), mode: mode)
        var manifest = try GoldenManifest.load(from: paths.manifest)
        manifest.fingerprints[paths.variant] = try RendererFingerprint.current(scale: options.device.scale)
        state = Mutex(State(manifest: manifest))
    }

    public func begin(_ scenario: Scenario) throws {
        state.withLock { $0.scenarioNames.append(scenario.name) }
        try FileSystem.makeDirectory("\(paths.goldensDirectory)/\(paths.variant)/\(scenario.name)")
    }

    public func handle(_ frame: ProducedFrame, of scenario: Scenario) throws {
        let path = paths.golden(frame.relativePath)
        let key = paths.manifestKey(frame.relativePath)
        let known = state.withLock { $0.manifest.goldens[key] }
        let regions = check.comparer.strictRegions(of: frame.result, width: frame.image.width, height: frame.image.height)
        let outcome = try check.check(frame.image, regions: regions, goldenPath: path, known: known, frame: frame.result.name,
                                      scenario: scenario.name, scenarioHash: scenario.sourceHash)
        state.withLock { state in
            state.produced.insert(key)
            if outcome.written { state.written.append(path) } else { state.kept.append(path) }
            if let record = outcome.record { state.manifest.goldens[key] = record }
        }
    }

    public func finish(_ scenario: Scenario, document: FramesDocument) throws {}

    /// Removes goldens of the recorded scenarios (or, with `wholeVariant`, of every scenario
    /// folder of this device and appearance) that no frame of this run made. A recorded
    /// scenario's strategy strip stays: `compare --record` makes it, not a frame; a strip whose
    /// scenario is gone goes.
    public func prune(wholeVariant: Bool) throws {
        let variantFolder = "\(paths.goldensDirectory)/\(paths.variant)"
        let fm = FileManager.default
        let (produced, scenarioNames) = state.withLock { ($0.produced, $0.scenarioNames) }
        let folders = wholeVariant ? ((try? fm.contentsOfDirectory(atPath: variantFolder)) ?? []).sorted() : scenarioNames
        for folder in folders {
            let dir = "\(variantFolder)/\(folder)"
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for name in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() where name.hasSuffix(".png") {
                let key = "\(paths.variant)/\(folder)/\(name)"
                guard !produced.contains(key),
                      !(name == GoldenPaths.stripFileName && scenarioNames.contains(folder)) else { continue }
                try fm.removeItem(atPath: "\(dir)/\(name)")
                state.withLock { state in
                    state.manifest.goldens[key] = nil
                    state.removed.append("\(dir)/\(name)")
                }
            }
            if ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).isEmpty { try? fm.removeItem(atPath: dir) }
        }
    }

    /// Writes the manifest (atomically).
    public func saveManifest() throws {
        try state.withLock { $0.manifest }.save(to: paths.manifest)
    }
}
