import Foundation
import HarnessScreens

/// Streams sweep.json: `{"axes": ..., "cells": [cell, ...], "summary": {...}}`, one cell
/// encoded and written as it arrives; keys sorted so the same sweep gives the same bytes.
package final class SweepJSONWriter {
    private let file: StreamFile
    private let encoder = JSONEncoder()
    private var count = 0

    package init(path: String, axes: SweepAxes, scenarios: [String]) throws(SweepOutputError) {
        file = try StreamFile(path: path)
        encoder.outputFormatting = [.sortedKeys]
        let header = AxesDocument(devices: axes.devices.map(\.id), orientations: axes.orientations,
                                  textSizes: axes.textSizes, keyboards: axes.keyboards, scenarios: scenarios)
        try file.write("{\"axes\":")
        try file.write(encode(header))
        try file.write(",\n\"cells\":[\n")
    }

    /// Appends one cell, encoded once by `SweepCell.encoded()` and shared with the HTML writer.
    package func add(encoded cell: Data) throws(SweepOutputError) {
        if count > 0 { try file.write(",\n") }
        try file.write(cell)
        count += 1
    }

    /// Ends the document with the verdict counts (no timings: the same sweep gives the same bytes).
    package func finish(summary: SweepSummary) throws(SweepOutputError) {
        let tail = SummaryDocument(cells: summary.cells, frames: summary.frames,
                                   holds: summary.verdicts[.holds] ?? 0, warns: summary.verdicts[.warns] ?? 0,
                                   breaks: summary.verdicts[.breaks] ?? 0)
        try file.write("\n],\n\"summary\":")
        try file.write(encode(tail))
        try file.write("}\n")
        try file.finish()
    }

    private func encode<T: Encodable>(_ value: T) throws(SweepOutputError) -> Data {
        do {
            return try encoder.encode(value)
        } catch {
            throw SweepOutputError(path: file.path, reason: "cannot encode (\(error))")
        }
    }

    private struct AxesDocument: Encodable {
        let devices: [String]
        let orientations: [Orientation]
        let textSizes: [Double]
        let keyboards: [KeyboardKind]
        let scenarios: [String]
    }

    private struct SummaryDocument: Encodable {
        let cells: Int
        let frames: Int
        let holds: Int
        let warns: Int
        let breaks: Int
    }
}

extension SweepCell {
    /// The cell as sweep.json holds it: keys sorted, nil values left out, "/" escaped (so it can
    /// sit in a <script>); `JSONDecoder` reads it back into an equal `SweepCell`.
    package func encoded() -> Data {
        CellJSON.encode(self)
    }
}
