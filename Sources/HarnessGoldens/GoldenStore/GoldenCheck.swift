import Foundation
import HarnessDiff
import HarnessFiles
import HarnessCore
import HarnessPixels
import HarnessRun

/// Which goldens a check writes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// None: compare only (`verify`, `compare` without `--record`).
    case never
    /// Only goldens that do not exist yet.
    case missing
    /// Missing goldens and those whose image fails the comparison (`record`'s default).
    case failed
    /// Every golden whose pixels changed at all.
    case all
}

/// The one golden check for any image, a frame or the strategy strip: compares it with its
/// golden, writes the golden (atomically, only when the mode asks and its pixels changed),
/// and makes the golden's manifest record.
package struct GoldenCheck: Sendable {
    package let comparer: GoldenComparer
    package let mode: RecordMode
    /// How a golden this check writes is compressed: `.small` unless the caller asks otherwise
    /// (`GoldenCompression.fromEnvironment()`, which test workspaces set to `fast`).
    package let compression: PNGCompression

    package init(comparer: GoldenComparer, mode: RecordMode, compression: PNGCompression = .small) {
        self.comparer = comparer
        self.mode = mode
        self.compression = compression
    }

    /// What the check found and did.
    package struct Outcome {
        package var comparison: GoldenComparer.Outcome
        /// True when this check wrote the golden.
        package var written: Bool
        /// The golden's manifest record after the check; nil in `never` mode, or when no golden exists.
        package var record: GoldenRecord?

        /// Same pixels as the golden, not merely within the budget.
        package var identical: Bool { comparison.comparison.status == .match && comparison.comparison.differingPixels == 0 }
    }

    /// Writes a golden's bytes somewhere: `record` stages them in its transaction.
    package typealias Writer = (_ bytes: [UInt8], _ goldenPath: String) throws -> Void

    /// Checks `image` against the golden at `goldenPath`; `known` is the manifest's record of it
    /// (its hashes let an equal image skip decoding). `frame`, `scenario` and `scenarioHash`
    /// name the image in the manifest record. A golden to write goes to `write` when given
    /// (staged, not yet in place), else atomically to `goldenPath` at once.
    package func check(_ image: RGBAImage, regions: [DiffRegion], goldenPath: String, known: GoldenRecord?,
                      frame: String, scenario: String, scenarioHash: String, write: Writer? = nil) throws -> Outcome {
        let compared = comparer.compare(image, regions: regions, goldenPath: goldenPath, record: known)
        var outcome = Outcome(comparison: compared, written: false, record: nil)
        let status = compared.comparison.status
        switch mode {
        case .never: return outcome
        case .missing: outcome.written = status == .missing
        case .failed: outcome.written = status != .match
        case .all: outcome.written = !outcome.identical
        }
        var bytes = compared.goldenBytes
        if outcome.written {
            let encoded: [UInt8]
            do {
                encoded = try PNGCodec.encode(image, compression: compression)
            } catch let error as PNGError {
                throw error.inFile(goldenPath)
            }
            if let write {
                try write(encoded, goldenPath)
            } else {
                try FileSystem.makeDirectory((goldenPath as NSString).deletingLastPathComponent)
                try AtomicFile.write(encoded, to: goldenPath)
            }
            bytes = encoded
        } else if bytes == nil, status != .missing {
            bytes = try? SafeRead.readRegularFile(goldenPath, limit: SafeRead.pngLimit)
        }
        // A kept golden within the budget has pixels of its own; any other is the image's.
        let pixels = !outcome.written && !outcome.identical ? compared.golden?.pixelHash : image.pixelHash
        outcome.record = bytes.map {
            GoldenRecord(frame: frame, scenario: scenario, scenarioHash: scenarioHash, sha256: SHA256.hex(of: $0), pixels: pixels)
        }
        return outcome
    }
}
