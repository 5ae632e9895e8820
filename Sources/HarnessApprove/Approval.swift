import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessCore
import HarnessPixels
import HarnessRun
import HarnessScript
import HarnessScreens

/// What a person approves: every frame of the run that changed, one scenario's, or named frames.
package enum ApprovalSelection: Hashable, Sendable {
    /// Every frame whose golden differs (changed, another size, missing).
    case everythingChanged
    /// The changed frames of one scenario: `SCENARIO` (every variant) or `VARIANT/SCENARIO`.
    case scenario(String)
    /// Frames by `NAME`, `SCENARIO/NAME` or `VARIANT/SCENARIO/NAME`; each must match a frame.
    case frames([String])
}

/// What an approval wrote: golden paths written and those already equal to the run's frame.
package struct ApprovalResult: Sendable {
    package var written: [String] = []
    package var unchanged: [String] = []
    /// The frames approved, by `RunFolder.Item.id`.
    package var approved: [String] = []
}

/// Approves a finished verify run's frames as goldens, without drawing again: `accept` and
/// `review` both call `approve`. Each frame's PNG in the out folder becomes its golden through
/// `GoldenRecorder` (mode `all`: the same transaction, PNG encoding and manifest record as
/// `record`), under the goldens folder's lock, all or nothing. Refused: under `CI`; a frame whose
/// expectations fail; an out folder whose renderer differs from the goldens' (or from this
/// binary's); a scenario file edited since the run; a golden that is a Git LFS pointer.
package struct Approver: Sendable {
    package let run: RunFolder
    package let goldensDirectory: String
    package let environment: [String: String]

    package init(run: RunFolder, goldensDirectory: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.run = run
        self.goldensDirectory = goldensDirectory
        self.environment = environment
    }

    /// The frames `selection` picks, in the report's order.
    package func items(_ selection: ApprovalSelection) throws -> [RunFolder.Item] {
        let all = run.items
        switch selection {
        case .everythingChanged:
            return all.filter(\.changed)
        case .scenario(let name):
            let picked = all.filter { $0.changed && ($0.scenario == name || "\($0.variant)/\($0.scenario)" == name) }
            guard !picked.isEmpty || all.contains(where: { $0.scenario == name || "\($0.variant)/\($0.scenario)" == name }) else {
                let names = Array(Set(all.map(\.scenario))).sorted()
                throw ApprovalError.unknownFrame(name, suggestion: NearestName.suggestion(for: name, in: names))
            }
            return picked
        case .frames(let names):
            var picked: [RunFolder.Item] = []
            for name in names {
                let matches = all.filter { $0.id == name || "\($0.scenario)/\($0.frame.frame.name)" == name || $0.frame.frame.name == name }
                guard !matches.isEmpty else {
                    throw ApprovalError.unknownFrame(name, suggestion: NearestName.suggestion(for: name, in: all.map(\.frame.frame.name)))
                }
                picked += matches.filter { m in !picked.contains(m) }
            }
            return all.filter(picked.contains)
        }
    }

    /// Checks everything first, then writes the selected frames' goldens in one transaction a
    /// variant, committed only once every variant's goldens are staged.
    package func approve(_ selection: ApprovalSelection) throws -> ApprovalResult {
        if let ci = environment["CI"], !ci.isEmpty { throw ApprovalError.underCI }
        let chosen = try items(selection)
        var result = ApprovalResult()
        guard !chosen.isEmpty else { return result }
        let failing = chosen.filter(\.failsExpectations)
        guard failing.isEmpty else {
            throw ApprovalError.failingExpectations(failing.map { item in
                let first = item.frame.frame.expectations.first { !$0.passed }
                return "\(item.scenarioPath):\(first?.line ?? item.frame.frame.line): \(item.id): "
                    + (first.map { "expect \($0.expect): \($0.message)" } ?? "the frame's checks failed")
            })
        }
        try checkRenderer(variants: Array(Set(chosen.map(\.variant))).sorted())
        var scenarios: [String: Scenario] = [:]
        for path in Set(chosen.map(\.scenarioPath)).sorted() { scenarios[path] = try checkScenario(path, items: chosen) }
        for item in chosen {
            let golden = "\(goldensDirectory)/\(item.variant)/\(item.relativePath)"
            if LFSPointer.isPointer(golden) { throw ApprovalError.lfsPointer(path: golden) }
        }
        try FileSystem.makeDirectory(goldensDirectory)
        let lock = try GuardedFolder(folder: goldensDirectory, command: "caret-harness accept")
        defer { withExtendedLifetime(lock) {} }
        var recorders: [GoldenRecorder] = []
        for variant in Array(Set(chosen.map(\.variant))).sorted() {
            let items = chosen.filter { $0.variant == variant }
            let recorder = try GoldenRecorder(options: try options(for: items), mode: .all)
            for item in items {
                guard let scenario = scenarios[item.scenarioPath], let document = run.documents[item.framesJSON] else { continue }
                try recorder.handleImage(try image(item), relativePath: item.relativePath, name: item.frame.frame.name,
                                         of: scenario, comparer: GoldenComparer(scale: document.scale))
            }
            recorders.append(recorder)
        }
        for recorder in recorders { try recorder.commit() }
        for recorder in recorders {
            result.written += recorder.written
            result.unchanged += recorder.kept
        }
        result.approved = chosen.map(\.id)
        return result
    }

    /// The out folder's renderer against the goldens' of each variant and against this binary's
    /// (the scale is the device's, so it is left out).
    private func checkRenderer(variants: [String]) throws {
        let manifest = try GoldenManifest.load(from: goldensDirectory + "/manifest.json", missing: .startEmpty)
        let out = run.report.renderer
        func ignoringScale(_ changes: [RendererChange]) -> [RendererChange] { changes.filter { $0.part != .scale } }
        for variant in variants {
            guard let recorded = manifest.fingerprints[variant] else { continue }
            let changes = ignoringScale(recorded.changes(to: out))
            if !changes.isEmpty { throw ApprovalError.fingerprintDiffers(variant: variant, changes: changes) }
        }
        let changes = ignoringScale(out.changes(to: try RendererFingerprint.current(scale: out.scale)))
        if !changes.isEmpty { throw ApprovalError.runningRendererDiffers(changes: changes) }
    }

    /// The scenario file, which must be the one the run read (same source hash and name).
    private func checkScenario(_ path: String, items: [RunFolder.Item]) throws -> Scenario {
        let item = items.first { $0.scenarioPath == path }
        guard let item, let hash = run.documents[item.framesJSON]?.scenarioHash,
              let scenario = try? ScenarioParser.parse(contentsOf: path), scenario.sourceHash == hash, scenario.name == item.scenario else {
            throw ApprovalError.scenarioChanged(path: path)
        }
        return scenario
    }

    /// The options of the variant the items' frames were made on (device, appearance, settings
    /// from their frames.json), writing into this goldens folder.
    private func options(for items: [RunFolder.Item]) throws -> HarnessOptions {
        guard let first = items.first, let document = run.documents[first.framesJSON] else {
            throw ApprovalError.noReport(run.directory + "/report.json", reason: "a scenario without frames.json")
        }
        var options = try HarnessOptions(scenarios: Array(Set(items.map(\.scenarioPath))).sorted(), device: document.device,
                                         appearance: document.appearance, out: run.directory, goldens: goldensDirectory)
        if let s = document.settings {
            options.settings = Settings(textSize: s.textSize, orientation: Orientation(rawValue: s.orientation) ?? .portrait,
                                        keyboard: KeyboardKind(rawValue: s.keyboard) ?? .software)
        }
        guard options.variant == first.variant else {
            throw ApprovalError.noReport(run.directory + "/" + first.framesJSON,
                                         reason: "its settings name variant \(options.variant), the report \(first.variant)")
        }
        return options
    }

    /// The run's PNG of the frame, decoded (lossless: the pixels the run drew).
    private func image(_ item: RunFolder.Item) throws -> RGBAImage {
        try RunFolder.requireInside(item.frame.actualImage, reportPath: run.directory + "/report.json")
        let path = run.directory + "/" + item.frame.actualImage
        do {
            return try PNGCodec.decode(try SafeRead.readRegularFile(path, limit: SafeRead.pngLimit))
        } catch {
            throw ApprovalError.unreadableFrame(path, reason: "\(error)")
        }
    }
}
