import Foundation
import XCTest

/// A fresh folder per test, removed afterwards (FileManager removes symlinks, not their targets).
final class Scratch {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/HarnessFilesTests-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw XCTSkip("mkdtemp failed") }
        // Resolved, so paths compare equal to what realpath gives.
        path = URL(fileURLWithPath: String(cString: made)).resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func at(_ relative: String) -> String { path + "/" + relative }

    @discardableResult
    func file(_ relative: String, _ text: String) throws -> String {
        let full = at(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: full, contents: Data(text.utf8)) else {
            throw XCTSkip("cannot create \(full)")
        }
        return full
    }

    func folder(_ relative: String) throws -> String {
        try FileManager.default.createDirectory(atPath: at(relative), withIntermediateDirectories: true)
        return at(relative)
    }

    func text(_ relative: String) -> String? {
        FileManager.default.contents(atPath: at(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every entry under the folder (hidden ones too), relative, sorted; symlinks not followed.
    func tree(_ relative: String = "") -> [String] {
        let base = relative.isEmpty ? path : at(relative)
        var result: [String] = []
        func walk(_ folder: String, _ prefix: String) {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
                let full = folder + "/" + name
                result.append(prefix + name)
                var info = stat()
                if lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { walk(full, prefix + name + "/") }
            }
        }
        walk(base, "")
        return result
    }
}

/// A child process running a shell script, with its stdout readable line by line and its stdin
/// held open, so the script can wait (`read _`) until the test lets it go.
final class Child {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(_ script: String) throws {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    /// The next line the script prints (blocks until it does).
    func line() -> String {
        var bytes: [UInt8] = []
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            guard let first = byte.first, first != 0x0A else { break }
            bytes.append(first)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Lets a script blocked in `read _` go on, without waiting for it.
    func letGo() {
        try? input.fileHandleForWriting.write(contentsOf: Data("go\n".utf8))
    }

    /// Lets a script blocked in `read _` go on, and waits for it to end.
    func finish() {
        letGo()
        process.waitUntilExit()
    }

    func kill9() {
        kill(pid, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { kill9() }
    }
}
