import HarnessScreens

/// The parser's memory between lines: the rules that span lines (steps in order, `open` before
/// events, a focused field before edits, names valid and unique) are checked here so a bad
/// script fails before it runs; each event line gets its frames' names here.
struct ParseState {
    let path: String
    private var name: String?
    private var lines: [ScenarioLine] = []
    private var lastStep = 0
    private var opened = false
    private var focused = false
    private var events = 0
    private var currentLine = 0
    /// Frames of the current step so far (the place of its last frame).
    private var placeInStep = 0
    /// A `prefill`, `wait` or `frame` waiting for the event it applies to.
    private var pendingPrefill: (token: ScenarioToken, line: Int)?
    private var pendingWait: (token: ScenarioToken, line: Int)?
    private var pendingFrame: (name: String, token: ScenarioToken, line: Int)?
    /// Where each `frame` name was given (keyed in lowercase: goldens are checked out on
    /// case-insensitive file systems too), to refuse a second use.
    private var givenNames: [String: (name: String, line: Int)] = [:]

    init(path: String) {
        self.path = path
    }

    mutating func accept(_ tokens: [ScenarioToken], line: Int) throws {
        currentLine = line
        var reader = TokenReader(tokens: tokens, path: path, line: line)
        let head = try reader.word("a command")
        let command = try CommandGrammar.command(head, &reader)
        try reader.end()
        try check(command, at: head, argument: tokens.count > 1 ? tokens[1] : head)
        lines.append(ScenarioLine(command: command, line: line, column: head.column, frameNames: try names(of: command, head)))
    }

    func finish(hash: String) throws -> Scenario {
        guard !lines.isEmpty else {
            throw ScenarioError(path: path, line: 1, column: 1, message: "empty scenario: no commands")
        }
        try requireNothingPending()
        guard events > 0 else {
            throw ScenarioError(path: path, line: currentLine, column: 1,
                                message: "the scenario has no events (start with `open create` or `open edit`)")
        }
        if let name { return Scenario(name: name, path: path, lines: lines, sourceHash: hash) }
        let file = String(path.split(separator: "/").last ?? Substring(path))
        let baseName = file.hasSuffix(".scenario") ? String(file.dropLast(".scenario".count)) : file
        if let problem = NameRule.problem(withName: baseName) {
            throw ScenarioError(path: path, line: 1, column: 1,
                                message: "the file name gives the scenario name `\(NameRule.shown(baseName))`, which \(problem); "
                                    + "add a `scenario \"NAME\"` line or rename the file")
        }
        return Scenario(name: baseName, path: path, lines: lines, sourceHash: hash)
    }

    private mutating func check(_ command: ScenarioCommand, at head: ScenarioToken, argument: ScenarioToken) throws {
        switch command {
        case .name(let value):
            guard name == nil else { throw error(head, "a second `scenario` name") }
            if let problem = NameRule.problem(withName: value) {
                throw error(argument, "the scenario name `\(NameRule.shown(value))` \(problem)")
            }
            name = value
        case .step(let n, let text):
            guard n > lastStep else { throw error(head, "step \(n) out of order: it follows step \(lastStep)") }
            if let problem = NameRule.problem(withText: text) {
                throw error(head, "the text of step \(n) \(problem)")
            }
            lastStep = n
            placeInStep = 0
        case .prefill:
            pendingPrefill = (head, currentLine)
        case .wait:
            guard pendingWait == nil else { throw error(head, "a second `wait` before an event: write one `wait` with the sum") }
            pendingWait = (head, currentLine)
        case .frame(let given):
            guard pendingFrame == nil else { throw error(head, "a second `frame` name before an event") }
            if let problem = NameRule.problem(withName: given) {
                throw error(argument, "the frame name `\(NameRule.shown(given))` \(problem)")
            }
            if let reserved = FrameNames.reservedUse(of: given) {
                throw error(argument, "the frame name `\(given)` is reserved (\(reserved)); choose another")
            }
            guard !FrameNames.isNumberedForm(given) else {
                throw error(argument, "the frame name `\(given)` has the form sNNN-NNN-… of automatic names; choose another")
            }
            if let earlier = givenNames[given.lowercased()] {
                let spelled = earlier.name == given ? "" : " (as `\(earlier.name)`; names must differ by more than case)"
                throw error(argument, "the frame name `\(given)` is already used on line \(earlier.line)\(spelled)")
            }
            givenNames[given.lowercased()] = (given, currentLine)
            pendingFrame = (given, head, currentLine)
        case .open:
            // A second `open` presents a fresh sheet: the prefills since the last one, no focus.
            opened = true
            focused = false
            pendingPrefill = nil
            events += 1
        case .tap:
            try requireOpen(head)
            focused = true
            events += 1
        case .type, .newline, .backspace:
            try requireOpen(head)
            guard focused else { throw error(head, "`\(head.text)` before any `tap`: no field has focus") }
            events += 1
        case .select, .scroll, .keyboard, .keyboardChange:
            try requireOpen(head)
            events += 1
        case .expect:
            try requireNothingPending(before: head)
            guard events > 0 else { throw error(head, "`expect` before any event: there is no frame to check") }
        }
    }

