import Foundation
import HarnessFiles
import HarnessGoldens
import HarnessRun

/// A finished verify run's out folder as approval reads it: report.json and each scenario's
/// frames.json, never drawing again. Paths in it are relative to the folder.
package struct RunFolder: Sendable {
    package let directory: String
    package let report: VerificationReport
    /// frames.json of each scenario of each variant, keyed by `ScenarioVerification.framesJSON`.
    package let documents: [String: FramesDocument]

    /// Reads `<directory>/report.json` and the frames.json files it names (each through
    /// `SafeRead`); a missing or malformed one is `ApprovalError.noReport` naming it.
    package init(directory: String) throws {
        self.directory = directory
        let reportPath = directory + "/report.json"
        report = try RunFolder.decode(VerificationReport.self, at: reportPath)
        var documents: [String: FramesDocument] = [:]
        for scenario in report.scenarios {
            try RunFolder.requireInside(scenario.framesJSON, reportPath: reportPath)
            documents[scenario.framesJSON] = try RunFolder.decode(FramesDocument.self, at: directory + "/" + scenario.framesJSON)
        }
        self.documents = documents
    }

    /// One frame of the run with where it lives.
    package struct Item: Hashable, Sendable {
        package let variant: String
        package let scenario: String
        package let scenarioPath: String
        package let framesJSON: String
        package let frame: FrameVerification

        /// `VARIANT/SCENARIO/NAME`, the name review and accept use.
        package var id: String { "\(variant)/\(scenario)/\(frame.frame.name)" }
        /// The frame's golden differs from it (changed, another size, or none yet).
        package var changed: Bool { [.changed, .sizeChanged, .missing].contains(frame.comparison.status) }
        /// An expectation of the frame failed (or its own verdict is a failure).
        package var failsExpectations: Bool { frame.frame.verdict == .fail || frame.frame.expectations.contains { !$0.passed } }
    }

    /// Every frame, in the report's order.
    package var items: [Item] {
        report.scenarios.flatMap { s in
            s.frames.map { Item(variant: s.variant, scenario: s.scenario, scenarioPath: s.scenarioPath, framesJSON: s.framesJSON, frame: $0) }
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, at path: String) throws -> T {
        let bytes: [UInt8]
        do throws(FileSafetyError) {
            bytes = try SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit)
        } catch {
            throw ApprovalError.noReport(path, reason: error.reason)
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch {
            throw ApprovalError.noReport(path, reason: "not the JSON a verify run writes")
        }
    }

    /// A path from the report must stay inside the out folder.
    static func requireInside(_ relative: String, reportPath: String) throws {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), !parts.contains(".."), !parts.contains("") else {
            throw ApprovalError.noReport(reportPath, reason: "path `\(relative)` leaves the out folder")
        }
    }
}
