import Foundation
import HarnessPixels

/// How the goldens a command writes are compressed, from `CARET_HARNESS_GOLDEN_COMPRESSION`:
/// unset or empty is `small` (libdeflate level 12, what committed goldens are written at: read on
/// every run, written rarely); `fast` (level 1: a 3x frame in `caret-harness bench` encodes in
/// some 26 ms against 1.6 s, into about a third more bytes) is for throwaway goldens: the test
/// workspaces that record and re-record on every run set it.
/// Pixels are what a check compares, never bytes, so a golden written either way checks the same;
/// `record` leaves a golden with equal pixels alone, so it never re-encodes one at another level.
/// Any other value is `GoldenError.badGoldenCompression` (exit 2, naming the variable and value).
package enum GoldenCompression {
    package static let variable = "CARET_HARNESS_GOLDEN_COMPRESSION"

    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(GoldenError) -> PNGCompression {
        guard let raw = environment[variable], !raw.isEmpty else { return .small }
        guard let level = PNGCompression(rawValue: raw) else { throw GoldenError.badGoldenCompression(raw) }
        return level
    }
}
