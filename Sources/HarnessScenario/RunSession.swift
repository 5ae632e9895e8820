import Foundation
import HarnessDrawing
import HarnessSheet

/// The state of one run between lines.
struct RunSession {
    let variant: Variant
    let draws: Bool
    let appearance: Appearance
    let avoidance: String
    var screen: TextStyleEditScreen?
    var prefill: [FieldID: String] = [:]
    var step = 0
    var stepText = ""
    var frameCount = 0
    var pending: RunFrame?

    init(variant: Variant, appearance: Appearance, avoidance: String, draws: Bool = true) {
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
        case .name, .expect: return
        case .step(let n, let text):
            step = n
            stepText = text
            return
        case .prefill(let field, let text):
            prefill[field] = text
            return
        case .open(let mode):
            screen = TextStyleEditScreen(variant: variant, mode: mode, title: prefill[.title] ?? "",
                                         instructions: prefill[.instructions] ?? "",
                                         avoidance: KeyboardAvoidanceCatalog.make(avoidance) ?? NoAvoidance())
            prefill = [:]
            try frame(.open, "open \(mode.rawValue)", slug: "open-\(mode.rawValue)", line: line, emit: emit) { _ in }
        case .tap(let field, let placement):
            try frame(.focus, "tap \(field.rawValue)\(describe(placement))", slug: "tap-\(field.rawValue)",
                      line: line, emit: emit) { $0.tap(field, at: placement) }
        case .select(let field, let placement):
            try frame(.select, "select \(field.rawValue)\(describe(placement))", slug: "select-\(field.rawValue)",
                      line: line, emit: emit) { $0.select(field, at: placement) }
        case .type(let text):
            try frame(.type, "type \(quoted(text))", slug: "type-\(slugify(text))", line: line, emit: emit) {
                $0.type(text)
            }
        case .newline(let count):
            for _ in 0..<count {
                try frame(.newline, "newline", slug: "newline", line: line, emit: emit) { $0.type("\n") }
            }
        case .backspace(let count):
            for _ in 0..<count {
                try frame(.backspace, "backspace", slug: "backspace", line: line, emit: emit) { $0.backspace() }
            }
        case .scroll(let target):
            try frame(.scroll, "scroll \(describe(target))", slug: "scroll-\(slugify(describe(target)))",
                      line: line, emit: emit) { screen in
                switch target {
                case .to(let y): screen.scroll(to: y)
                case .by(let dy): screen.scroll(to: screen.sheet.scrollView.bounds.origin.y + dy)
                case .top: screen.scroll(to: 0)
                case .bottom: screen.scroll(to: screen.maximumScrollOrigin)
                }
            }
        case .keyboard(let visible):
            let word = visible ? "show" : "hide"
            try frame(.keyboard, "keyboard \(word)", slug: "keyboard-\(word)", line: line, emit: emit) {
                $0.setKeyboardVisible(visible)
            }
        }
    }

    private mutating func frame(_ event: EventKind, _ description: String, slug: String, line: ScenarioLine,
                                emit: (RunFrame) throws -> Void, _ act: (TextStyleEditScreen) -> Void) throws {
        try flush(emit)
        guard let screen else { return }
        let before = screen.sheet.scrollView.bounds.origin.y
        let transitionBefore = screen.updateCount
        act(screen)
        let updated = screen.updateCount != transitionBefore
        frameCount += 1
        let hint = updated ? hintName(screen.lastTransition) : "none"
        let record = FrameRecord(
            index: frameCount, name: String(format2(frameCount)) + "-" + slug, step: step, stepText: stepText,
            event: event, eventDescription: description, hint: hint, scrollOriginBefore: before,
            snapshot: SheetSnapshot(screen: screen),
            recenter: updated ? screen.content.lastRecenterOutcome : nil, line: line.line, expectations: [])
        let list = draws ? try SheetPainter(screen: screen, appearance: appearance).paint()
            : DisplayList(size: screen.sheet.bounds.size)
        pending = RunFrame(record: record, displayList: list)
    }
}

private func hintName(_ transition: ComponentTransition) -> String {
    guard let hint = transition.userData(TextFieldComponent.AnimationHint.self) else { return "none" }
    switch hint.kind {
    case .textChanged: return "textChanged"
    case .textFocusChanged: return "textFocusChanged"
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

private func describe(_ target: ScrollTarget) -> String {
    switch target {
    case .to(let y): return "to \(formatNumber(y))"
    case .by(let dy): return "by \(formatNumber(dy))"
    case .top: return "to top"
    case .bottom: return "to bottom"
    }
}

/// Text shown in a table cell: quoted, with newlines escaped and long text shortened.
func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
        .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"" + (escaped.count > 24 ? String(escaped.prefix(23)) + "…" : escaped) + "\""
}

/// A file-name-safe slug: lowercase ASCII letters and digits, dashes between words, at most 24.
func slugify(_ text: String) -> String {
    var slug = ""
    for scalar in text.lowercased().unicodeScalars {
        if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            slug.unicodeScalars.append(scalar)
        } else if !slug.hasSuffix("-"), !slug.isEmpty {
            slug += "-"
        }
        if slug.count >= 24 { break }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug.isEmpty ? "text" : slug
}

/// Two-digit (or wider) frame number.
func format2(_ n: Int) -> String {
    n < 10 ? "0\(n)" : String(n)
}
