/// Every command's flag table, the one list its help is printed from and its parser accepts.
package enum CommandFlags {
    /// `run`.
    package static let run = SharedFlags.variantRun + [SharedFlags.shard, SharedFlags.table, MotionFlag.flag(for: "run")]
    /// `verify`.
    package static let verify = SharedFlags.variantRun + [
        .option("threshold", "T", "the colour distance a pixel may differ by, 0 to 1", default: "0.1"),
        SharedFlags.shard, SharedFlags.table, MotionFlag.flag(for: "verify"),
    ]
    /// `record`.
    package static let record = SharedFlags.variantRun + [
        .toggle("missing", "write only goldens that do not exist"),
        .toggle("failed", "write missing goldens and those whose frame fails (the default)"),
        .toggle("all", "write every golden whose pixels changed"),
        .toggle("prune", "remove goldens no frame of this run makes"),
        .toggle("accept-failing-expectations", "record frames even when their expectations fail"),
        MotionFlag.flag(for: "record"),
    ]
    /// `review`.
    package static let review: [Flag] = [
        .option("port", "N", "the port on 127.0.0.1 (0: any free one)", default: "0"),
        .option("timeout", "S", "stop after S seconds without a request (1 to 86400)", default: "1800"),
        .option("goldens", "DIR", "the goldens folder: the project's, or one that already holds a manifest.json", default: "Goldens"),
    ]
    /// `accept`.
    package static let accept: [Flag] = [
        .option("frame", "NAME", "approve this frame only (NAME, SCENARIO/NAME or VARIANT/SCENARIO/NAME)",
                default: "every frame that changed", repeatable: true),
        .option("scenario", "NAME", "approve the changed frames of this scenario (NAME or VARIANT/NAME)"),
        .option("goldens", "DIR", "the goldens folder: the project's, or one that already holds a manifest.json", default: "Goldens"),
    ]
    /// `merge-reports`.
    package static let mergeReports = [
        Flag.option("out", "DIR", "the folder for the joined report (required; must not be one of the parts)"),
        Flag.option("goldens", "DIR", "where variants.json gives the variant order", default: "Goldens"),
    ]
    /// `compare`.
    package static let compare = [SharedFlags.smokeScenario, SharedFlags.device, SharedFlags.appearance, SharedFlags.out, SharedFlags.goldens] + [
        .option("strategies", "a,b,...", "the approaches, in column order", default: "all"),
        .toggle("record", "write the strategy strip's golden instead of checking it"),
    ]
    /// `geometry`.
    package static let geometry = [SharedFlags.scenario, SharedFlags.device, SharedFlags.appearance] + SharedFlags.settings
    /// `sweep`.
    package static let sweep = [
        SharedFlags.scenario,
        Flag.option("device", "ID,...", "devices to sweep; see `caret-harness devices`", default: "every device",
                    repeatable: true),
        Flag.option("orientation", "portrait,landscape", "orientations to sweep", default: "both", repeatable: true),
        Flag.option("text-size", "PT,...", "text sizes to sweep (14 to 26 in the app, 28 to 53 beyond it)",
                    default: "14,15,16,17,19,23,26,28,33,40,47,53", repeatable: true),
        Flag.option("keyboard", "KIND,...", "software, software-no-predictive, hardware or none",
                    default: "all four", repeatable: true),
        SharedFlags.out,
        Flag.toggle("pixels", "also draw every cell's frames at scale 1 and check the pixel-measured gap against the model"),
    ]
    /// `motion-findings`.
    package static let motionFindings = [SharedFlags.scenario, SharedFlags.device,
                                               Flag.option("fps", "N", "frames a second (default 60)")]
    /// `bench`.
    package static let bench = [
        Flag.option("frames", "N", "frames to time, 2 to 10000", default: "24"), SharedFlags.smokeScenario, SharedFlags.device,
        SharedFlags.appearance, .option("scale", "S", "render at this scale, 1 to 4", default: "the device's"),
    ]
}
