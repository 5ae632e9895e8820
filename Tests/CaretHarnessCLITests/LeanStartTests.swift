import Foundation
import XCTest

/// `caret-harness` is a lean front (issue 26): it links no drawing library, runs `devices`,
/// `diff` and help itself, and hands every drawing command and `--version` to
/// `caret-harness-draw` beside it, in the same process.
final class LeanStartTests: XCTestCase {
    private var binFolder: URL {
        URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The shared libraries `ldd` lists for a binary of the build, by file name.
    private func libraries(_ name: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [binFolder.appendingPathComponent(name).path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "ldd \(name)")
        return text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map { String($0.trimmingCharacters(in: .whitespaces)) } }
    }

    func testTheLeanBinaryLinksNoDrawingLibraryAndTheDrawBinaryDoes() throws {
        let drawing = ["libcairo", "libpango", "libfontconfig", "libfreetype", "libharfbuzz", "libglib"]
        let lean = try libraries("caret-harness")
        for prefix in drawing {
            XCTAssertFalse(lean.contains { $0.hasPrefix(prefix) }, "caret-harness links \(prefix): \(lean)")
        }
        XCTAssertTrue(lean.contains { $0.hasPrefix("libpng16") }, "diff decodes with libpng's checks: \(lean)")
        XCTAssertTrue(lean.contains { $0.hasPrefix("libdeflate") }, "diff inflates with libdeflate: \(lean)")
        let draw = try libraries("caret-harness-draw")
        for prefix in ["libcairo", "libpango", "libfontconfig"] {
            XCTAssertTrue(draw.contains { $0.hasPrefix(prefix) }, "caret-harness-draw lacks \(prefix): \(draw)")
        }
        // Both carry the Swift runtime and Foundation inside (Package.swift's `-static-stdlib`):
        // no symbol of theirs is resolved against a shared object when a command starts.
        for (name, list) in [("caret-harness", lean), ("caret-harness-draw", draw)] {
            for prefix in ["libswiftCore", "libFoundation", "libdispatch", "libswift_Concurrency"] {
                XCTAssertFalse(list.contains { $0.hasPrefix(prefix) }, "\(name) links \(prefix) as a shared object: \(list)")
            }
        }
    }

    /// A drawing command hands over in the same process: the exit code and the words are the
    /// draw binary's, and argv[0] (the command a user types again) is kept.
    func testADrawingCommandRunsInTheDrawBinaryWithTheSameWords() throws {
        let viaLean = try CLIProcess.run(["verify", "--device", "no-such-phone"])
        XCTAssertEqual(viaLean.code, 2)
        XCTAssertTrue(viaLean.err.hasPrefix("caret-harness: "), viaLean.err)
        XCTAssertTrue(viaLean.err.contains("no-such-phone"), viaLean.err)
        let version = try CLIProcess.run(["--version"])
        XCTAssertEqual(version.code, 0)
        XCTAssertTrue(version.out.contains("renderer: cairo "), version.out)
    }

    /// Without caret-harness-draw beside it, a drawing command is exit 2 naming the missing file;
    /// the commands that draw nothing still work.
    func testAMissingDrawBinaryIsExitTwoNamingTheFile() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory() + "caret-harness-lean-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lone = folder.appendingPathComponent("caret-harness")
        try FileManager.default.copyItem(at: binFolder.appendingPathComponent("caret-harness"), to: lone)
        func run(_ words: [String]) throws -> (code: Int32, out: String, err: String) {
            let process = Process()
            process.executableURL = lone
            process.arguments = words
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
        }
        for words in [["verify"], ["--version"]] {
            let result = try run(words)
            XCTAssertEqual(result.code, 2, "\(words)")
            XCTAssertEqual(result.out, "")
            XCTAssertTrue(result.err.hasPrefix("caret-harness: cannot start \(folder.path)/caret-harness-draw (No such file or directory)"),
                          result.err)
            XCTAssertTrue(result.err.contains("swift build --product caret-harness-draw"), result.err)
        }
        let devices = try run(["devices"])
        XCTAssertEqual(devices.code, 0)
        // Five devices, one line each (sheet-geometry.md lists five).
        XCTAssertEqual(devices.out.split(separator: "\n").count, 5, devices.out)
        XCTAssertEqual(try run(["help"]).code, 0)
    }
}
