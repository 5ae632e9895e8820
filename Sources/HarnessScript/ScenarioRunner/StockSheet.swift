import Foundation
import HarnessCore
import HarnessScreens
import UIKit

/// The stock sheet as a screen the one engine drives: each `open` presents a fresh
/// `TextStyleEditScreen` (create or edit, the prefills since the last `open` in its fields), each
/// event runs through the screen (the fields' rules, the update the app's components run, the
/// design's recentering), and each frame is read off its one view tree: the facts (`FrameRecord`)
/// and, when drawing, the display list.
@MainActor
package struct StockSheet: ScenarioScreen {
    let variant: Variant
    let draws: Bool
    let appearance: Appearance
    let avoidance: String
    let avoidanceMaker: (@Sendable () -> KeyboardAvoidance)?
    package private(set) var screen: TextStyleEditScreen?
    /// When the updates so far have settled: an update's transition runs its duration.
    private var settledAt = 0.0
    /// The screen's update count before the last event: an event that changes it ran an update.
    private var updatesBefore = 0
    /// Called after each event with the screen and its record, before the frame is painted
    /// (the motion passes read the sheet's views here; nil in ordinary runs).
    var observer: (@MainActor (TextStyleEditScreen, FrameRecord) -> Void)?

    nonisolated init(variant: Variant, appearance: Appearance, avoidance: String, draws: Bool,
                     avoidanceMaker: (@Sendable () -> KeyboardAvoidance)?) {
        self.variant = variant
        self.appearance = appearance
        self.avoidance = avoidance
        self.draws = draws
        self.avoidanceMaker = avoidanceMaker
    }

    /// The sheet's inputs are identified `title` and `instructions`.
    package func check(prefill field: FieldID) throws {
        try Self.requireSheetField(field)
    }

    static func requireSheetField(_ field: FieldID) throws {
        guard FieldID.allCases.contains(field) else { throw StockSheetError.unknownSheetField(field.rawValue) }
    }

    /// A fresh sheet (`open` alone opens it as `open create` does) with the prefills, no focus;
    /// nothing animates.
    package mutating func open(_ mode: SheetMode?, prefill: [FieldID: String], at time: Double, line: Int) throws -> FrameEvent {
        updatesBefore = screen?.updateCount ?? 0
        let screen = TextStyleEditScreen(variant: variant, mode: mode ?? .create, title: prefill[.title] ?? "",
                                         instructions: prefill[.instructions] ?? "",
                                         avoidance: avoidanceMaker?() ?? KeyboardAvoidanceCatalog.make(avoidance) ?? NoAvoidance())
        screen.advanceClock(to: time)
        self.screen = screen
        return FrameEvent(kind: .open, description: "open \((mode ?? .create).rawValue)")
    }

    package var scrollOrigin: Double { screen.map { Double($0.sheet.scrollView.bounds.origin.y) } ?? 0 }

    package func settled(after time: Double) -> Double { max(time, settledAt) }

    /// One event on the sheet, its animations beginning at `time`.
    package mutating func act(_ command: ScenarioCommand, at time: Double, line: Int) throws -> FrameEvent {
        guard let screen else { throw StockSheetError.noSheet }
        updatesBefore = screen.updateCount
        screen.advanceClock(to: time)
        switch command {
        case .tap(let field, let placement):
            try Self.requireSheetField(field)
            screen.tap(field, at: placement)
            return FrameEvent(kind: .focus, description: "tap \(field.rawValue)\(describe(placement))")
        case .select(let field, let placement):
            try Self.requireSheetField(field)
            screen.select(field, at: placement)
            return FrameEvent(kind: .select, description: "select \(field.rawValue)\(describe(placement))")
        case .type(let text):
            screen.type(text)
            return FrameEvent(kind: .type, description: "type \(quoted(text))", typed: text)
        case .newline:
            screen.type("\n")
            return FrameEvent(kind: .newline, description: "newline")
        case .backspace:
            screen.backspace()
            return FrameEvent(kind: .backspace, description: "backspace")
        case .scroll(let target):
            switch target {
            case .to(let y): screen.scroll(to: y)
            case .by(let dy): screen.scroll(to: Double(screen.sheet.scrollView.bounds.origin.y) + dy)
            case .top: screen.scroll(to: 0)
            case .bottom: screen.scroll(to: screen.maximumScrollOrigin)
            }
            return FrameEvent(kind: .scroll, description: "scroll \(describe(target))")
        case .keyboard(let visible):
            screen.setKeyboardVisible(visible)
            return FrameEvent(kind: .keyboard, description: "keyboard \(visible ? "show" : "hide")")
        case .keyboardChange(let change):
            throw StockSheetError.keyboardChangeOnSheet(change.text)
        default:
            throw StockSheetError.noSheet
        }
    }

    /// The frame: everything read off the sheet's views (its record and its display list).
    package mutating func frame(_ header: FrameHeader, event: FrameEvent, scrollOriginBefore: Double) throws -> RunFrame {
        guard let screen else { throw StockSheetError.noSheet }
        let updated = screen.updateCount != updatesBefore
        let duration = updated ? screen.lastTransition.animation.duration : 0
        settledAt = max(settledAt, header.time + duration)
        let record = FrameRecord(
            index: header.index, name: header.name, step: header.step, stepText: header.stepText, frameEvent: event,
            hint: updated ? Hint(screen.lastTransition) : .none, scrollOriginBefore: scrollOriginBefore,
            snapshot: SheetSnapshot(screen: screen), recenter: updated ? screen.content.lastRecenterOutcome : nil,
            line: header.line, time: header.time, animationDuration: duration, waited: header.waited, expectations: [])
        observer?(screen, record)
        let list = draws ? SheetPainter(screen: screen, appearance: appearance).paint() : DisplayList(size: screen.sheet.screenSize)
        return RunFrame(record: record, displayList: list)
    }
}

extension RunFrame: ScenarioFrame {
    /// Judged at once on the frame at rest; a `during motion` one is judged at rest here and over
    /// the in-between frames by the motion pass.
    package mutating func expect(_ expectation: Expectation, line: Int) {
        record.expectations.append(ExpectationChecker.check(expectation, on: record, line: line))
    }

    package mutating func complete(nextEventAt time: Double?) {}
}

/// A script the stock sheet cannot run (the parser refuses most such scripts; these reach the run).
enum StockSheetError: Error, CustomStringConvertible {
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
/// those already give more than 24 whenever the text is longer, and the cut is the same.
/// Text with none of the three (most typed text: a newline is its own event) is used as it is.
func quoted(_ text: String) -> String {
    let head = String(text.prefix(64))
    let escaped = !head.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\"") })
        ? head
        : head.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"" + (escaped.count > 24 ? String(escaped.prefix(23)) + "…" : escaped) + "\""
}
