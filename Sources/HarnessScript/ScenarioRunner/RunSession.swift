import Foundation
import HarnessCore
import HarnessScreens
import UIKit

/// The state of one run between lines.
struct RunSession {
    let variant: Variant
    let draws: Bool
    let appearance: Appearance
    let avoidance: String
    let avoidanceMaker: (@Sendable () -> KeyboardAvoidance)?
    var screen: TextStyleEditScreen?
    var prefill: [FieldID: String] = [:]
    var step = 0
    var stepText = ""
    var frameCount = 0
    var timeline = RunTimeline()
    var pending: RunFrame?
    /// Called after each event with the screen and its record, before the frame is painted
    /// (the motion pass reads the sheet's views here; nil in ordinary runs).
    var observer: (@MainActor (TextStyleEditScreen, FrameRecord) -> Void)?

    init(variant: Variant, appearance: Appearance, avoidance: String, draws: Bool = true,
         avoidanceMaker: (@Sendable () -> KeyboardAvoidance)? = nil) {
        self.avoidanceMaker = avoidanceMaker
        self.variant = variant
        self.draws = draws
        self.appearance = appearance
        self.avoidance = avoidance
    }

    mutating func flush(_ emit: (RunFrame) throws -> Void) throws {
        if let frame = pending { try emit(frame) }
        pending = nil
    }

    mutating func apply(_ line: ScenarioLine, emit: (RunFrame) throws -> Void) throws {
        switch line.command {
        case .name, .expect, .frame: return
        case .wait(let seconds):
            timeline.setWait(seconds)
            return
        case .step(let n, let text):
            step = n
            stepText = text
            return
        case .prefill(let field, let text):
            try Self.requireSheetField(field)
            prefill[field] = text
            return
        case .tap(let field, _), .select(let field, _):
            try Self.requireSheetField(field)
        default:
            break
        }
        defer { timeline.endCommand() }
        for name in line.frameNames {
            try frame(name, line: line, emit: emit) { session in
                try session.act(line.command)
            }
        }
    }

    /// The sheet's inputs are identified `title` and `instructions`; any other identifier names
    /// an input of a screen of your own views.
    static func requireSheetField(_ field: FieldID) throws {
        guard FieldID.allCases.contains(field) else { throw RunSessionError.unknownSheetField(field.rawValue) }
    }

    /// A fresh sheet with the prefills since the last `open`, no focus.
    @MainActor
    private mutating func present(_ mode: SheetMode) {
        screen = TextStyleEditScreen(variant: variant, mode: mode, title: prefill[.title] ?? "",
                                     instructions: prefill[.instructions] ?? "",
                                     avoidance: avoidanceMaker?() ?? KeyboardAvoidanceCatalog.make(avoidance) ?? NoAvoidance())
        prefill = [:]
    }

    /// Applies one event of `command` to the sheet; returns the event, typed and worded.
    @MainActor
    private mutating func act(_ command: ScenarioCommand) throws -> FrameEvent {
        if case .open = command {} else if screen == nil { throw RunSessionError.noSheet }
        switch command {
        case .open(let mode):
            // A fresh sheet (`open` alone opens it as `open create` does): nothing animates.
            present(mode ?? .create)
            return FrameEvent(kind: .open, description: "open \((mode ?? .create).rawValue)")
        case .tap(let field, let placement):
            screen!.tap(field, at: placement)
            return FrameEvent(kind: .focus, description: "tap \(field.rawValue)\(describe(placement))")
        case .select(let field, let placement):
            screen!.select(field, at: placement)
            return FrameEvent(kind: .select, description: "select \(field.rawValue)\(describe(placement))")
        case .type(let text):
            screen!.type(text)
            return FrameEvent(kind: .type, description: "type \(quoted(text))", typed: text)
        case .newline:
            screen!.type("\n")
            return FrameEvent(kind: .newline, description: "newline")
        case .backspace:
            screen!.backspace()
            return FrameEvent(kind: .backspace, description: "backspace")
        case .scroll(let target):
            switch target {
            case .to(let y): screen!.scroll(to: y)
            case .by(let dy): screen!.scroll(to: Double(screen!.sheet.scrollView.bounds.origin.y) + dy)
            case .top: screen!.scroll(to: 0)
            case .bottom: screen!.scroll(to: screen!.maximumScrollOrigin)
            }
            return FrameEvent(kind: .scroll, description: "scroll \(describe(target))")
        case .keyboard(let visible):
            screen!.setKeyboardVisible(visible)
            return FrameEvent(kind: .keyboard, description: "keyboard \(visible ? "show" : "hide")")
        case .keyboardChange(let change):
            throw RunSessionError.keyboardChangeOnSheet(change.text)
        default:
            throw RunSessionError.noSheet
        }
    }

