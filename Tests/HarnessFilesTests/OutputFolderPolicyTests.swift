@testable import HarnessFiles
import XCTest

final class OutputFolderPolicyTests: XCTestCase {
    private func refusal(_ policy: OutputFolderPolicy, folder: String) -> String? {
        do {
            try policy.check(outputFolder: folder)
            return nil
        } catch {
            return error.description
        }
    }

    func testTheGoldensFolderCanNeverBeTheOutput() throws {
        // `verify --out Goldens` rewrote goldens; every spelling of it is refused.
        let scratch = try Scratch()
        let goldens = try scratch.folder("Goldens")
        _ = try scratch.folder("Goldens/light")
        XCTAssertEqual(symlink(goldens, scratch.at("alias")), 0)
        let policy = OutputFolderPolicy(protectedFolders: [goldens])
        for spelling in [goldens, goldens + "/", scratch.at("x/../Goldens"), scratch.at("./Goldens/."), scratch.at("alias")] {
            XCTAssertEqual(refusal(policy, folder: spelling), "\(spelling): is the same folder as \(goldens); choose another folder")
        }
        XCTAssertEqual(refusal(policy, folder: scratch.at("Goldens/light")),
                       "\(scratch.at("Goldens/light")): is inside \(goldens); choose another folder")
        // Not there yet, reached through the symlink: resolved from the nearest existing ancestor.
        XCTAssertEqual(refusal(policy, folder: scratch.at("alias/new/deeper")),
                       "\(scratch.at("alias/new/deeper")): is inside \(goldens); choose another folder")
        XCTAssertEqual(refusal(policy, folder: scratch.path), "\(scratch.path): contains \(goldens); choose another folder")
        XCTAssertNil(refusal(policy, folder: scratch.at("out")))
        XCTAssertNil(refusal(policy, folder: scratch.at("Goldens-out/new")))
    }

    func testAGoldensFolderNotYetMadeIsProtectedToo() throws {
        let scratch = try Scratch()
        let policy = OutputFolderPolicy(protectedFolders: [scratch.at("fresh/Goldens")])
        XCTAssertEqual(refusal(policy, folder: scratch.at("fresh/Goldens/../Goldens/a")),
                       "\(scratch.at("fresh/Goldens/../Goldens/a")): is inside \(scratch.at("fresh/Goldens")); choose another folder")
        XCTAssertNotNil(refusal(policy, folder: scratch.at("fresh")))
    }

    func testAnOutputMayNotBeOrContainAnInputsFolder() throws {
        // `run --out DIR` deleted unrelated PNGs in DIR; an input's folder is refused.
        let scratch = try Scratch()
        let input = try scratch.file("Scenarios/smoke.scenario", "scenario smoke")
        let policy = OutputFolderPolicy(inputFiles: [input])
        XCTAssertEqual(refusal(policy, folder: scratch.at("Scenarios")),
                       "\(scratch.at("Scenarios")): contains the input file \(input); choose another folder")
        XCTAssertNotNil(refusal(policy, folder: scratch.path))
        XCTAssertNil(refusal(policy, folder: scratch.at("Scenarios/out")))
        XCTAssertNil(refusal(policy, folder: scratch.at("out")))
    }

    func testAnOutputFileIsCheckedAgainstInputsAndGoldens() throws {
        let scratch = try Scratch()
        let a = try scratch.file("a.png", "a")
        let goldens = try scratch.folder("Goldens")
        let policy = OutputFolderPolicy(protectedFolders: [goldens], inputFiles: [a, scratch.at("b.png")])
        XCTAssertThrowsError(try policy.check(outputFile: scratch.at("./a.png"))) { error in
            XCTAssertEqual((error as? FileSafetyError)?.kind, .protectedInput(input: a))
        }
        // b.png does not exist yet (diff would fail on it), but it is still an input by path.
        XCTAssertThrowsError(try policy.check(outputFile: scratch.at("b.png")))
        XCTAssertThrowsError(try policy.check(outputFile: scratch.at("Goldens/d.png"))) { error in
            XCTAssertEqual("\(error)", "\(scratch.at("Goldens/d.png")): is inside \(goldens); choose another folder")
        }
        XCTAssertNoThrow(try policy.check(outputFile: scratch.at("d.png")))
    }
}
