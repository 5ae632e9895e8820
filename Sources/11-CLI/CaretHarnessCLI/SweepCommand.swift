import Foundation
import HarnessFiles
import HarnessRun
import HarnessScenario
import HarnessSheet
import HarnessSweep
import HarnessSweepPixels

/// `caret-harness sweep`: every scenario through the model on every combination of devices,
/// orientations, text sizes and keyboards (or the values given), no drawing; writes
/// out/sweep.json and out/sweep.html and prints the summary with the time it took.
/// Each axis option takes a comma list and may repeat: `--text-size 17,23 --keyboard hardware`.
enum SweepCommand {
    static let usage = """
        sweep     the model on every device x orientation x text size x keyboard, no drawing; writes
                  out/sweep.json and out/sweep.html, prints which settings break the design and the time taken
                  [--scenario PATH]... [--device ID,...] [--orientation portrait,landscape] [--text-size PT,...]
                  [--keyboard software,software-no-predictive,hardware,none] [--out DIR]
                  [--pixels]: also draw every frame at scale 1 and cross-check the measured gap with the model
        """

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "sweep", flags: flags)
        let axes = try self.axes(args)
        let paths = args.all("scenario").isEmpty ? try defaultScenarios() : args.all("scenario")
        let scenarios = try paths.map { try ScenarioParser.parse(contentsOf: $0) }
        let out = args.value("out") ?? "out"
        // The same rule as every writing command: never into, around or inside the goldens
        // folder, never over a scenario's folder; locked while the sweep writes.
        try OutputFolderPolicy(protectedFolders: ["Goldens"], inputFiles: paths).check(outputFolder: out)
        try FileSystem.makeDirectory(out)
        let guarded = try GuardedFolder(folder: out, command: "caret-harness sweep")
        defer { withExtendedLifetime(guarded) {} }
        let json = try SweepJSONWriter(path: out + "/sweep.json", axes: axes, scenarios: paths)
        let html = try SweepHTMLWriter(path: out + "/sweep.html", axes: axes)
        var summary = SweepSummary()
        var motion = SweepMotionTally()
        let clock = ContinuousClock()
        var modelTime = Duration.zero
        var last = clock.now
        let started = last
        // Cells are encoded on the worker threads; only their summary and bytes come back here.
        let pixels = args.has("pixels") ? PixelSweep(scenarios: scenarios) : nil
        try SweepEngine(axes: axes, scenarios: scenarios).run(map: { model in
            let cell = try pixels?.check(model) ?? model
            return (cell, cell.encoded())
        }) { cell, encoded in
            let now = clock.now
            modelTime += now - last
            summary.add(cell)
            motion.add(cell)
            try json.add(encoded: encoded)
            try html.add(cell, encoded: encoded)
            last = clock.now
        }
        let modelSeconds = seconds(modelTime)
        let text = summary.text(seconds: modelSeconds) + "\n" + motion.text
        try json.finish(summary: summary)
        try html.finish(summaryText: text)
        let total = seconds(clock.now - started)
        print(text)
        print("timing: model \(String(format: "%.3f", modelSeconds)) s, with writing sweep.json and sweep.html "
              + "\(String(format: "%.3f", total)) s; \(axes.cellCount) cells x \(scenarios.count) scenarios on "
              + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
        if pixels != nil {
            print("pixels: \(summary.pixelFrames) frames drawn at scale 1 and measured in \(String(format: "%.1f", modelSeconds)) s, "
                  + "\(Int(Double(summary.pixelFrames) / max(modelSeconds, 1e-9))) frames/s; \(summary.pixelDisagreements) disagree")
        }
        print("wrote \(out)/sweep.json and \(out)/sweep.html")
        return (summary.verdicts[.breaks] ?? 0) > 0 || summary.pixelDisagreements > 0 ? 1 : 0
    }

    private static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    private static func list(_ args: Arguments, _ name: String) -> [String]? {
        let values = args.all(name).flatMap { $0.split(separator: ",").map(String.init) }
        return values.isEmpty ? nil : values
    }

    static func axes(_ args: Arguments) throws -> SweepAxes {
        var axes = SweepAxes.full
        if let ids = list(args, "device") {
            axes.devices = try ids.map { id in
                guard let device = Device.named(id) else {
                    throw UsageError("sweep: unknown device `\(id)`; devices: \(Device.all.map(\.id).joined(separator: ", "))")
                }
                return device
            }
        }
        if let values = list(args, "orientation") { axes.orientations = try values.map { try Settings.parseOrientation($0) } }
        if let values = list(args, "text-size") { axes.textSizes = try values.map { try Settings.parseTextSize($0) } }
        if let values = list(args, "keyboard") { axes.keyboards = try values.map { try Settings.parseKeyboard($0) } }
        return axes
    }

    private static func defaultScenarios() throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "Scenarios") else {
            throw UsageError("sweep: no Scenarios/ folder here; run from the repository root or pass --scenario PATH")
        }
        let paths = names.filter { $0.hasSuffix(".scenario") }.sorted().map { "Scenarios/\($0)" }
        guard !paths.isEmpty else { throw UsageError("sweep: Scenarios/ holds no .scenario files") }
        return paths
    }
}
