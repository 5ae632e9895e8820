import Foundation
import HarnessGoldens

/// Which goldens an assertion writes: `never | missing | failed | all`, the modes of
/// `caret-harness record` (HarnessGoldens' `RecordMode`).
public typealias RecordMode = HarnessGoldens.RecordMode

/// Decides the record mode of one assertion from, first to last: the call's `record:`, the
/// enclosing scope's (`withCaretHarness(record:)`, the `.caretHarness(record:)` trait), the
/// environment variable `CARET_HARNESS_RECORD`; without any of them `missing`, except when `CI`
/// is set: then `never`. CI never writes unless one of the three asks explicitly.
public struct RecordPolicy: Sendable, Equatable {
    /// The mode decided.
    public let mode: RecordMode
    /// Where it came from, for messages: "the call", "the scope", "CARET_HARNESS_RECORD", "CI", "default".
    public let origin: String
    /// True when the mode is `never` because `CI` is set (and nothing else asked).
    public let underCI: Bool

    /// A bad `CARET_HARNESS_RECORD` value.
    public struct BadValue: Error, CustomStringConvertible {
        public let value: String
        public var description: String {
            "CARET_HARNESS_RECORD=\(value): expected one of " + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    public init(call: RecordMode?, scope: RecordMode?, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if let call {
            (mode, origin, underCI) = (call, "the call", false)
        } else if let scope {
            (mode, origin, underCI) = (scope, "the scope", false)
        } else if let raw = environment["CARET_HARNESS_RECORD"], !raw.isEmpty {
            guard let parsed = RecordMode(rawValue: raw.lowercased()) else { throw BadValue(value: raw) }
            (mode, origin, underCI) = (parsed, "CARET_HARNESS_RECORD", false)
        } else if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" {
            (mode, origin, underCI) = (.never, "CI", true)
        } else {
            (mode, origin, underCI) = (.missing, "default", false)
        }
    }
}
