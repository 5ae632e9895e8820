import Foundation
import HarnessScript
import HarnessScreens
import XCTest
import HarnessCore

/// Every stock scenario on every device: each `expect` holds on the model's side (the pixel
/// side is `caret-harness run --device ID`, whose results the README lists). The appearance
/// changes colours only, not the model, so one appearance covers both.
final class StockScenarioDeviceTests: XCTestCase {
    func testEveryExpectationHoldsOnEveryDevice() throws {
        let folder = URL(fileURLWithPath: ScenarioFiles.path("smoke-test")).deletingLastPathComponent().path
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scenario") }.sorted()
        XCTAssertTrue(paths.contains("smoke-test.scenario"), "\(paths)")
        let scenarios = try paths.map { try ScenarioParser.parse(contentsOf: "\(folder)/\($0)") }
        XCTAssertNoThrow(try ScenarioSet.checkUniqueNames(scenarios))
        for device in Device.all {
            for scenario in scenarios {
                let records = try ScenarioRunner(device: device, appearance: .light).records(of: scenario)
                XCTAssertEqual(records.count, scenario.frameCount)
                for record in records {
                    for result in record.expectations where !result.passed {
                        XCTFail("\(device.id) \(scenario.path):\(result.line): frame \(record.name): expect "
                                + "\(result.expectation): \(result.message)")
                    }
                }
            }
        }
    }

    /// The two findings stay findings on every phone: top-edge's typed frames are design
    /// warnings (rule holds, caret under the header) everywhere, and keyboard-hide's last frame
    /// leaves the caret closer to the real button than the 24 pt the design intends.
    func testTheFindingsHoldOnEveryDevice() throws {
        let topEdge = try ScenarioParser.parse(contentsOf: ScenarioFiles.path("top-edge"))
        let keyboardHide = try ScenarioParser.parse(contentsOf: ScenarioFiles.path("keyboard-hide"))
        for device in Device.all {
            let typed = try ScenarioRunner(device: device, appearance: .light).records(of: topEdge).filter { $0.event == .type }
            XCTAssertEqual(typed.count, 2, device.id)
            for record in typed {
                XCTAssertTrue(record.snapshot.designRuleSatisfied, "\(device.id) \(record.name)")
                XCTAssertEqual(record.snapshot.occludedBy, [.header], "\(device.id) \(record.name)")
            }
            let last = try XCTUnwrap(try ScenarioRunner(device: device, appearance: .light).records(of: keyboardHide).last)
            XCTAssertTrue(last.snapshot.designRuleSatisfied, device.id)
            XCTAssertLessThan(try XCTUnwrap(last.snapshot.caretGapToButton), 24, device.id)
        }
    }
}
