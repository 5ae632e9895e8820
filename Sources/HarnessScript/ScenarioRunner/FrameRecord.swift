import HarnessCore
import HarnessScreens

/// The kind of user event that made a frame.
package enum EventKind: String, Hashable, Sendable, Codable {
    case open, focus, type, newline, backspace, select, scroll, keyboard
}

/// The animation hint an update carried, typed where the run reads it off the transition. The
/// raw values are what frames.json writes.
package enum Hint: String, Codable, Hashable, Sendable {
    case textChanged
    case textFocusChanged
    case none

    /// The hint on `transition`'s user data, `.none` when it carries none.
    package init(_ transition: ComponentTransition) {
        switch transition.userData(TextFieldComponent.AnimationHint.self)?.kind {
        case .textChanged?: self = .textChanged
        case .textFocusChanged?: self = .textFocusChanged
        case nil: self = .none
        }
    }
}

/// A frame's event: its kind, typed, whether a `type` event typed one character, and the
/// words a person reads (`type "a"`). JSON holds the words only; decoding reads the kind and
/// the one character back off them.
package struct FrameEvent: Hashable, Sendable, CustomStringConvertible {
    package let kind: EventKind
    package let description: String
    /// True for a `type` event of one character (false for every other kind).
    package let typesOneCharacter: Bool

    /// `typed` is the text of a `type` event (nil for every other kind).
    package init(kind: EventKind, description: String, typed: String? = nil) {
        self.kind = kind
        self.description = description
        typesOneCharacter = kind == .type && typed?.count == 1
    }

    /// An edit of the text: type, newline or backspace.
    package var isEdit: Bool { [.type, .newline, .backspace].contains(kind) }

    /// A newline, a backspace or one typed character: what a person types. A `type` of several
    /// characters is one event (a paste): its wrapped lines arrive at once and the sheet springs
    /// a long way, which is not what a person sees while typing.
    package var isKeystroke: Bool { kind == .newline || kind == .backspace || typesOneCharacter }
}

extension FrameEvent: Codable {
    package init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let text = try c.decode(String.self)
        let word = String(text.prefix { $0 != " " })
        // `StockSheet.act` words a focus as `tap`; every other kind by its own name.
        guard let kind = word == "tap" ? .focus : EventKind(rawValue: word) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not an event: `\(text)`")
        }
        self.kind = kind
        description = text
        typesOneCharacter = kind == .type && Self.typedCount(text) == 1
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }

    /// The characters between the quotes of `type "TEXT"`, where `\\`, `\n` and `\"` are one
    /// character each (`quoted`'s quoting; a shortened text ends in `…` and counts more than one).
    private static func typedCount(_ words: String) -> Int {
        var count = 0
        var escaped = false
        for c in words.dropFirst(6).dropLast() {
            if c == "\\" && !escaped { escaped = true; continue }
            escaped = false
            count += 1
        }
        return count
    }
}

/// The verdict of one `expect` line on the frame it follows.
package struct ExpectationResult: Hashable, Sendable {
    package let expectation: Expectation
    /// The scenario line of the `expect`.
    package let line: Int
    package var passed: Bool
    /// Why it passed or failed, with the numbers.
    package var message: String

    package init(expectation: Expectation, line: Int, passed: Bool, message: String) {
        self.expectation = expectation
        self.line = line
        self.passed = passed
        self.message = message
    }
}

/// One frame of a scenario run: the event that made it and the model's facts afterwards.
package struct FrameRecord: Hashable, Sendable {
    /// 1-based position in the scenario (run order; the name does not carry it).
    package let index: Int
    /// `sSSS-PPP-slug` or the name a `frame` line gave: the PNG's base name (`FrameNames`).
    package let name: String
    /// The verification step it belongs to (0 before any `step`).
    package let step: Int
    package let stepText: String
    /// The event, typed, with the words a person reads (`type "a"`).
    package let frameEvent: FrameEvent
    /// The animation hint the update carried.
    package let hint: Hint
    package let scrollOriginBefore: Double
    package let snapshot: SheetSnapshot
    /// What recenterCaret did on this update, when it ran.
    package let recenter: RecenterOutcome?
    /// The scenario line of the event.
    package let line: Int
    /// When the event happened on the run's timeline, in seconds from the first event's start
    /// (`ScenarioEngine`'s clock).
    package let time: Double
    /// How long the transition the event carried animates, in seconds (0 when immediate), as
    /// the model chose it.
    package let animationDuration: Double
    /// The `wait` written before the event, nil when it waited for the last one to settle.
    package let waited: Double?
    package var expectations: [ExpectationResult]

    package var event: EventKind { frameEvent.kind }
    /// The event as a person would say it, e.g. `type "a"`.
    package var eventDescription: String { frameEvent.description }

    /// True when the scroll origin moved during this event.
    package var scrolled: Bool { abs(snapshot.scrollOriginY - scrollOriginBefore) > 1e-9 }
}
