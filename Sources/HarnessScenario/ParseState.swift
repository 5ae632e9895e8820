import HarnessSheet

/// The parser's memory between lines: the rules that span lines (steps in order, `open` before
/// events, a focused field before edits) are checked here so a bad script fails before it runs.
struct ParseState {
    let path: String
    private var name: String?
    private var lines: [ScenarioLine] = []
    private var lastStep = 0
    private var opened = false
    private var focused = false
    private var events = 0
    private var currentLine = 0
    /// A `prefill` waiting for the `open` it applies to.
    private var pendingPrefill: ScenarioToken?
    private var pendingPrefillLine = 0

    init(path: String) {
        self.path = path
    }

    mutating func accept(_ tokens: [ScenarioToken], line: Int) throws {
        currentLine = line
        var reader = TokenReader(tokens: tokens, path: path, line: line)
        let head = try reader.word("a command")
        let command = try CommandGrammar.command(head, &reader)
        try reader.end()
        try check(command, at: head)
        lines.append(ScenarioLine(command: command, line: line, column: head.column))
    }

    func finish(hash: String) throws -> Scenario {
        guard !lines.isEmpty else {
            throw ScenarioError(path: path, line: 1, column: 1, message: "empty scenario: no commands")
        }
        try requireNoPendingPrefill()
        guard events > 0 else {
            throw ScenarioError(path: path, line: currentLine, column: 1,
                                message: "the scenario has no events (start with `open create` or `open edit`)")
        }
        let file = String(path.split(separator: "/").last ?? Substring(path))
        let baseName = file.hasSuffix(".scenario") ? String(file.dropLast(".scenario".count)) : file
        return Scenario(name: name ?? baseName, path: path, lines: lines, sourceHash: hash)
    }

    private mutating func check(_ command: ScenarioCommand, at head: ScenarioToken) throws {
        switch command {
        case .name(let value):
            guard name == nil else { throw error(head, "a second `scenario` name") }
            guard !value.isEmpty, !value.contains("/"), value != ".", value != ".." else {
                throw error(head, "the scenario name must be a folder name: not empty, no '/'")
            }
            name = value
        case .step(let n, _):
            guard n > lastStep else { throw error(head, "step \(n) out of order: it follows step \(lastStep)") }
            lastStep = n
        case .prefill:
            pendingPrefill = head
            pendingPrefillLine = currentLine
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
        case .select, .scroll, .keyboard:
            try requireOpen(head)
            events += 1
        case .expect:
            try requireNoPendingPrefill()
            guard events > 0 else { throw error(head, "`expect` before any event: there is no frame to check") }
        }
    }

    private func requireNoPendingPrefill() throws {
        if let prefill = pendingPrefill {
            throw ScenarioError(path: path, line: pendingPrefillLine, column: prefill.column,
                                message: "`prefill` with no `open` after it: it would fill nothing")
        }
    }

    private func requireOpen(_ head: ScenarioToken) throws {
        guard opened else { throw error(head, "`\(head.text)` before `open`: the sheet is not presented") }
    }

    private func error(_ token: ScenarioToken, _ message: String) -> ScenarioError {
        ScenarioError(path: path, line: currentLine, column: token.column, message: message)
    }
}
