import Foundation
import HarnessCore
import HarnessScreens

/// A sweep spread over worker processes. The sheet is UIKit views, which live on the main actor
/// as Apple's do, so one process runs one cell's events at a time; a process a core runs that
/// many at once. Each worker is this program started as `caret-harness sweep-worker --shard
/// K/N` with the sweep's axes, scenarios and `--pixels` (`workerArguments`):
/// it makes the cells of shard k (`SweepAxes.shard`) and writes each as a JSON line and its
/// sweep.json bytes (`SweepEngine.writeShard`); a thread a worker reads them as they come
/// into a queue of at most `queued` cells, so no worker waits for this process to want its
/// cells, and this process takes them in matrix order.
package struct SweepProcesses: Sendable {
    /// The program to start: this one (the `caret-harness` command line, which has `sweep-worker`).
    package let executable: String
    package let count: Int
    /// The most cells a worker's queue holds before the worker waits.
    static let queued = 32

    /// A worker a core by default.
    package init(executable: String = "/proc/self/exe", count: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.executable = executable
        self.count = max(1, count)
    }

    /// The words that make the program the worker for shard `shard` of `count` of a sweep of
    /// `scenarioPaths` over `axes`; `sweep-worker` reads the same flags as `sweep`.
    package static func workerArguments(shard: Int, count: Int, axes: SweepAxes, scenarioPaths: [String], pixels: Bool) -> [String] {
        ["sweep-worker", "--shard", "\(shard)/\(count)"] + axes.arguments + scenarioPaths.flatMap { ["--scenario", $0] }
            + (pixels ? ["--pixels"] : [])
    }

    /// Starts the workers for the sweep of `scenarioPaths` over `axes` and hands `emit` every
    /// cell, with its sweep.json bytes, in matrix order.
    func run(axes: SweepAxes, scenarioPaths: [String], pixels: Bool, emit: (SweepCell, Data) throws -> Void) throws {
        let count = min(self.count, axes.layoutGroups)
        var workers: [Worker] = []
        defer {
            for worker in workers {
                worker.cells.close()
                if worker.process.isRunning { worker.process.terminate() }
            }
        }
        for shard in 0..<count {
            let arguments = Self.workerArguments(shard: shard, count: count, axes: axes, scenarioPaths: scenarioPaths, pixels: pixels)
            workers.append(try Worker(start: executable, arguments, shard: shard))
        }
        let cellCount = axes.cellCount
        let decoder = JSONDecoder()
        for index in 0..<cellCount {
            let worker = workers[axes.shard(ofCell: index, count: count)]
            guard let (line, encoded) = worker.cells.take() else { throw worker.failure(cell: index) }
            let cell: SweepCell
            do {
                cell = try decoder.decode(CellTransfer.self, from: line).cell
            } catch {
                throw SweepError(variant: "#\(index + 1)", reason: "worker \(worker.shard + 1) of \(count) sent a line that is not a cell (\(error))")
            }
            try emit(cell, encoded)
        }
        for worker in workers {
            worker.process.waitUntilExit()
            guard worker.process.terminationStatus == 0 else { throw worker.failure(cell: nil) }
        }
    }

    /// One worker process and the lines it writes.
    private final class Worker {
        let process = Process()
        let shard: Int
        /// The cells read so far and not yet taken: each its transfer line and its sweep.json bytes.
        let cells = CellQueue(capacity: SweepProcesses.queued)
        /// Why reading the worker's output stopped, when it was not the end of it.
        private let readError = Said()
        /// What the worker writes on standard error, read as it comes so it never fills the pipe;
        /// written once before `drained` is left, read only after waiting for it.
        private final class Said: @unchecked Sendable { var data = Data() }
        private let said = Said()
        private let drained = DispatchGroup()

        init(start executable: String, _ arguments: [String], shard: Int) throws {
            self.shard = shard
            let output = Pipe(), errors = Pipe()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            do { try process.run() } catch {
                throw SweepError(variant: "worker \(shard + 1)", reason: "cannot start \(executable): \(error)")
            }
            let said = self.said
            DispatchQueue.global().async(group: drained) {
                let data = errors.fileHandleForReading.readDataToEndOfFile()
                said.data = data
            }
            let cells = self.cells, readError = self.readError
            Thread.detachNewThread {
                var lines = LineReader(output.fileHandleForReading)
                do {
                    while let line = try lines.next(), let encoded = try lines.next() { cells.put((line, encoded)) }
                } catch {
                    readError.data = Data("cannot read its output: \(error)".utf8)
                }
                cells.put(nil)
            }
        }

        /// Why the worker stopped short: its exit status and what it printed on standard error.
        func failure(cell index: Int?) -> SweepError {
            process.waitUntilExit()
            drained.wait()
            let said = String(decoding: readError.data + self.said.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let which = index.map { "before cell #\($0 + 1)" } ?? "at the end"
            return SweepError(variant: "worker \(shard + 1)",
                              reason: "stopped \(which) with status \(process.terminationStatus)" + (said.isEmpty ? "" : ": \(said)"))
        }
    }
}

/// A worker's cells between the thread that reads them and the sweep that takes them, in order:
/// `put` waits while `capacity` are waiting to be taken (until `close`), `take` while none is;
/// nil ends it.
final class CellQueue: @unchecked Sendable {
    private var items: [(Data, Data)?] = []
    private var ended = false
    private var closed = false
    private let condition = NSCondition()
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func put(_ item: (Data, Data)?) {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity && !closed { condition.wait() }
        guard !closed else { return }
        items.append(item)
        condition.broadcast()
    }

    /// No more cells are wanted (the sweep ended or stopped): the reading thread's `put` returns
    /// at once, so it reads the worker's output to its end and stops.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        items.removeAll()
        condition.broadcast()
    }

    /// The next cell, nil once the worker's output ended (and ever after).
    func take() -> (Data, Data)? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !ended { condition.wait() }
        guard !items.isEmpty, let item = items.removeFirst() else {
            ended = true
            return nil
        }
        condition.broadcast()
        return item
    }
}

