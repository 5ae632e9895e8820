import HarnessScreens
import XCTest

/// The bench entry point computes what it says (its timing is for `caret-harness bench`, not checked here).
final class MotionBenchTests: XCTestCase {
    @MainActor
    func testBenchComputesTheNewlinesFrames() async throws {
        let result = try MotionBench.presentedStates(device: .iPhone15Pro, frames: 24, rounds: 200)
        XCTAssertEqual(result.statesPerRound, 24)
        XCTAssertEqual(result.rounds, 200)
        XCTAssertEqual(result.curveName, SpringCurve.codebase.name)
        // The smallest gap is the first frame's, worked in SheetMotionTimelineTests: 4.3168236 pt.
        XCTAssertEqual(result.smallestGap ?? .nan, 4.3168236, accuracy: 2e-6)
        XCTAssertLessThanOrEqual(result.fastestSeconds, result.medianSeconds)
        print("MotionBench: 24 presented states, median \(result.medianSeconds * 1e6) us, fastest \(result.fastestSeconds * 1e6) us")
    }
}
