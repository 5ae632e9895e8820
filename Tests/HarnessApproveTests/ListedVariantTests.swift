import Foundation
import HarnessApprove
import HarnessReports
import HarnessTestSupport
import XCTest

/// Issue 42, finding 2: the variant a golden is written under is one the goldens' variants list
/// names (and covers the scenario), never only what report.json says.
final class ListedVariantTests: XCTestCase {
    private var workspace: GoldenWorkspace!

    override func setUpWithError() throws { workspace = try GoldenWorkspace() }
    override func tearDown() { workspace.remove() }

    private func files() throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: workspace.goldens) where !path.hasSuffix(".lock") {
            if let data = FileManager.default.contents(atPath: workspace.goldens + "/" + path) { result[path] = data }
        }
        return result
    }

    func testAVariantTheListDoesNotNameOrCoverIsRefused() async throws {
        try await workspace.record(.missing)
        try FileManager.default.removeItem(atPath: workspace.golden("s000-002-tap-instructions"))
        try ReportWriters.writeAll(try await workspace.verify(), outDirectory: workspace.out)
        let before = try files()
        let run = try RunFolder(directory: workspace.out)
        for listed in [[Approver.ListedVariant(id: "iphone-se-3-light", scenarios: nil)],
                       [Approver.ListedVariant(id: "iphone-15-pro-light", scenarios: ["smoke-test"])]] {
            let approver = Approver(run: run, goldensDirectory: workspace.goldens, environment: [:], listedVariants: listed)
            XCTAssertThrowsError(try approver.approve(.everythingChanged)) { error in
                guard case ApprovalError.variantNotListed(let variant, _) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(variant.hasPrefix("iphone-15-pro-light"), variant)
                XCTAssertEqual((error as? ApprovalError)?.exitCode, 2)
            }
            XCTAssertEqual(try files(), before)
        }
        let listed = [Approver.ListedVariant(id: "iphone-15-pro-light", scenarios: ["tiny"])]
        let result = try Approver(run: run, goldensDirectory: workspace.goldens, environment: [:], listedVariants: listed)
            .approve(.everythingChanged)
        XCTAssertEqual(result.written, [workspace.golden("s000-002-tap-instructions")])
    }
}
