import HarnessScript

/// Something done with every produced frame: writing artefacts, comparing with goldens,
/// recording goldens. The session hands each frame to each handler, so rendering, verifying
/// and recording stay separate pieces.
///
/// `handle` is called from several tasks at once, for different frames in no set order;
/// `begin` and `finish` are called alone, before and after a scenario's frames.
package protocol FrameHandler: AnyObject, Sendable {
    /// Called once before a scenario's first frame.
    func begin(_ scenario: Scenario) throws
    /// Called for each frame.
    func handle(_ frame: ProducedFrame, of scenario: Scenario) throws
    /// Called after the scenario's last frame with its frames.json document.
    func finish(_ scenario: Scenario, document: FramesDocument) throws
}
