import HarnessCore
import HarnessPasses
import HarnessRun
import HarnessScreens

/// `caret-harness sweep`: every scenario through the model on every combination of devices,
/// orientations, text sizes and keyboards (or the values given), no drawing; writes
/// out/sweep.json and out/sweep.html and prints the summary with the time it took.
/// Each axis option takes a comma list and may repeat: `--text-size 17,23 --keyboard hardware`.
enum SweepCommand {
    static let flags = CommandFlags.sweep

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "sweep", flags: flags)
        let axes = try self.axes(args)
        let paths = args.all("scenario").isEmpty ? try SweepPipeline.defaultScenarios()
            : try args.all("scenario").map { try HarnessOptions.resolveScenario($0) }
        let out = args.value("out") ?? "out"
        let pixels = args.has("pixels")
        // A worker process a core, each this program as `sweep-worker` on its shard.
        let outcome = try SweepPipeline.run(axes: axes, scenarioPaths: paths, out: out, pixels: pixels, processes: SweepProcesses())
        for line in SweepText.lines(outcome, out: out) { print(line) }
        return outcome.exitCode
    }

    static let workerFlags = flags.filter { $0.name != "out" }
        + [Flag.option("shard", "K/N", "the shard of the cells this worker makes")]

    /// `sweep-worker`: one of the processes a sweep spreads its cells over (`SweepProcesses`),
    /// started by `sweep`, `verify` and `record`, not by a person; writes its cells to standard
    /// output. Its flags are `SweepProcesses.workerArguments`.
    static func worker(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "sweep-worker", flags: workerFlags)
        let parts = (args.value("shard") ?? "").split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else {
            throw UsageError("sweep-worker: --shard takes K/N with 0 <= K < N (got `\(args.value("shard") ?? "")`)")
        }
        let axes = try axes(args), paths = args.all("scenario"), pixels = args.has("pixels")
        // On the main actor, where the sheet's views live: the worker's cells run one after the
        // other there, each event without a hop from another thread.
        try await MainActor.run {
            try SweepPipeline.writeShard(parts[0], of: parts[1], axes: axes, scenarioPaths: paths, pixels: pixels)
        }
        return 0
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
                    throw UsageError("sweep: unknown device `\(id)`; devices: \(Device.all.map(\.id).joined(separator: ", "))"
                                     + NearestName.hint(for: id, in: Device.all.map(\.id)))
                }
                return device
            }
        }
        if let values = list(args, "orientation") { axes.orientations = try values.map { try Settings.parseOrientation($0) } }
        if let values = list(args, "text-size") { axes.textSizes = try values.map { try Settings.parseTextSize($0) } }
        if let values = list(args, "keyboard") { axes.keyboards = try values.map { try Settings.parseKeyboard($0) } }
        return axes
    }
}
