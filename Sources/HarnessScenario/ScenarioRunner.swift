import Foundation
import HarnessDrawing
import HarnessSheet

/// A finished frame: the model's facts and what to draw.
public struct RunFrame: Sendable {
    public var record: FrameRecord
    public let displayList: DisplayList
}

/// Drives a scenario through the model, one frame per event, streaming frames to a consumer so
/// that a long scenario never holds more than one frame.
public struct ScenarioRunner: Sendable {
    public let device: Device
    public let appearance: Appearance
    /// The keyboard-avoidance approach (`KeyboardAvoidanceCatalog.ids`); the design by default.
    public let avoidance: String

    /// A runner; an unknown `avoidance` id falls back to nothing here, so check it with
    /// `KeyboardAvoidanceCatalog.make` first.
    public init(device: Device, appearance: Appearance, avoidance: String = "design") {
        self.device = device
        self.appearance = appearance
        self.avoidance = avoidance
    }

    /// Runs every line; `emit` receives each frame once its `expect` lines are checked.
    public func run(_ scenario: Scenario, emit: (RunFrame) throws -> Void) throws {
        var frames = self.frames(of: scenario)
        while let frame = try frames.next() { try emit(frame) }
    }

    /// The scenario's frames, made one at a time as they are pulled.
    public func frames(of scenario: Scenario) -> FrameIterator {
        FrameIterator(lines: scenario.lines, session: Session(device: device, appearance: appearance, avoidance: avoidance))
    }

    /// Runs a scenario and returns its frame records only (for tables and tests).
    public func records(of scenario: Scenario) throws -> [FrameRecord] {
        var records: [FrameRecord] = []
        try run(scenario) { records.append($0.record) }
        return records
    }
}

/// Pulls a scenario's frames: each `next()` applies lines until a frame is complete (its
/// `expect` lines checked), so a caller can batch frames without holding the whole run.
public struct FrameIterator {
    private let lines: [ScenarioLine]
    private var session: Session
    private var index = 0
    private var ready: [RunFrame] = []
    private var finished = false

    fileprivate init(lines: [ScenarioLine], session: Session) {
        self.lines = lines
        self.session = session
    }

    /// The next frame, or nil after the last.
    public mutating func next() throws -> RunFrame? {
        while ready.isEmpty, !finished {
            if index == lines.count {
                try session.flush { ready.append($0) }
                finished = true
                break
            }
            let line = lines[index]
            index += 1
            if case .expect(let expectation) = line.command {
                if var frame = session.pending {
                    frame.record.expectations.append(ExpectationChecker.check(expectation, on: frame.record, line: line.line))
                    session.pending = frame
                }
            } else {
                try session.apply(line) { ready.append($0) }
            }
        }
        return ready.isEmpty ? nil : ready.removeFirst()
    }
}

/// The state of one run between lines.
private struct Session {
    let device: Device
    let appearance: Appearance
    let avoidance: String
    var screen: TextStyleEditScreen?
    var prefill: [FieldID: String] = [:]
    var step = 0
    var stepText = ""
    var frameCount = 0
    var pending: RunFrame?

    init(device: Device, appearance: Appearance, avoidance: String) {
        self.device = device
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
            screen = TextStyleEditScreen(device: device, mode: mode, title: prefill[.title] ?? "",
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
        pending = RunFrame(record: record, displayList: try SheetPainter(screen: screen, appearance: appearance).paint())
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
