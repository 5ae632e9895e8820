import ComponentFlow
import HarnessCore
import HarnessScreens
import HarnessText
import UIKit

/// The properties of the caret-tracking design that every event must keep, checked on the
/// sheet's views after the event. A violation names the property and shows the numbers.
@MainActor
enum SheetInvariants {
    struct Violation: Error, Hashable {
        let property: String
        let detail: String
    }

    /// What the scroll view looked like before the event.
    struct Before {
        let origin: Double
        let maximumOrigin: Double
        let updateCount: Int

        @MainActor
        init(_ screen: TextStyleEditScreen) {
            origin = Double(screen.sheet.scrollView.bounds.origin.y)
            maximumOrigin = screen.maximumScrollOrigin
            updateCount = screen.updateCount
        }
    }

    /// Rounding room for sums of a few hundred line heights.
    static let tolerance = 1e-6

    /// Checks both fields, then the scroll: recentred after an edit that changed the text,
    /// untouched after anything else but a manual scroll.
    static func check(after event: SheetEvent, edited: Bool, before: Before,
                      on screen: TextStyleEditScreen) throws(Violation) {
        for field in FieldID.allCases {
            try checkField(field, on: screen)
        }
        if edited {
            try checkRecentered(before: before, on: screen)
        } else {
            try checkUnscrolled(after: event, before: before, on: screen)
        }
    }

    private static func checkField(_ field: FieldID, on screen: TextStyleEditScreen) throws(Violation) {
        let view = screen.textView(field)
        let text: String = view.text ?? ""
        let count = text.count
        guard let layout = view.laidOutText?.layout, layout.characterCount == count else {
            throw Violation(property: "layout-current",
                            detail: "\(field): layout of \(view.laidOutText?.layout.characterCount ?? -1) graphemes for \(count)")
        }
        // The selection counts UTF-16 units: each end must fall in the text and on a grapheme
        // boundary (a Character's start in the text, or its end).
        let selection = view.selectedRange
        let units = text.utf16.count
        guard selection.location >= 0, selection.length >= 0, selection.location + selection.length <= units,
              isGraphemeBoundary(selection.location, in: text),
              isGraphemeBoundary(selection.location + selection.length, in: text) else {
            throw Violation(property: "caret-on-grapheme-boundary",
                            detail: "\(field): selection \(selection.location)..<\(selection.location + selection.length) "
                                + "in \(units) UTF-16 units (\(count) graphemes)")
        }
        let caret = Rect(screen.caretRect(field))
        let bounds = Rect(view.bounds)
        guard caret.minX >= -tolerance, caret.maxX <= bounds.width + tolerance, caret.minY >= -tolerance,
              caret.maxY <= bounds.height + tolerance else {
            throw Violation(property: "caret-in-field", detail: "\(field): caret \(caret) outside bounds \(bounds)")
        }
        let limit = field == .title ? ContentMetrics.titleCharacterLimit : ContentMetrics.instructionsCharacterLimit
        guard count <= limit, field == .instructions || !text.contains(where: \.isNewline) else {
            throw Violation(property: "field-limits", detail: "\(field): \(count) graphemes (limit \(limit))")
        }
    }

    /// Whether UTF-16 offset `offset` is where a grapheme of `text` starts (or the text's end).
    private static func isGraphemeBoundary(_ offset: Int, in text: String) -> Bool {
        let index = String.Index(utf16Offset: offset, in: text)
        return index.samePosition(in: text) != nil || index == text.endIndex
    }

    private static func checkRecentered(before: Before, on screen: TextStyleEditScreen) throws(Violation) {
        let snapshot = SheetSnapshot(screen: screen)
        let origin = snapshot.scrollOriginY
        let maximum = screen.maximumScrollOrigin
        guard let outcome = screen.content.lastRecenterOutcome else {
            throw Violation(property: "recenter-ran", detail: "a .textChanged update left no outcome")
        }
        guard origin >= 0, origin <= maximum else {
            throw Violation(property: "origin-in-range", detail: "origin \(origin) outside [0, \(maximum)]")
        }
        let atBound = origin == 0 || origin == maximum
        switch outcome {
        case .bailed(let reason):
            throw Violation(property: "recenter-ran", detail: "bailed: \(reason)")
        case .alreadyVisible:
            try require(origin == before.origin, "outcome-matches-scroll", "visible, yet \(before.origin) -> \(origin)")
            try checkCaretVisible(snapshot)
        case .clampedInPlace:
            try require(origin == before.origin, "outcome-matches-scroll", "clamped, yet \(before.origin) -> \(origin)")
            try require(atBound, "clamped-at-bound", "clamped at \(origin), not 0 or \(maximum)")
        case .scrolled(let from, let to, let clamped):
            try require(from == before.origin && to == origin, "outcome-matches-scroll",
                        "outcome \(from) -> \(to), scroll \(before.origin) -> \(origin)")
            if clamped {
                try require(atBound, "clamped-at-bound", "clamped at \(origin), not 0 or \(maximum)")
            } else {
                try checkCaretVisible(snapshot)
            }
        }
    }

    /// The design's rule: the caret lies in [visibleTop, visibleBottom]. A caret taller than
    /// that range cannot, and then the design leaves one of its edges on the range's edge.
    private static func checkCaretVisible(_ snapshot: SheetSnapshot) throws(Violation) {
        guard let caret = snapshot.caretInScroll else {
            throw Violation(property: "caret-in-visible-range", detail: "no caret after an edit")
        }
        let top = snapshot.visibleTop, bottom = snapshot.visibleBottom
        let detail = "caret \(caret.minY)...\(caret.maxY), visible \(top)...\(bottom), origin \(snapshot.scrollOriginY)"
        if caret.height > bottom - top {
            let edgeOnEdge = abs(caret.maxY - bottom) <= tolerance || abs(caret.minY - top) <= tolerance
            try require(edgeOnEdge && caret.minY <= top + tolerance && caret.maxY >= bottom - tolerance,
                        "caret-in-visible-range", "taller than the range: \(detail)")
        } else {
            try require(caret.minY >= top - tolerance && caret.maxY <= bottom + tolerance,
                        "caret-in-visible-range", detail)
        }
    }

    private static func checkUnscrolled(after event: SheetEvent, before: Before,
                                        on screen: TextStyleEditScreen) throws(Violation) {
        let origin = Double(screen.sheet.scrollView.bounds.origin.y)
        switch event {
        case .scroll(let y):
            let expected = min(max(0, y), before.maximumOrigin)
            try require(origin == expected, "manual-scroll-lands", "scroll to \(y) landed at \(origin), not \(expected)")
        case .type, .backspace:
            try require(screen.updateCount == before.updateCount, "refused-edit-is-silent",
                        "an edit that changed nothing ran an update")
            fallthrough
        default:
            try require(origin == before.origin, "no-scroll-without-edit", "\(before.origin) -> \(origin)")
        }
    }

    private static func require(_ condition: Bool, _ property: String, _ detail: @autoclosure () -> String)
        throws(Violation) {
        if !condition { throw Violation(property: property, detail: detail()) }
    }
}
