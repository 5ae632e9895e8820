import Foundation
import HarnessFiles
import XCTest

/// Issue 23's kill harness: `record --all` over two variants is stopped at every point of its
/// one transaction (`CARET_HARNESS_TEST_PAUSE`, see HarnessFiles' TestPause) and sent SIGKILL,
/// SIGINT or SIGTERM; after SIGINT/SIGTERM (which roll back before exit) at once, after SIGKILL
/// once the next start has run, the goldens, the manifest and the sweep baseline must be all
/// old or all new, with no journal and no staged or backup file left.
final class RecordKillTests: XCTestCase {
    private var w: CLIWorkspace!

    override func setUpWithError() throws { w = try CLIWorkspace() }
    override func tearDown() { w.remove() }

    /// Reads standard error until the pause line (or the end); what was said.
    static func waitForPause(_ err: Pipe) -> String {
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains("test pause") {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += chunk
        }
        return String(decoding: said, as: UTF8.self)
    }

    /// Scenario `a` (two frames) and `b` (one), named so a new version replaces the same files;
    /// `edit` makes every frame's pixels and the sweep's findings differ (another field focused).
    private func scenarios(edit: Bool) throws {
        let open = edit ? "open edit" : "open create"
        let tap = edit ? "tap instructions" : "tap title"
        // The new version also types: a text edit gives the sweep a caret gap in every cell, so
        // the sweep baseline changes too and is part of the transaction.
        let type = edit ? "frame \"three\"\ntype \"x\"\n" : ""
        try w.scenario("a", "frame \"one\"\n\(open)\nframe \"two\"\n\(tap)\n\(type)", file: "Scenarios/a")
        try w.scenario("b", "frame \"one\"\n\(open)\n", file: "Scenarios/b")
    }

    /// What must be all old or all new: each file's SHA-256 (the manifest by its golden keys'
    /// `sha256` and fingerprints, since a later record rewrites scenario hashes); strays listed.
    private func state() throws -> (files: [String: String], strays: [String]) {
        var files: [String: String] = [:]
        var strays: [String] = []
        for (key, bytes) in w.snapshot(w.path("Goldens")) {
            let name = (key as NSString).lastPathComponent
            if name == ".caret-harness.lock" { continue }
            if name.hasPrefix(".caret-harness") { strays.append(key); continue }
            if key == "manifest.json" {
                let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
                for (golden, record) in try XCTUnwrap(object["goldens"] as? [String: [String: Any]]) {
                    files["manifest:" + golden] = record["sha256"] as? String
                }
            } else {
                files[key] = SHA256.hex(of: [UInt8](bytes))
            }
        }
        return (files, strays)
    }

    private func restore(_ snapshot: [String: Data]) throws {
        try FileManager.default.removeItem(atPath: w.path("Goldens"))
        for (key, bytes) in snapshot {
            let path = w.path("Goldens/" + key)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try bytes.write(to: URL(fileURLWithPath: path))
        }
    }

