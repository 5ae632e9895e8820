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
    /// Frames by `NAME`, `SCENARIO/NAME` or `VARIANT/SCENARIO/NAME`; each must match a changed frame.
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
/// `review` both call `approve`. The out folder is untrusted input (a CI artefact, perhaps from a
/// fork), so report.json only says which frames the person wants; everything else is derived here:
/// - the goldens folder is the caller's (`ApprovePipeline` checks it), never report.json's;
/// - each golden's path comes from the scenario file (parsed again, its hash the run's) and the
///   frame names the model makes for it, through `GoldenPaths` as `record` does;
/// - the variant must be one the goldens' variants list names (when there is one);
/// - only frames the run found changed or missing are approved;
/// - each frame's expectations are judged again by running the scenario through the model (no
///   drawing), and its PNG (at the path verify writes, not the report's) must hash to what verify
///   recorded, decode, have the variant's pixel size and pass the pixel-side checks (`PixelCheck`);
/// - then the PNG becomes its golden through `GoldenRecorder` (mode `all`: the same transaction,
///   PNG encoding and manifest record as `record`), under the goldens folder's lock, all or nothing.
/// Also refused: under `CI`; an out folder whose renderer differs from the goldens' (or from this
/// binary's); a golden that is a Git LFS pointer.
package struct Approver: Sendable {
    package let run: RunFolder
    package let goldensDirectory: String
    package let environment: [String: String]
    /// The variants the goldens' variants list names; nil when the goldens have no list (then
    /// any variant made of a known device, appearance and settings).
    package let listedVariants: [ListedVariant]?

    /// A variant of the goldens' variants list: its id (the folder under Goldens/) and the
    /// scenarios it covers (by file name without `.scenario`; nil: every scenario).
    package struct ListedVariant: Sendable {
        package let id: String
        package let scenarios: Set<String>?

        package init(id: String, scenarios: Set<String>?) {
            self.id = id
            self.scenarios = scenarios
        }

        func covers(_ scenarioPath: String) -> Bool {
            guard let scenarios else { return true }
            let file = (scenarioPath as NSString).lastPathComponent
            return scenarios.contains(file.hasSuffix(".scenario") ? String(file.dropLast(".scenario".count)) : file)
        }
    }

    package init(run: RunFolder, goldensDirectory: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                 listedVariants: [ListedVariant]? = nil) {
        self.run = run
        self.goldensDirectory = goldensDirectory
        self.environment = environment
        self.listedVariants = listedVariants
    }

    /// The frames `selection` picks, in the report's order: only frames the run found changed or
    /// missing. A name matching no frame is `unknownFrame` (with the nearest name); a named frame
    /// that matched its golden is `notChanged`.
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
                if let same = matches.first(where: { !$0.changed }) {
                    // A golden verify could not read because it is a Git LFS pointer: say how to fetch it.
                    if let pointer = lfsPointer(of: same) { throw ApprovalError.lfsPointer(path: pointer) }
                    throw ApprovalError.notChanged(same.id)
                }
                picked += matches.filter { m in !picked.contains(m) }
            }
            return all.filter(picked.contains)
        }
    }

    /// The golden of a frame verify could not read, when it is a Git LFS pointer; nil otherwise
    /// (or when the report's names could leave the goldens folder).
    private func lfsPointer(of item: RunFolder.Item) -> String? {
        let parts = [item.variant, item.scenario, item.frame.frame.name]
        guard item.frame.comparison.status == .unreadable,
              !parts.contains(where: { $0.isEmpty || $0.contains("/") || $0.hasPrefix(".") }) else { return nil }
        let golden = "\(goldensDirectory)/\(item.variant)/\(item.scenario)/\(item.frame.frame.name).png"
        return LFSPointer.isPointer(golden) ? golden : nil
    }

    /// One frame checked and ready to stage: its golden's relative path and the frame as the
    /// recorder takes it.
    private struct CheckedFrame {
        let item: RunFolder.Item
        let frame: ProducedFrame
    }

    /// Checks everything first, then writes the selected frames' goldens in one transaction a
    /// variant, committed only once every variant's goldens are staged.
    package func approve(_ selection: ApprovalSelection) throws -> ApprovalResult {
        if let ci = environment["CI"], !ci.isEmpty { throw ApprovalError.underCI }
        let chosen = try items(selection)
        var result = ApprovalResult()
        guard !chosen.isEmpty else { return result }
        let variants = Array(Set(chosen.map(\.variant))).sorted()
        try checkRenderer(variants: variants)
        var scenarios: [String: Scenario] = [:]
        for path in Set(chosen.map(\.scenarioPath)).sorted() { scenarios[path] = try checkScenario(path, items: chosen) }

        // Every frame judged again before anything is written.
        var checked: [String: [CheckedFrame]] = [:]
        var failing: [String] = []
        for variant in variants {
            let items = chosen.filter { $0.variant == variant }
            let options = try options(for: items)
            for path in Set(items.map(\.scenarioPath)).sorted() {
                guard let scenario = scenarios[path] else { continue }
                let model = try modelFrames(of: scenario, options: options)
                for item in items where item.scenarioPath == path {
                    let name = item.frame.frame.name
                    guard let result = model[name] else {
                        throw ApprovalError.unknownFrame(item.id, suggestion: NearestName.suggestion(for: name, in: Array(model.keys).sorted()))
                    }
                    let frame = try judge(item, result: result, scenario: scenario, options: options)
                    if let line = Approver.failure(of: frame.result, reported: item) {
                        failing.append("\(scenario.path):\(line.line): \(LogText.safe(item.id)): \(line.text)")
                    } else {
                        checked[variant, default: []].append(CheckedFrame(item: item, frame: frame))
                    }
                }
            }
        }
        guard failing.isEmpty else { throw ApprovalError.failingExpectations(failing) }

        for frames in checked.values {
            for frame in frames {
                let golden = "\(goldensDirectory)/\(frame.item.variant)/\(frame.frame.relativePath)"
                if LFSPointer.isPointer(golden) { throw ApprovalError.lfsPointer(path: golden) }
            }
        }
        try FileSystem.makeDirectory(goldensDirectory, flag: "--goldens")
        let lock = try GuardedFolder(folder: goldensDirectory, command: "caret-harness accept")
        defer { withExtendedLifetime(lock) {} }
        var recorders: [GoldenRecorder] = []
        for variant in variants {
            let frames = checked[variant] ?? []
            let recorder = try GoldenRecorder(options: try options(for: frames.map(\.item)), mode: .all)
            for frame in frames {
                guard let scenario = scenarios[frame.item.scenarioPath] else { continue }
                try recorder.handle(frame.frame, of: scenario)
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

    /// The first failing check of a frame judged again, or, when it passes now, the first failure
    /// the run reported (a frame failing either way is never approved); nil when both pass.
    private static func failure(of judged: FrameResult, reported item: RunFolder.Item) -> (line: Int, text: String)? {
        if judged.verdict == .fail {
            let first = judged.expectations.first { !$0.passed }
            return (first?.line ?? judged.line, first.map { "expect \($0.expect): \(LogText.safe($0.message))" } ?? "the frame's checks failed")
        }
        if item.failsExpectations {
            let first = item.frame.frame.expectations.first { !$0.passed }
            return (first?.line ?? judged.line, "the run reports its checks failed"
                + (first.map { " (expect \(LogText.safe($0.expect)))" } ?? ""))
        }
        return nil
    }

    /// The scenario run through the model on the variant, no drawing: each frame's result (its
    /// model-side expectations judged) by frame name. At most the options' frame budget.
    private func modelFrames(of scenario: Scenario, options: HarnessOptions) throws -> [String: FrameResult] {
        var frames = ScenarioRunner(variant: options.sheetVariant, appearance: options.appearance, avoidance: options.avoidance)
            .frames(of: scenario)
        var results: [String: FrameResult] = [:]
        while let frame = try frames.next() {
            guard results.count < options.maxFrames else { throw RunError.tooManyFrames(limit: options.maxFrames, path: scenario.path) }
            results[frame.record.name] = FrameResult(record: frame.record, png: frame.record.name + ".png")
        }
        return results
    }

    /// The run's PNG of the frame, at the path verify writes it (`GoldenPaths.actual`, from the
    /// scenario's name and the model's frame name): its SHA-256 must be the one verify recorded,
    /// it must decode and have the variant's pixel size; then the pixel side is measured again
    /// (`PixelCheck`, as `run` and `verify` do), which judges a caret-gap expectation on the pixels.
    private func judge(_ item: RunFolder.Item, result: FrameResult, scenario: Scenario, options: HarnessOptions) throws -> ProducedFrame {
        let relativePath = ProducedFrame.relativePath(scenario: scenario.name, frame: result.name)
        let path = run.directory + "/" + GoldenPaths(options: options).actual(relativePath)
        let bytes: [UInt8]
        do {
            bytes = try SafeRead.readRegularFile(path, limit: SafeRead.pngLimit, followSymlinks: false)
        } catch {
            throw ApprovalError.unreadableFrame(path, reason: "\(error)")
        }
        guard let recorded = item.frame.actualSHA256 else { throw ApprovalError.frameNotHashed(path) }
        guard SHA256.hex(of: bytes) == recorded else { throw ApprovalError.frameChanged(path) }
        let image: RGBAImage
        do {
            image = try PNGCodec.decode(bytes)
        } catch {
            throw ApprovalError.unreadableFrame(path, reason: "\(error)")
        }
        let screen = options.sheetVariant.screen, scale = options.device.scale
        let width = Int((screen.width * scale).rounded()), height = Int((screen.height * scale).rounded())
        guard image.width == width, image.height == height else {
            throw ApprovalError.wrongSize(path, width: image.width, height: image.height, expected: (width, height), variant: options.variant)
        }
        let judged = PixelCheck(device: options.device, appearance: options.appearance).check(result, image: image)
        return ProducedFrame(result: judged, image: image, relativePath: relativePath)
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

    /// The scenario file, which must be the one the run read (same source hash and name), a
    /// `.scenario` file outside the out folder and outside any goldens folder (the out folder is
    /// untrusted: a scenario planted there would name goldens the project never had).
    private func checkScenario(_ path: String, items: [RunFolder.Item]) throws -> Scenario {
        guard path.hasSuffix(".scenario"), let resolved = try? ResolvedPath(path), let out = try? ResolvedPath(run.directory),
              !resolved.isWithin(out), (try? GoldensGuard.enclosingGoldens(of: path)) == nil else {
            throw ApprovalError.scenarioOutside(path: path)
        }
        let item = items.first { $0.scenarioPath == path }
        guard let item, let hash = run.documents[item.framesJSON]?.scenarioHash,
              let scenario = try? ScenarioParser.parse(contentsOf: path), scenario.sourceHash == hash, scenario.name == item.scenario else {
            throw ApprovalError.scenarioChanged(path: path)
        }
        return scenario
    }

    /// The options of the variant the items' frames were made on (device, appearance, settings
    /// from their frames.json, each a known value), writing into this goldens folder. The variant
    /// id they make (the folder name `record` uses) must be the report's, and one the variants
    /// list names when the goldens have one.
    private func options(for items: [RunFolder.Item]) throws -> HarnessOptions {
        guard let first = items.first, let document = run.documents[first.framesJSON] else {
            throw ApprovalError.noReport(run.directory + "/report.json", reason: "a scenario without frames.json")
        }
        var options: HarnessOptions
        do {
            options = try HarnessOptions(scenarios: Array(Set(items.map(\.scenarioPath))).sorted(), device: document.device,
                                         appearance: document.appearance, out: run.directory, goldens: goldensDirectory)
            if let s = document.settings {
                options.settings = try Settings.parse(textSize: NumberText.shortest(s.textSize), orientation: s.orientation,
                                                      keyboard: s.keyboard)
            }
        } catch {
            throw ApprovalError.noReport(run.directory + "/" + first.framesJSON, reason: LogText.safe("\(error)"))
        }
        guard options.variant == first.variant else {
            throw ApprovalError.noReport(run.directory + "/" + first.framesJSON,
                                         reason: "its settings name variant \(options.variant), the report \(LogText.safe(first.variant))")
        }
        if let listedVariants {
            guard let listed = listedVariants.first(where: { $0.id == options.variant }) else {
                throw ApprovalError.variantNotListed(options.variant, goldens: goldensDirectory)
            }
            if let uncovered = items.first(where: { !listed.covers($0.scenarioPath) }) {
                throw ApprovalError.variantNotListed("\(options.variant) for \(LogText.safe(uncovered.scenario))", goldens: goldensDirectory)
            }
        }
        return options
    }
}
