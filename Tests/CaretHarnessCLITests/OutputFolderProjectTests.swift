import Foundation
import XCTest

/// Issue 42, finding 9: `verify --out` is checked against every goldens folder and project, not
/// only its own goldens: never a folder holding a goldens folder further down, never another
/// project's root (beside its Goldens/).
final class OutputFolderProjectTests: XCTestCase {
    private var w: CLIWorkspace!

    override func setUpWithError() throws { w = try CLIWorkspace() }
    override func tearDown() { w.remove() }

    func testVerifyOutIsNeverAProjectRootNorAroundAGoldensFolder() throws {
        let scenario = try w.scenario("tiny")
        let record = try w.run(["record", "--missing", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(record.code, 0, record.err)
        // Another project: Package.swift and Goldens/ (with a manifest) side by side.
        try FileManager.default.createDirectory(atPath: w.path("other/Goldens/iphone-15-pro-light"), withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n".write(toFile: w.path("other/Package.swift"), atomically: true, encoding: .utf8)
        try "{\"version\": 1}\n".write(toFile: w.path("other/Goldens/manifest.json"), atomically: true, encoding: .utf8)
        // A folder whose subfolder is a goldens folder (a copy).
        try FileManager.default.createDirectory(atPath: w.path("holder/deep/copy"), withIntermediateDirectories: true)
        try "{\"version\": 1}\n".write(toFile: w.path("holder/deep/copy/manifest.json"), atomically: true, encoding: .utf8)
        // A project root holding only Package.swift.
        try FileManager.default.createDirectory(atPath: w.path("bare"), withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n".write(toFile: w.path("bare/Package.swift"), atomically: true, encoding: .utf8)
        let before = (w.snapshot(w.path("other")), w.snapshot(w.path("holder")), w.snapshot(w.path("bare")))
        for (out, message) in [("other", "other: is a project's root, holding other/Package.swift"),
                               ("holder", "holder: contains the goldens folder holder/deep/copy"),
                               ("bare", "bare: is a project's root, holding bare/Package.swift")] {
            let result = try w.run(["verify", "--scenario", scenario, "--goldens", "Goldens", "--out", out])
            XCTAssertEqual(result.code, 2, "--out \(out): \(result.out) \(result.err)")
            XCTAssertTrue(result.err.contains(message), "--out \(out): \(result.err)")
        }
        XCTAssertEqual(w.snapshot(w.path("other")), before.0)
        XCTAssertEqual(w.snapshot(w.path("holder")), before.1)
        XCTAssertEqual(w.snapshot(w.path("bare")), before.2)
        // An ordinary out folder still works.
        XCTAssertEqual(try w.run(["verify", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"]).code, 0)
    }
}