    func testEveryKillPointLeavesAllOldOrAllNew() throws {
        try FileManager.default.createDirectory(atPath: w.path("Goldens"), withIntermediateDirectories: true)
        try Data("""
            {"variants": [{"device": "iphone-se-3", "appearance": "light"},
                          {"device": "iphone-se-3", "appearance": "dark", "scenarios": ["b"]}]}
            """.utf8).write(to: URL(fileURLWithPath: w.path("Goldens/variants.json")))
        try FileManager.default.createDirectory(atPath: w.path("Scenarios"), withIntermediateDirectories: true)
        try scenarios(edit: false)
        XCTAssertEqual(try w.run(["record", "--all"]).code, 0)
        let oldSnapshot = w.snapshot(w.path("Goldens")).filter { $0.key != ".caret-harness.lock" }
        let old = try state()
        try scenarios(edit: true)
        let full = try w.run(["record", "--all"])
        XCTAssertEqual(full.code, 0, full.err)
        // Staged in this order: light a/one, a/two, a/three, b/one; dark b/one; sweep.json; manifest.json.
        XCTAssertTrue(full.out.contains("5 written") && full.out.contains("wrote   Goldens/sweep.json"), full.out)
        let new = try state()
        XCTAssertNotEqual(old.files, new.files)
        let staged = 7
        let all = (0..<staged).map { "stage-\($0)" } + ["journal"] + (0..<staged).map { "rename-\($0)" } + ["renamed", "committed"]
        // Every point by default (17, under a minute in all in release; about 2 minutes each in a debug build on a busy machine);
        // CARET_HARNESS_KILL_POINTS=a,b picks some, CARET_HARNESS_KILL_EVERY_SIGNAL=1 sends all three signals.
        let environment = ProcessInfo.processInfo.environment
        let points = environment["CARET_HARNESS_KILL_POINTS"].map { $0.split(separator: ",").map(String.init) } ?? all
        XCTAssertTrue(points.allSatisfy(all.contains), "\(points)")
        let everySignal = environment["CARET_HARNESS_KILL_EVERY_SIGNAL"] != nil
        var tried: [String] = []
        var outcomes: [String: Int] = ["old": 0, "new": 0]
        for (index, point) in points.enumerated() {
            // SIGKILL at every point; SIGINT and SIGTERM take turns (every one of both with the variable set).
            let signals = everySignal ? [SIGKILL, SIGINT, SIGTERM] : [SIGKILL, (all.firstIndex(of: point) ?? index) % 2 == 0 ? SIGINT : SIGTERM]
            for signal in signals {
                let label = "\(point) \(signal == SIGKILL ? "SIGKILL" : signal == SIGINT ? "SIGINT" : "SIGTERM")"
                try restore(oldSnapshot)
                try scenarios(edit: true)
                let (process, _, err) = try w.start(["record", "--all"], environment: ["CARET_HARNESS_TEST_PAUSE": point])
                let said = RecordKillTests.waitForPause(err)
                guard said.contains("test pause at \(point)") else {
                    XCTFail("\(label): no pause: \(said)")
                    process.waitUntilExit()
                    continue
                }
                kill(process.processIdentifier, signal)
                process.waitUntilExit()
                tried.append(label)
                if signal == SIGKILL {
                    XCTAssertEqual(process.terminationReason, .uncaughtSignal, label)
                    try scenarios(edit: false)
                    let next = try w.run(["record", "--missing", "--scenario", "Scenarios/b.scenario", "--out", "out-next"])
                    XCTAssertEqual(next.code, 0, "\(label): \(next.err)")
                } else {
                    XCTAssertEqual(process.terminationStatus, 128 + signal, label)
                    let rest = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                    XCTAssertTrue(rest.contains("interrupted by"), "\(label): \(rest)")
                }
                let now = try state()
                XCTAssertEqual(now.strays, [], "\(label): stray files")
                if now.files == old.files {
                    outcomes["old", default: 0] += 1
                } else if now.files == new.files {
                    outcomes["new", default: 0] += 1
                } else {
                    XCTFail("\(label): neither all old nor all new: \(now.files.filter { old.files[$0.key] != $0.value && new.files[$0.key] != $0.value }.keys.sorted())"
                            + " old differs at \(now.files.filter { old.files[$0.key] != $0.value }.keys.sorted())")
                }
                // The points after the commit point are the only ones that may leave the new state.
                if point == "committed" { XCTAssertEqual(now.files, new.files, label) } else { XCTAssertEqual(now.files, old.files, label) }
                print("kill harness: \(label): \(now.files == old.files ? "all old" : now.files == new.files ? "all new" : "MIXED"), "
                      + "\(now.strays.count) stray files")
            }
        }
        print("kill harness: \(tried.count) kill points tried (\(points.count) points), outcomes \(outcomes): \(tried.joined(separator: ", "))")
        XCTAssertEqual(tried.count, points.count * (everySignal ? 3 : 2))
    }
}
