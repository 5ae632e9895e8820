import Foundation

/// A file written piece by piece into `PATH.partial` and moved over `PATH` only when finished,
/// so a failed or interrupted sweep never leaves a half-written sweep.json or sweep.html.
final class StreamFile {
    let path: String
    private let partial: String
    private let handle: FileHandle
    private var buffer = Data()
    private var finished = false

    init(path: String) throws(SweepOutputError) {
        self.path = path
        partial = path + ".partial"
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
        } catch {
            throw SweepOutputError(path: directory, reason: "cannot create the folder (\(error.localizedDescription))")
        }
        guard FileManager.default.createFile(atPath: partial, contents: nil),
              let handle = FileHandle(forWritingAtPath: partial) else {
            throw SweepOutputError(path: partial, reason: "cannot create the file")
        }
        self.handle = handle
    }

    deinit {
        try? handle.close()
        if !finished { try? FileManager.default.removeItem(atPath: partial) }
    }

    func write(_ text: String) throws(SweepOutputError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 20 { try flush() }
    }

    func write(_ data: Data) throws(SweepOutputError) {
        buffer.append(data)
        if buffer.count > 1 << 20 { try flush() }
    }

    private func flush() throws(SweepOutputError) {
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            throw SweepOutputError(path: partial, reason: "write failed (\(error.localizedDescription))")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and moves the file into place.
    func finish() throws(SweepOutputError) {
        try flush()
        do {
            try handle.close()
            if rename(partial, path) != 0 { throw SweepOutputError(path: path, reason: "cannot move \(partial) into place") }
        } catch let error as SweepOutputError {
            throw error
        } catch {
            throw SweepOutputError(path: partial, reason: "close failed (\(error.localizedDescription))")
        }
        finished = true
    }
}

/// A sweep output file that could not be written.
package struct SweepOutputError: Error, Hashable, Sendable, CustomStringConvertible {
    package let path: String
    package let reason: String

    package var description: String { "\(path): \(reason)" }
}
