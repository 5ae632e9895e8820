import Foundation
@testable import HarnessPasses
import HarnessCore
import XCTest

/// `sweep` spreads its cells over worker processes (`SweepProcesses`, `sweep-worker`), one a
/// core, since the sheet's views run on each process's main actor: what it writes must be what
/// the same sweep made in one process writes, byte for byte, and a worker that fails must say so.
final class SweepWorkersTests: XCTestCase {
    func testWorkersWriteTheSweepOneProcessWrites() throws {
        let w = try CLIWorkspace()
        defer { w.remove() }
        let typing = try w.scenario("typing", "open create\ntap instructions\ntype \"Hello\"\nnewline 2\ntype \"x\"\nexpect caret-gap >= 24\n")
        let edit = try w.scenario("edit", "open edit\ntap title\ntype \"y\"\nbackspace\n")
        let words = ["--device", "iphone-se-3,iphone-15-pro", "--text-size", "17,33", "--keyboard", "software,none",
                     "--scenario", typing, "--scenario", edit]
        let run = try w.run(["sweep"] + words + ["--out", "workers"])
        XCTAssertTrue([0, 1].contains(run.code), run.out + run.err)
        var axes = SweepAxes.full
        axes.devices = [Device.named("iphone-se-3")!, Device.named("iphone-15-pro")!]
        axes.textSizes = [17, 33]
        axes.keyboards = [.software, .none]
        XCTAssertEqual(axes.cellCount, 16)
        _ = try SweepPipeline.run(axes: axes, scenarioPaths: [typing, edit], out: w.path("one"), pixels: false)
        let workers = try XCTUnwrap(FileManager.default.contents(atPath: w.path("workers/sweep.json")))
        let one = try XCTUnwrap(FileManager.default.contents(atPath: w.path("one/sweep.json")))
        XCTAssertTrue(run.out.contains("sweep: 16 cells"), run.out)
        XCTAssertTrue(workers == one, "sweep.json from the workers differs from the one process's")
    }

    /// The worker is this program; another in its place (a shell, asked to run a file named
    /// `sweep-worker`, exits 2) fails, and the sweep names the worker, the cell it stopped before,
    /// its status and what it said.
    func testAWorkerThatFailsIsNamedWithItsStatusAndWords() throws {
        let axes = SweepAxes(devices: [Device.named("iphone-se-3")!], orientations: [.portrait], textSizes: [17, 23],
                             keyboards: [.software])
        let engine = SweepEngine(axes: axes, scenarios: [])
        XCTAssertThrowsError(try engine.runEncoded(processes: SweepProcesses(executable: "/bin/sh", count: 2)) { _, _ in
            XCTFail("no cell comes from a worker that is not one")
        }) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("sweep cell worker 1: stopped before cell #1 with status 2"), text)
            XCTAssertTrue(text.contains("sweep-worker"), "what the worker said names the file it could not open: \(text)")
        }
    }
}
