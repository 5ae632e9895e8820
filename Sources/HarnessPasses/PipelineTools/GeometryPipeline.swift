import HarnessScreens
import HarnessRun
import HarnessScript

/// One scenario through the model alone (`geometry`): every frame's numbers, and the
/// expectations that failed with the frame they failed on.
public struct GeometryScenario: Sendable {
    public let path: String
    public let name: String
    public let frames: [FrameResult]
    public let failures: [(frame: String, result: ExpectationResult)]

    /// 1 when an expectation failed in any scenario.
    public static func exitCode(_ all: [GeometryScenario]) -> Int32 { all.contains { !$0.failures.isEmpty } ? 1 : 0 }
}

/// The passes that only read the model: `geometry` and `motion-findings`.
public enum ModelPipeline {
    /// `geometry`: each scenario of `options` run through the model, no drawing.
    public static func geometry(_ options: HarnessOptions) throws -> [GeometryScenario] {
        try options.scenarioPaths.map { path in
            let scenario = try ScenarioParser.parse(contentsOf: path)
            let records = try ScenarioRunner(variant: options.sheetVariant, appearance: options.appearance).records(of: scenario)
            let failures = records.flatMap { record in record.expectations.filter { !$0.passed }.map { (record.name, $0) } }
            return GeometryScenario(path: path, name: scenario.name, frames: records.map { FrameResult(record: $0, png: "") },
                                    failures: failures)
        }
    }

    /// `motion-findings`: the scenario at `path` on `device`, one table a curve (the codebase
    /// spring, then the fitted Bézier for contrast).
    public static func motionFindings(path: String, device: Device, fps: Double) throws -> [String] {
        let scenario = try ScenarioParser.parse(contentsOf: path)
        return try ([SpringCurve.codebase, CubicBezierCurve.keyboardFit] as [any TimingCurve]).map { curve in
            let rows = try MotionFindings.run(scenario: scenario, device: device, fps: fps, curve: curve)
            return MotionFindings.table(rows, device: device, scenario: scenario.name, fps: fps)
        }
    }
}
