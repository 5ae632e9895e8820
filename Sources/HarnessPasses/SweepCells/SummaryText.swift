import HarnessCore
import HarnessScreens

extension SweepSummary {
    /// The compact terminal summary: verdict counts, which axis values break the design, from
    /// which text size on per row, the worst cell and the `expect` lines that fail.
    package func text(seconds: Double?) -> String {
        var out: [String] = []
        let timing = seconds.map { " in \(NumberText.fixed($0, digits: 2)) s (\(Int(Double(frames) / max($0, 1e-9))) frames/s)" } ?? ""
        out.append("sweep: \(cells) cells, \(frames) model frames\(timing)")
        out.append("verdicts: holds \(verdicts[.holds] ?? 0), warns \(verdicts[.warns] ?? 0), breaks \(verdicts[.breaks] ?? 0)"
                   + "; caret covered after an edit: \(covered.text)")
        if pixelFrames > 0 {
            out.append("pixels: \(pixelFrames) frames drawn and measured, \(pixelDisagreements) disagree with the model"
                       + (pixelDisagreeingCells.isEmpty ? "" : " in \(pixelDisagreeingCells.count) cells: "
                          + pixelDisagreeingCells.prefix(8).joined(separator: ", ")
                          + (pixelDisagreeingCells.count > 8 ? ", ..." : "")))
        }
        out.append("broken cells by axis value:")
        for key in brokenByValue.keys.sorted(by: axisOrder) {
            let entry = brokenByValue[key]!
            guard entry.broken > 0 else { continue }
            out.append("  \(key.padding(toLength: 34, withPad: " ", startingAt: 0)) \(entry.broken)/\(entry.total)")
        }
        let intact = brokenByValue.keys.sorted(by: axisOrder).filter { brokenByValue[$0]!.broken == 0 }
        if !intact.isEmpty { out.append("  never broken: " + intact.joined(separator: ", ")) }
        out.append("text size from which the design breaks (— never), per orientation / keyboard and device:")
        let devices = Array(Set(rows.map(\.device))).sorted { deviceOrder($0) < deviceOrder($1) }
        out.append("  " + "".padding(toLength: 34, withPad: " ", startingAt: 0)
                   + devices.map { short($0).padding(toLength: 8, withPad: " ", startingAt: 0) }.joined())
        for orientation in Orientation.allCases {
            for keyboard in KeyboardKind.allCases where rows.contains(where: { $0.orientation == orientation && $0.keyboard == keyboard }) {
                var line = "  " + "\(orientation.rawValue) / \(keyboard.rawValue)".padding(toLength: 34, withPad: " ", startingAt: 0)
                for device in devices {
                    let size = firstBreakingSize[RowKey(device: device, orientation: orientation, keyboard: keyboard)]
                    line += (size.map { NumberText.shortest($0) + " pt" } ?? "—").padding(toLength: 8, withPad: " ", startingAt: 0)
                }
                out.append(line)
            }
        }
        if let worst {
            out.append("worst cell: \(worst.id): \(worst.verdict.rawValue), smallest gap where the design scrolled "
                       + "\(worst.minScrolledGap.map { NumberText.fixed($0, digits: 1) + " pt" } ?? "— (never scrolled)"), "
                       + "\(worst.brokenFrames) edit frames with the caret covered or short (covered after edits: \(worst.covered.text))")
            out.append("  draw it: \(worst.command)")
        }
        if !failedExpectations.isEmpty {
            out.append("expect lines that fail somewhere (the model's gap where a caret-gap failed):")
            for key in failedExpectations.keys.sorted() {
                let t = failedExpectations[key]!
                let gaps = t.smallestGap.map { " gap \(NumberText.fixed($0, digits: 1))...\(NumberText.fixed(t.largestGap!, digits: 1)) pt" } ?? ""
                out.append("  \(key): \(t.cells) cells\(gaps)")
            }
        }
        return out.joined(separator: "\n")
    }

    private func axisOrder(_ a: String, _ b: String) -> Bool {
        let (ka, va) = split(a), (kb, vb) = split(b)
        if ka != kb { return ka < kb }
        if let x = Double(va), let y = Double(vb) { return x < y }
        return va < vb
    }

    private func split(_ key: String) -> (String, String) {
        let parts = key.split(separator: "=", maxSplits: 1).map(String.init)
        return (parts[0], parts.count > 1 ? parts[1] : "")
    }

    private func deviceOrder(_ id: String) -> Int { Device.all.firstIndex { $0.id == id } ?? .max }

    private func short(_ id: String) -> String {
        id.hasPrefix("iphone-") ? String(id.dropFirst("iphone-".count)) : id
    }
}
