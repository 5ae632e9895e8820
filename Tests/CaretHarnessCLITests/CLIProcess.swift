import Foundation

/// The `caret-harness` executable built beside the test bundle, run from the repository root.
enum CLIProcess {
    /// The repository root, found from this file.
    static var repository: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    /// Runs the binary with `arguments`; `environment` entries are added to (or, with nil,
    /// removed from) the test's own environment.
    static func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> (code: Int32, out: String, err: String) {
        let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
        let process = Process()
        process.executableURL = runner.deletingLastPathComponent().appendingPathComponent("caret-harness")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: repository)
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        env["CI"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read standard error on another thread so neither pipe can fill and stall the child.
        let errBox = DataBox()
        let reader = Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errBox.done { usleep(1000) }
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errBox.data, as: UTF8.self))
    }

    private final class DataBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: Data?
        var data: Data {
            get { lock.withLock { stored ?? Data() } }
            set { lock.withLock { stored = newValue } }
        }
        var done: Bool { lock.withLock { stored != nil } }
    }
}