    /// The names of the frames `command` makes; consumes a pending `frame` and `wait`.
    private mutating func names(of command: ScenarioCommand, _ head: ScenarioToken) throws -> FrameNames {
        guard let slug = FrameSlug.of(command) else { return .none }
        let count: Int
        switch command {
        case .newline(let n), .backspace(let n): count = n
        default: count = 1
        }
        pendingWait = nil
        if let given = pendingFrame {
            pendingFrame = nil
            guard count == 1 else {
                throw error(head, "`frame \"\(given.name)\"` (line \(given.line)) names one frame, but this line makes "
                            + "\(count); name them one by one or drop the `frame` line")
            }
            // A named frame takes no place: naming a frame, or inserting a named one, renames
            // no other frame.
            return .given(given.name)
        }
        guard placeInStep + count <= FrameNames.maxFramesPerStep else {
            throw error(head, "step \(lastStep) makes more than \(FrameNames.maxFramesPerStep) frames (frame names number a "
                        + "step's frames with three digits); start a new `step`")
        }
        defer { placeInStep += count }
        return .numbered(step: lastStep, firstPlace: placeInStep + 1, count: count, slug: slug)
    }

    /// An `expect` checks the frame before it, so it may not follow a `wait` or `frame` that
    /// waits for the next event (nor a `prefill`, which would fill nothing).
    private func requireNothingPending(before expect: ScenarioToken) throws {
        let pending = [pendingWait.map { ("wait", $0.line) }, pendingFrame.map { ("frame", $0.line) }].compactMap { $0 }
        if let (word, line) = pending.first {
            throw error(expect, "`expect` after `\(word)` (line \(line)): an `expect` checks the frame before the `\(word)`, "
                        + "so it goes right after its event")
        }
        try requireNothingPending()
    }

    /// A `prefill`, `wait` or `frame` that no event follows would do nothing: an error.
    private func requireNothingPending() throws {
        if let prefill = pendingPrefill {
            throw ScenarioError(path: path, line: prefill.line, column: prefill.token.column,
                                message: "`prefill` with no `open` after it: it would fill nothing")
        }
        if let wait = pendingWait {
            throw ScenarioError(path: path, line: wait.line, column: wait.token.column,
                                message: "`wait` with no event after it: it would delay nothing")
        }
        if let frame = pendingFrame {
            throw ScenarioError(path: path, line: frame.line, column: frame.token.column,
                                message: "`frame \"\(frame.name)\"` with no event after it: there is no frame to name")
        }
    }

    private func requireOpen(_ head: ScenarioToken) throws {
        guard opened else { throw error(head, "`\(head.text)` before `open`: the sheet is not presented") }
    }

    private func error(_ token: ScenarioToken, _ message: String) -> ScenarioError {
        ScenarioError(path: path, line: currentLine, column: token.column, message: message)
    }
}
