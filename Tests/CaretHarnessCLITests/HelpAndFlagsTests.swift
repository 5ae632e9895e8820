import Foundation
import XCTest

/// Help and the parser read one flag table per command: what help lists is exactly what the
/// parser accepts, for every command.
final class HelpAndFlagsTests: XCTestCase {
    /// Every command a user can type (written out here, so a command missing from the table fails).
    private let commands = ["run", "verify", "record", "merge-reports", "diff", "compare", "geometry", "devices", "bench"]

    /// The flags a help text lists: lines "  --name [VALUE]   text".
    private func helpFlags(_ help: String) -> [String: Bool] {
        var flags: [String: Bool] = [:]
        for line in help.split(separator: "\n") where line.hasPrefix("  --") {
            let words = line.dropFirst(2).split(separator: " ", omittingEmptySubsequences: false)
            let name = String(words[0].dropFirst(2))
            // A value follows after one space; the description after two or more.
            let takesValue = words.count > 1 && !words[1].isEmpty
            flags[name] = takesValue
        }
        return flags
    }

    /// The names in "unknown option --x; valid: --a VALUE, --b, --help; see …".
    private func validFlags(_ message: String) -> Set<String> {
        guard let start = message.range(of: "valid: "), let end = message.range(of: "; see ", range: start.upperBound..<message.endIndex) else {
            XCTFail("no valid list in: \(message)")
            return []
        }
        // Items are "--name" or "--name VALUE", joined by ", " (a VALUE may hold commas: "a,b,...").
        let list = message[start.upperBound..<end.lowerBound].components(separatedBy: ", --")
        return Set(list.map { String($0.split(separator: " ")[0].drop { $0 == "-" }) })
    }

    func testHelpAndParserAgreeForEveryCommand() throws {
        let general = try CLIProcess.run(["help"])
        XCTAssertEqual(general.code, 0)
        for command in commands {
            XCTAssertTrue(general.out.contains("\n  \(command) "), "general help leaves out \(command)")
            let dashed = try CLIProcess.run([command, "--help"])
            let word = try CLIProcess.run(["help", command])
            XCTAssertEqual(dashed.code, 0, "\(command) --help: \(dashed.err)")
            XCTAssertEqual(word.code, 0)
            XCTAssertEqual(dashed.out, word.out, "\(command): --help and help differ")
            XCTAssertTrue(dashed.out.hasPrefix("usage: caret-harness \(command)"), dashed.out)
            let listed = helpFlags(dashed.out)
            XCTAssertEqual(listed["help"], false, "\(command): --help not listed")
            // Parser → help: the unknown-flag message lists what the parser accepts.
            let bogus = try CLIProcess.run([command, "--zz-bogus"])
            XCTAssertEqual(bogus.code, 2, "\(command) accepted --zz-bogus")
            XCTAssertTrue(bogus.err.contains("\(command): unknown option --zz-bogus"), bogus.err)
            XCTAssertEqual(validFlags(bogus.err), Set(listed.keys), "\(command): help and parser drifted")
            // Help → parser: each listed flag is accepted (the parse stops at the bogus flag after it).
            for (name, takesValue) in listed where name != "help" {
                let words = [command, "--\(name)"] + (takesValue ? ["x"] : []) + ["--zz-bogus"]
                let result = try CLIProcess.run(words)
                XCTAssertEqual(result.code, 2)
                XCTAssertTrue(result.err.contains("unknown option --zz-bogus"), "\(command) --\(name): \(result.err)")
            }
        }
    }

    func testMotionIsListedByEveryCommandThatTakesItAndNoOther() throws {
        // run, verify and record take --motion [FPS]; each help says so and names all three.
        for command in commands {
            let help = try CLIProcess.run(["help", command]).out
            let line = help.split(separator: "\n").first { $0.hasPrefix("  --motion ") }.map(String.init)
            if ["run", "verify", "record"].contains(command) {
                let text = try XCTUnwrap(line, "\(command) help lacks --motion:\n\(help)")
                XCTAssertTrue(text.contains("(run, verify, record take --motion)"), text)
            } else {
                XCTAssertNil(line, "\(command) lists --motion")
            }
        }
        XCTAssertTrue(try CLIProcess.run(["help", "verify"]).out.contains("check the motion goldens"))
        XCTAssertTrue(try CLIProcess.run(["help", "record"]).out.contains("with --prune, remove the motion goldens this run no longer makes"))
    }

