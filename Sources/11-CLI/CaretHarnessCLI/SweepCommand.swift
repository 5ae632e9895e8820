import Foundation
import HarnessPipeline
import HarnessSheet
import HarnessSweep

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
        let paths = args.all("scenario").isEmpty ? try SweepPipeline.defaultScenarios() : args.all("scenario")
        let out = args.value("out") ?? "out"
        let outcome = try SweepPipeline.run(axes: axes, scenarioPaths: paths, out: out, pixels: args.has("pixels"))
        let summary = outcome.summary
        print(outcome.text)
        print("timing: model \(String(format: "%.3f", outcome.modelSeconds)) s, with writing sweep.json and sweep.html "
              + "\(String(format: "%.3f", outcome.totalSeconds)) s; \(outcome.cells) cells x \(outcome.scenarios) scenarios on "
              + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
        if outcome.pixels {
            print("pixels: \(summary.pixelFrames) frames drawn at scale 1 and measured in \(String(format: "%.1f", outcome.modelSeconds)) s, "
                  + "\(Int(Double(summary.pixelFrames) / max(outcome.modelSeconds, 1e-9))) frames/s; \(summary.pixelDisagreements) disagree")
        }
        print("wrote \(out)/sweep.json and \(out)/sweep.html")
        return outcome.exitCode
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
}
