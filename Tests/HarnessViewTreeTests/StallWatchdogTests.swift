import Foundation
@testable import HarnessPasses
import XCTest

/// The watchdog that fails a run which stopped moving (a blocked main actor) instead of letting
/// the test hang: it calls its handler with a message naming the call and the usual cause.
final class StallWatchdogTests: XCTestCase {
    final class Box: @unchecked Sendable {
        var message: String?
    }

    func testAStalledRunIsReportedWithTheCallAndTheCause() {
        let box = Box()
        let reported = DispatchSemaphore(value: 0)
        // Nothing ticks: after the 1 s limit the handler gets the message.
        let watchdog = StallWatchdog(limit: 1, where: "ComposerTests.swift:12") { message in
            box.message = message
            reported.signal()
        }
        // Generous, so a loaded machine cannot fail it; the watchdog itself fires after ~1 s.
        XCTAssertEqual(reported.wait(timeout: .now() + 60), .success)
        watchdog.stop()
        let message = box.message ?? ""
        XCTAssertTrue(message.hasPrefix("ComposerTests.swift:12: error: assertCaret made no progress for 1 s"), message)
        XCTAssertTrue(message.contains("queue: .main"), message)
        XCTAssertTrue(message.contains("CARET_HARNESS_STALL_SECONDS"), message)
    }

    func testAStoppedWatchdogNeverReports() {
        let box = Box()
        let watchdog = StallWatchdog(limit: 1, where: "x") { box.message = $0 }
        watchdog.stop()
        // Once stopped the thread ends at its next look (every 0.5 s) without reporting.
        Thread.sleep(forTimeInterval: 2)
        XCTAssertNil(box.message)
    }
}
