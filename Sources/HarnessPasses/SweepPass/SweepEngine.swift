import Dispatch
import Foundation
import HarnessText
import HarnessScript
import HarnessScreens
import Synchronization

/// Runs every scenario through the model on every cell of the axes, without drawing, cells in
/// parallel batches, handing each finished cell to the caller in matrix order. Only one batch
/// of cells is alive at a time, so memory stays flat however large the matrix.
package struct SweepEngine: Sendable {
    package let axes: SweepAxes
    package let scenarios: [Scenario]
    /// Cells computed together before they are handed on.
    package var batchSize: Int
    /// `sweep --pixels`: each cell's frames drawn and measured as the cell is made.
    package var pixels: PixelSweep?

    package init(axes: SweepAxes, scenarios: [Scenario], batchSize: Int = 16) {
        self.axes = axes
        self.scenarios = scenarios
        self.batchSize = max(1, batchSize)
    }

    /// Runs the sweep; `emit` receives each cell once, in the order of `axes.variants`.
    package func run(emit: (SweepCell) throws -> Void) throws {
        try run(map: { $0 }, emit: emit)
    }

    /// Runs the sweep; `map` turns each cell into what the caller keeps (say, its encoded JSON)
    /// on the worker threads, and `emit` receives the results in the order of `axes.variants`.
    /// While it runs, a `TextLayoutCache` lets the cells that share a text size and sheet width
    /// (the four keyboards of one device and orientation) share their text layouts.
    package func run<T: Sendable>(map: @escaping @Sendable (SweepCell) throws -> T, emit: (T) throws -> Void) throws {
        try run(cells: nil, map: map, emit: emit)
    }

    /// Runs the sweep; `emit` receives each cell with its sweep.json bytes (`SweepCell.encoded`)
    /// in matrix order. With `processes` the cells are made by worker processes, which write
    /// each cell's frames into its bytes and hand over the cell without them (`CellTransfer`).
    package func runEncoded(processes: SweepProcesses?, emit: (SweepCell, Data) throws -> Void) throws {
        guard let processes, min(processes.count, axes.layoutGroups) > 1 else {
            try run(cells: nil, map: { cell in (cell, cell.encoded()) }, emit: emit)
            return
        }
        try processes.run(axes: axes, scenarioPaths: scenarios.map(\.path), pixels: pixels != nil, emit: emit)
    }

    /// Runs shard `shard` of `count` (`SweepAxes.shard`) and writes each of its cells, in matrix
    /// order, to `output` as two lines: the `CellTransfer` JSON, then the cell's sweep.json
    /// bytes. The worker's side of `SweepProcesses`.
    package func writeShard(_ shard: Int, of count: Int, to output: FileHandle) throws {
        let cells = Set((0..<axes.cellCount).filter { axes.shard(ofCell: $0, count: count) == shard })
        let encoder = JSONEncoder()
        try run(cells: cells, map: { cell in
            // sweep.json's bytes hold no raw newline (`CellJSON` escapes them in strings).
            try encoder.encode(CellTransfer(cell)) + Data([0x0A]) + cell.encoded() + Data([0x0A])
        }) { lines in
            try output.write(contentsOf: lines)
        }
    }

    /// Runs the cells whose matrix indices are in `cells` (every cell when nil).
    private func run<T: Sendable>(cells: Set<Int>?, map: @escaping @Sendable (SweepCell) throws -> T,
                                  emit: (T) throws -> Void) throws {
        let variants = axes.variants.enumerated().filter { cells?.contains($0.offset) ?? true }.map(\.element)
        let pixels = self.pixels
        let evaluator = CellEvaluator(scenarios: scenarios)
        let previousCache = TextLayoutCache.installed
        TextLayoutCache.installed = TextLayoutCache()
        defer { TextLayoutCache.installed = previousCache }
        var start = 0
        while start < variants.count {
            let batch = Array(variants[start..<min(start + batchSize, variants.count)])
            let slots = Mutex<[Int: Result<T, SweepError>]>([:])
            let cell: @Sendable (Int) -> Void = { index in
                let result: Result<T, SweepError>
                do {
                    let cell = try pixels.map { try $0.evaluate(batch[index], with: evaluator) }
                        ?? evaluator.evaluate(batch[index])
                    result = .success(try map(cell))
                } catch let error as SweepError {
                    result = .failure(error)
                } catch {
                    result = .failure(SweepError(variant: batch[index].id, reason: "\(error)"))
                }
                slots.withLock { $0[index] = result }
            }
            // The sheet's views run on the main actor (`MainActorHop`): called on the main thread,
            // the cells run in order there, since a worker waiting for the main thread while it
            // waits for the workers would never finish.
            if MainActorHop.isOnMainActor {
                for index in batch.indices { cell(index) }
            } else {
                DispatchQueue.concurrentPerform(iterations: batch.count, execute: cell)
            }
            var done = slots.withLock { $0 }
            for index in batch.indices {
                try emit(done.removeValue(forKey: index)!.get())
            }
            start += batch.count
        }
    }
}

/// A scenario that could not run on a cell.
package struct SweepError: Error, Hashable, Sendable, CustomStringConvertible {
    package let variant: String
    package let reason: String

    package var description: String { "sweep cell \(variant): \(reason)" }
}
