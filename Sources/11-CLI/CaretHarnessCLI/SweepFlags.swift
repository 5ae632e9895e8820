/// The flags of `sweep`: the one table its help is printed from and its parser accepts. Each
/// axis option takes a comma list and may repeat: `--text-size 17,23 --keyboard hardware`.
extension SweepCommand {
    static let flags = [
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
}