/// Newline-separated lines read off a file handle as they arrive. Bytes already searched are
/// not searched again when the next chunk comes (a cell's line is longer than a chunk), and the
/// search is `memchr`'s.
struct LineReader {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    /// The first byte not yet handed out.
    private var start = 0
    /// Where the search for the next newline resumes: the bytes from `start` up to it hold none.
    private var searched = 0
    private var ended = false

    init(_ handle: FileHandle) { self.handle = handle }

    /// The next line without its newline, nil at the end of the stream.
    mutating func next() throws -> Data? {
        while true {
            if let newline = newlineIndex() {
                let line = Data(buffer[start..<newline])
                start = newline + 1
                searched = start
                return line
            }
            searched = buffer.count
            if ended {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return Data(buffer[start...])
            }
            // What was handed out goes before more comes in.
            if start > 0 {
                buffer.removeFirst(start)
                searched -= start
                start = 0
            }
            let chunk = try handle.read(upToCount: 1 << 16) ?? Data()
            if chunk.isEmpty { ended = true } else { buffer.append(contentsOf: chunk) }
        }
    }

    private func newlineIndex() -> Int? {
        guard searched < buffer.count else { return nil }
        return buffer.withUnsafeBytes { bytes -> Int? in
            guard let base = bytes.baseAddress,
                  let found = memchr(base + searched, 0x0A, bytes.count - searched) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }
}

extension SweepAxes {
    /// How many groups of cells share their text layouts (each device, orientation and text
    /// size, whatever the keyboard): no more workers than these can have cells.
    package var layoutGroups: Int { max(1, devices.count * orientations.count * textSizes.count) }

    /// The worker of `count` that makes cell `index` (matrix order). The keyboards of one device,
    /// orientation and text size share their text layouts, so they go to one worker; next text
    /// sizes go to the next, so the workers take turns along the matrix.
    package func shard(ofCell index: Int, count: Int) -> Int {
        let sizes = textSizes.count, row = keyboards.count * sizes
        return ((index / row) * sizes + index % sizes) % max(1, count)
    }

    /// The command-line words that give these axes (`sweep`'s `--device`, `--orientation`,
    /// `--text-size` and `--keyboard`).
    package var arguments: [String] {
        ["--device", devices.map(\.id).joined(separator: ","),
         "--orientation", orientations.map(\.rawValue).joined(separator: ","),
         "--text-size", textSizes.map { NumberText.shortest($0) }.joined(separator: ","),
         "--keyboard", keyboards.map(\.rawValue).joined(separator: ",")]
    }
}
