import HarnessGoldens
import HarnessRun

/// What a caller watches while a pipeline runs: the variant whose scenarios come next, every
/// frame (a progress line), the session's lines (a scenario's frames made) and what differs
/// between the goldens' renderer and the running one.
package struct PipelineObserver: Sendable {
    package var variantStarted: @Sendable (String) -> Void
    package var handlers: [FrameHandler]
    package var log: @Sendable (String) -> Void
    package var rendererChanged: RendererChanged

    package init(variantStarted: @escaping @Sendable (String) -> Void = { _ in }, handlers: [FrameHandler] = [],
                log: @escaping @Sendable (String) -> Void = { _ in }, rendererChanged: @escaping RendererChanged = { _, _ in }) {
        self.variantStarted = variantStarted
        self.handlers = handlers
        self.log = log
        self.rendererChanged = rendererChanged
    }

    package static let silent = PipelineObserver()
}

/// The pipeline `run`, `verify` and `record` (and the test-suite API) call: a plan whose
/// scenarios are parsed once, here, before anything is written; each command's steps then
/// read them (`verify`, `record`, `run` in their own files).
package struct Pipeline: Sendable {
    package let plan: RunPlan
    package let scenarios: ParsedScenarios

    /// Parses every scenario of the plan: a bad file stops here, before any folder is touched.
    package init(plan: RunPlan) throws {
        self.plan = plan
        scenarios = try ParsedScenarios(plan.groups)
    }

    /// The frames the plan makes (for a progress line).
    package var frameCount: Int { scenarios.frameCount }
}
