import Foundation
import HarnessHash
import HarnessPNG
import HarnessRun
import HarnessScenario
import Synchronization

/// Which goldens `record` writes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Only goldens that do not exist yet.
    case missing
    /// Missing goldens and those whose frame fails the comparison (the default).
    case failed
    /// Every golden whose pixels changed at all.
    case all
}

/// Writes goldens atomically (temporary file, then rename) and only when their pixels change,
/// so re-recording an unchanged frame leaves git clean; keeps the manifest in step.
public final class GoldenRecorder: FrameHandler {
    public let mode: RecordMode
    public let paths: GoldenPaths
    private let comparer: GoldenComparer
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
        comparer = GoldenComparer(scale: options.device.scale)
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
        let outcome = comparer.compare(frame.image, entry: frame.result, goldenPath: path)
        let comparison = outcome.comparison
        let identical = comparison.status == .match && comparison.differingPixels == 0
        let write: Bool
        switch mode {
        case .missing: write = comparison.status == .missing
        case .failed: write = comparison.status != .match
        case .all: write = !identical
        }
        if write { try PNGFile.write(frame.image, to: path, compression: .small) }
        // A kept golden within the budget has pixels of its own; any other is the frame's.
        let pixels = !write && !identical ? outcome.golden?.pixelHash : frame.image.pixelHash
        let record = FileManager.default.contents(atPath: path).map {
            GoldenRecord(frame: frame.result.name, scenario: scenario.name, scenarioHash: scenario.sourceHash,
                         sha256: SHA256.hex(of: $0), pixels: pixels)
        }
        state.withLock { state in
            state.produced.insert(key)
            if write { state.written.append(path) } else { state.kept.append(path) }
            if let record { state.manifest.goldens[key] = record }
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
