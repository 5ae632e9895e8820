import HarnessGeometry
import HarnessScenarioLanguage
import HarnessSheet

/// The kind of user event that made a frame.
public enum EventKind: String, Hashable, Sendable, Codable {
    case open, focus, type, newline, backspace, select, scroll, keyboard
}

/// The animation hint an update carried, typed where the run reads it off the transition. The
/// raw values are what frames.json writes.
public enum Hint: String, Codable, Hashable, Sendable {
    case textChanged
    case textFocusChanged
    case none

    /// The hint on `transition`'s user data, `.none` when it carries none.
    public init(_ transition: ComponentTransition) {
        switch transition.userData(TextFieldComponent.AnimationHint.self)?.kind {
        case .textChanged?: self = .textChanged
        case .textFocusChanged?: self = .textFocusChanged
        case nil: self = .none
        }
    }
}

/// A frame's event: its kind, typed, and the words a person reads (`type "a"`). JSON holds the
/// words only; decoding reads the kind back off their first word.
public struct FrameEvent: Hashable, Sendable {
    public let kind: EventKind
    public let description: String

    public init(kind: EventKind, description: String) {
        self.kind = kind
        self.description = description
    }

    /// An edit of the text: type, newline or backspace.
    public var isEdit: Bool { [.type, .newline, .backspace].contains(kind) }
}

extension FrameEvent: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let text = try c.decode(String.self)
        let word = String(text.prefix { $0 != " " })
        // `RunSession.act` words a focus as `tap`; every other kind by its own name.
        guard let kind = word == "tap" ? .focus : EventKind(rawValue: word) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not an event: `\(text)`")
        }
        self.init(kind: kind, description: text)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
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
    /// The animation hint the update carried.
    public let hint: Hint
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
