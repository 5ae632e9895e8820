import HarnessScenario

/// Something done with every produced frame: writing artefacts, comparing with goldens,
/// recording goldens. The session hands each frame to each handler in turn, so rendering,
/// verifying and recording stay separate pieces.
public protocol FrameHandler: AnyObject {
    /// Called once before a scenario's first frame.
    func begin(_ scenario: Scenario) throws
    /// Called for each frame, in order.
    func handle(_ frame: ProducedFrame, of scenario: Scenario) throws
    /// Called after the scenario's last frame with its frames.json document.
    func finish(_ scenario: Scenario, document: FramesDocument) throws
}
