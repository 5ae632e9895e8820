import HarnessScreens
import HarnessRun
import HarnessScript
import HarnessCore

/// One scenario through the model alone (`geometry`): every frame's numbers, and the
/// expectations that failed with the frame they failed on.
package struct GeometryScenario: Sendable {
    package let path: String
    package let name: String
    package let frames: [FrameResult]
    package let failures: [(frame: String, result: ExpectationResult)]

    /// 1 when an expectation failed in any scenario.
    package static func exitCode(_ all: [GeometryScenario]) -> Int32 { all.contains { !$0.failures.isEmpty } ? 1 : 0 }
}

/// The passes that only read the model: `geometry` and `motion-findings`.
package enum ModelPipeline {
    /// `geometry`: each scenario of `options` run through the model, no drawing.
    package static func geometry(_ options: HarnessOptions) throws -> [GeometryScenario] {
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
    package static func motionFindings(path: String, device: Device, fps: Double) throws -> [String] {
        let scenario = try ScenarioParser.parse(contentsOf: path)
        return try ([SpringCurve.codebase, CubicBezierCurve.keyboardFit] as [any TimingCurve]).map { curve in
            let rows = try MotionFindings.run(scenario: scenario, device: device, fps: fps, curve: curve)
            return MotionFindings.table(rows, device: device, scenario: scenario.name, fps: fps)
        }
    }
}