    /// One frame: the event and everything read off the sheet's views (its record and its
    /// display list) in one hop to the main actor, where UIKit runs.
    private mutating func frame(_ name: String, line: ScenarioLine, emit: (RunFrame) throws -> Void,
                                _ act: @MainActor (inout RunSession) throws -> FrameEvent) throws {
        try flush(emit)
        let time = timeline.nextEventTime()
        var session = self
        let made = try MainActorHop.sync { () throws -> (RunFrame, Double) in
            let before = session.screen.map { Double($0.sheet.scrollView.bounds.origin.y) } ?? 0
            let transitionBefore = session.screen?.updateCount ?? 0
            // The event's animations begin at its time on the sheet's clock (a fresh sheet's too).
            session.screen?.advanceClock(to: time)
            let event = try act(&session)
            guard let screen = session.screen else { throw RunSessionError.noSheet }
            screen.advanceClock(to: time)
            let updated = screen.updateCount != transitionBefore
            let duration = updated ? screen.lastTransition.animation.duration : 0
            let record = FrameRecord(
                index: session.frameCount + 1, name: name, step: session.step, stepText: session.stepText, frameEvent: event,
                hint: updated ? Hint(screen.lastTransition) : .none, scrollOriginBefore: before,
                snapshot: SheetSnapshot(screen: screen), recenter: updated ? screen.content.lastRecenterOutcome : nil,
                line: line.line, time: time, animationDuration: duration, waited: session.timeline.wait, expectations: [])
            session.observer?(screen, record)
            let list = session.draws ? SheetPainter(screen: screen, appearance: session.appearance).paint()
                : DisplayList(size: screen.sheet.screenSize)
            return (RunFrame(record: record, displayList: list), duration)
        }
        self = session
        timeline.record(eventAt: time, animating: made.1)
        frameCount += 1
        pending = made.0
    }
}

/// A run that reached an event with no sheet: the parser refuses such scripts, so this is a bug.
enum RunSessionError: Error, CustomStringConvertible {
    case noSheet
    case keyboardChangeOnSheet(String)
    case unknownSheetField(String)

    var description: String {
        switch self {
        case .noSheet: return "internal error: an event before `open` reached the runner"
        case .keyboardChangeOnSheet(let line):
            return "`\(line)` runs on a screen of your own views (assertCaret on a ViewScreen); the sheet model keeps "
                + "the variant's keyboard (choose it with --keyboard or ScreenVariant(keyboard:))"
        case .unknownSheetField(let identifier):
            return "the sheet has no input identified `\(identifier)`; its inputs are identified "
                + FieldID.allCases.map { "`\($0.rawValue)`" }.joined(separator: " and ")
        }
    }
}

private func describe(_ placement: CaretPlacement) -> String {
    switch placement {
    case .end: return ""
    case .start: return " at start"
    case .middle: return " at middle"
    case .endOfLine(let n): return " at line \(n)"
    }
}

/// Text shown in a table cell: the text between quotes, backslashes, newlines and quotes escaped, cut to 24 characters.
/// Only the text's first 64 characters are escaped: escaping never makes fewer characters, so
/// those already give more than 24 whenever the text is longer, and the cut is the same (a
/// `type` of a 4,096-character paragraph escaped it whole on every frame: 4 % of a sweep).
/// Text with none of the three (most typed text: a newline is its own event) is used as it is,
/// without Foundation's three searches (3 % of a sweep even on 64 characters).
func quoted(_ text: String) -> String {
    let head = String(text.prefix(64))
    let escaped = !head.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\"") })
        ? head
        : head.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"" + (escaped.count > 24 ? String(escaped.prefix(23)) + "…" : escaped) + "\""
}
