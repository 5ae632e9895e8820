import HarnessPasses
import HarnessScreens
import HarnessCore

/// `caret-harness motion-findings`: for every text size (app and accessibility), the smallest
/// caret gap in the in-between frames after each newline of a scenario (the smoke test by
/// default) and how long the caret stays covered, from the model's motion, with the codebase
/// spring and, for contrast, the fitted Bézier.
enum MotionFindingsCommand {
    static let flags = CommandFlags.motionFindings

    static func run(_ words: [String]) throws -> Int32 {
        let args = try Arguments(words, command: "motion-findings", flags: flags)
        let path = args.value(SharedFlags.scenario.name) ?? "Scenarios/smoke-test.scenario"
        let deviceID = args.value(SharedFlags.device.name) ?? Device.iPhone15Pro.id
        guard let device = Device.named(deviceID) else { throw UsageError("motion-findings: unknown device \(deviceID)") }
        let fps = try args.value("fps").map { text -> Double in
            guard let v = Double(text), v >= 1, v <= 240 else { throw UsageError("motion-findings: --fps must be 1 to 240, got \(text)") }
            return v
        } ?? 60
        for table in try ModelPipeline.motionFindings(path: path, device: device, fps: fps) { print(table) }
        return 0
    }
}
