import Foundation
import HarnessHash
import HarnessPNG
import HarnessScenario

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
    private var manifest: GoldenManifest
    /// Golden paths written, kept and removed, for the closing report.
    public private(set) var written: [String] = []
    public private(set) var kept: [String] = []
    public private(set) var removed: [String] = []
    /// Goldens this run made, by manifest key (for pruning).
    private var produced: Set<String> = []
    private var scenarioNames: [String] = []

    public init(options: HarnessOptions, mode: RecordMode) throws {
        self.mode = mode
        paths = GoldenPaths(options: options)
        comparer = GoldenComparer(scale: options.device.scale)
        manifest = try GoldenManifest.load(from: paths.manifest)
        manifest.fingerprints[paths.variant] = try RendererFingerprint.current(scale: options.device.scale)
    }

    public func begin(_ scenario: Scenario) throws {
        scenarioNames.append(scenario.name)
        try FileSystem.makeDirectory("\(paths.goldensDirectory)/\(paths.variant)/\(scenario.name)")
    }

    public func handle(_ frame: ProducedFrame, of scenario: Scenario) throws {
        let path = paths.golden(frame.relativePath)
        let key = paths.manifestKey(frame.relativePath)
        produced.insert(key)
        let comparison = comparer.compare(frame.image, entry: frame.entry, goldenPath: path).comparison
        let identical = comparison.status == .match && comparison.differingPixels == 0
        let write: Bool
        switch mode {
        case .missing: write = comparison.status == .missing
        case .failed: write = comparison.status != .match
        case .all: write = !identical
        }
        if write {
            try PNGFile.write(frame.image, to: path, compression: .small)
            written.append(path)
        } else {
            kept.append(path)
        }
        if FileManager.default.fileExists(atPath: path), let bytes = FileManager.default.contents(atPath: path) {
            manifest.goldens[key] = GoldenRecord(frame: frame.entry.name, scenario: scenario.name,
                                                 scenarioHash: scenario.sourceHash, sha256: SHA256.hex(of: bytes))
        }
    }

    public func finish(_ scenario: Scenario, document: FramesDocument) throws {}

    /// Removes goldens of the recorded scenarios (or, with `wholeVariant`, of every scenario
    /// folder of this device and appearance) that no frame of this run made.
    public func prune(wholeVariant: Bool) throws {
        let variantFolder = "\(paths.goldensDirectory)/\(paths.variant)"
        let fm = FileManager.default
        let folders = wholeVariant ? ((try? fm.contentsOfDirectory(atPath: variantFolder)) ?? []).sorted() : scenarioNames
        for folder in folders {
            let dir = "\(variantFolder)/\(folder)"
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: dir, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for name in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() where name.hasSuffix(".png") {
                let key = "\(paths.variant)/\(folder)/\(name)"
                guard !produced.contains(key) else { continue }
                try fm.removeItem(atPath: "\(dir)/\(name)")
                manifest.goldens[key] = nil
                removed.append("\(dir)/\(name)")
            }
            if ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).isEmpty { try? fm.removeItem(atPath: dir) }
        }
    }

    /// Writes the manifest (atomically).
    public func saveManifest() throws {
        try manifest.save(to: paths.manifest)
    }
}
