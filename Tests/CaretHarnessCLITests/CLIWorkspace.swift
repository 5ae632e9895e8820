import Foundation
import XCTest

/// A throwaway folder with small scenarios, and the built `caret-harness` to run in it.
struct CLIWorkspace {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "caret-harness-safety-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes a scenario `name.scenario` with a `scenario "name"` line and `body`.
    @discardableResult
    func scenario(_ name: String, _ body: String = "open create\ntap title\n", file: String? = nil) throws -> String {
        let path = self.path((file ?? name) + ".scenario")
        try ("scenario \"\(name)\"\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The executable built beside the test bundle.
    static var binary: URL {
        let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        return runner.deletingLastPathComponent().appendingPathComponent("caret-harness")
    }

    /// Starts the executable in the workspace; stdout and stderr go to pipes. `environment`
    /// entries are added to (or, with nil, removed from) the test's own environment.
    func start(_ arguments: [String], environment: [String: String?] = [:]) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = CLIWorkspace.binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    /// Runs to the end; exit code, stdout, stderr.
    func run(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let (process, out, err) = try start(arguments)
        return CLIWorkspace.finish(process, out, err)
    }

    static func finish(_ process: Process, _ out: Pipe, _ err: Pipe) -> (code: Int32, out: String, err: String) {
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// Every file under `folder` (relative path -> bytes), symlinks listed by their target.
    func snapshot(_ folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        for case let relative as String in walker {
            let full = folder + "/" + relative
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                result[relative] = Data(("-> " + target).utf8)
            } else if let data = FileManager.default.contents(atPath: full) {
                result[relative] = data
            }
        }
        return result
    }

    /// The manifest's golden keys, and each key's recorded SHA-256.
    func manifestGoldens(_ goldens: String) throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: goldens + "/manifest.json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try XCTUnwrap(object["goldens"] as? [String: [String: Any]])
        return entries.mapValues { $0["sha256"] as? String ?? "" }
    }

    /// The PNG files under `goldens`, relative paths.
    func goldenFiles(_ goldens: String) -> Set<String> {
        Set(snapshot(goldens).keys.filter { $0.hasSuffix(".png") })
    }
}
