import HarnessPipeline

extension RunPlan {
    /// The plan the shared flags select: one variant when a device, appearance or setting is
    /// named, else every variant of `<goldens>/variants.json`.
    init(_ args: Arguments, shard: Shard = .whole) throws {
        let chosen = (["device", "appearance"] + SharedFlags.settings.map(\.name)).contains { args.value($0) != nil }
        try self.init(goldens: args.value(SharedFlags.goldens.name) ?? "Goldens", variantChosen: chosen,
                      base: { try SharedFlags.options(args) }, shard: shard)
    }

    /// True when the command line selects nothing (every stock scenario, no device, appearance
    /// or setting), so verify and record also check or record the sweep baseline.
    static func isPlain(_ args: Arguments) -> Bool {
        (["scenario", "device", "appearance"] + SharedFlags.settings.map(\.name)).allSatisfy { args.all($0).isEmpty }
    }
}

extension PipelineObserver {
    /// The progress line's observer: the variant, every frame, and the lines worth keeping.
    init(_ progress: ProgressLine) {
        self.init(variantStarted: { progress.setVariant($0) }, handlers: [progress], log: Console.warningsOnly)
    }
}
