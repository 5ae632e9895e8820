import HarnessGeometry
import HarnessScenarioLanguage
import HarnessSheet

/// The kind of user event that made a frame.
public enum EventKind: String, Hashable, Sendable, Codable {
    case open, focus, type, newline, backspace, select, scroll, keyboard
}

/// The verdict of one `expect` line on the frame it follows.
public struct ExpectationResult: Hashable, Sendable {
    public let expectation: Expectation
    /// The scenario line of the `expect`.
    public let line: Int
    public var passed: Bool
    /// Why it passed or failed, with the numbers.
    public var message: String

    public init(expectation: Expectation, line: Int, passed: Bool, message: String) {
        self.expectation = expectation
        self.line = line
        self.passed = passed
        self.message = message
    }
}

/// One frame of a scenario run: the event that made it and the model's facts afterwards.
public struct FrameRecord: Hashable, Sendable {
    /// 1-based position in the scenario (run order; the name does not carry it).
    public let index: Int
    /// `sSSS-PPP-slug` or the name a `frame` line gave: the PNG's base name (`FrameNames`).
    public let name: String
    /// The verification step it belongs to (0 before any `step`).
    public let step: Int
    public let stepText: String
    public let event: EventKind
    /// The event as a person would say it, e.g. `type "a"`.
    public let eventDescription: String
    /// The animation hint the update carried: textChanged, textFocusChanged or none.
    public let hint: String
    public let scrollOriginBefore: Double
    public let snapshot: SheetSnapshot
    /// What recenterCaret did on this update, when it ran.
    public let recenter: RecenterOutcome?
    /// The scenario line of the event.
    public let line: Int
    /// When the event happened on the run's timeline, in seconds from the first event's start
    /// (`RunTimeline`).
    public let time: Double
    /// How long the transition the event carried animates, in seconds (0 when immediate), as
    /// the model chose it.
    public let animationDuration: Double
    /// The `wait` written before the event, nil when it waited for the last one to settle.
    public let waited: Double?
    public var expectations: [ExpectationResult]

    /// True when the scroll origin moved during this event.
    public var scrolled: Bool { abs(snapshot.scrollOriginY - scrollOriginBefore) > 1e-9 }
}