    func testHelpShowsDefaultsAndRepeatable() throws {
        let verify = try CLIProcess.run(["verify", "--help"]).out
        // DiffOptions' threshold is 0.1 (the design of HarnessDiff: YIQ distance 0.1 of the maximum).
        XCTAssertTrue(verify.contains("--threshold T"), verify)
        XCTAssertTrue(verify.contains("(default: 0.1)"), verify)
        XCTAssertTrue(verify.contains("--scenario PATH"), verify)
        XCTAssertTrue(verify.contains("repeatable"), verify)
        XCTAssertTrue(verify.contains("--shard I/N"), verify)
    }

    func testFlagEqualsValue() throws {
        let device = try CLIProcess.run(["run", "--device=iphone-3g"])
        XCTAssertEqual(device.code, 2)
        XCTAssertTrue(device.err.contains("unknown device `iphone-3g`"), device.err)
        let scenario = try CLIProcess.run(["geometry", "--scenario=Scenarios/nowhere.scenario"])
        XCTAssertEqual(scenario.code, 2)
        XCTAssertTrue(scenario.err.contains("Scenarios/nowhere.scenario: no such scenario file"), scenario.err)
        let toggle = try CLIProcess.run(["verify", "--quiet=yes"])
        XCTAssertEqual(toggle.code, 2)
        XCTAssertTrue(toggle.err.contains("--quiet takes no value"), toggle.err)
        let good = try CLIProcess.run(["geometry", "--scenario=Scenarios/smoke-test.scenario", "--device=iphone-se-3"])
        XCTAssertNotEqual(good.code, 2, good.err)
        XCTAssertTrue(good.out.contains("on iphone-se-3"), good.out)
    }

    func testARepeatedFlagIsAnErrorUnlessRepeatable() throws {
        let device = try CLIProcess.run(["verify", "--device", "iphone-se-3", "--device=iphone-15-pro"])
        XCTAssertEqual(device.code, 2)
        XCTAssertTrue(device.err.contains("verify: --device given twice (iphone-se-3 and iphone-15-pro)"), device.err)
        let toggle = try CLIProcess.run(["record", "--missing", "--missing"])
        XCTAssertEqual(toggle.code, 2)
        XCTAssertTrue(toggle.err.contains("record: --missing given twice"), toggle.err)
        let scenarios = try CLIProcess.run(["geometry", "--scenario", "Scenarios/smoke-test.scenario",
                                            "--scenario", "Scenarios/top-edge.scenario"])
        XCTAssertNotEqual(scenarios.code, 2, scenarios.err)
        XCTAssertTrue(scenarios.out.contains("smoke-test on") && scenarios.out.contains("top-edge on"), scenarios.out)
    }

    func testDevicesRefusesAFlag() throws {
        let result = try CLIProcess.run(["devices", "--bogus"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("devices: unknown option --bogus"), result.err)
    }

    func testVersionNamesTheLinkedRenderer() throws {
        let result = try CLIProcess.run(["--version"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("caret-harness "), result.out)
        // The Cairo version from the system's own record of the installed library, not the binary's.
        let pkg = Process()
        pkg.executableURL = URL(fileURLWithPath: "/usr/bin/pkg-config")
        pkg.arguments = ["--modversion", "cairo"]
        let pipe = Pipe()
        pkg.standardOutput = pipe
        try pkg.run()
        let cairo = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        pkg.waitUntilExit()
        XCTAssertTrue(result.out.contains("renderer: cairo \(cairo),"), "\(cairo) vs \(result.out)")
        // Without --fonts each font's size from stat, e.g. "font /usr/share/fonts/...ttf: 10980856 bytes".
        let sized = result.out.split(separator: "\n").filter { $0.hasPrefix("font ") }
        XCTAssertFalse(sized.isEmpty, result.out)
        for line in sized { XCTAssertTrue(line.hasSuffix(" bytes"), String(line)) }
        let hashed = try CLIProcess.run(["--version", "--fonts"])
        XCTAssertEqual(hashed.code, 0, hashed.err)
        let fonts = hashed.out.split(separator: "\n").filter { $0.hasPrefix("font ") }
        XCTAssertEqual(fonts.count, sized.count, hashed.out)
        for line in fonts {
            let hex = line.split(separator: " ").last ?? ""
            XCTAssertEqual(hex.count, 64, String(line))
            XCTAssertTrue(hex.allSatisfy(\.isHexDigit), String(line))
        }
    }
}
