import HarnessScreens

/// Shrinks a failing program to a shortest one that still fails the same way: it drops chunks of
/// events (halves, then quarters, down to single events), merges neighbouring insertions, then
/// simplifies what is left (shorter and plainer texts, plainer placements, rounder scrolls,
/// empty prefills) and repeats until nothing helps. Every candidate is re-run, so the result is
/// a real failing program.
struct ProgramShrinker {
    /// Whether a candidate still fails the same way.
    let stillFails: (SheetProgram) -> Bool
    /// The most candidates to run, so a slow failure cannot stall the suite.
    var budget = 4000

    /// The smallest failing program found; `program` must fail.
    mutating func shrink(_ program: SheetProgram) -> SheetProgram {
        var best = program
        var improved = true
        while improved, budget > 0 {
            improved = dropChunks(&best)
            improved = mergeInsertions(&best) || improved
            improved = simplifyEvents(&best) || improved
            improved = simplifyPresentation(&best) || improved
        }
        return best
    }

    private mutating func accepts(_ candidate: SheetProgram) -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        return stillFails(candidate)
    }

    private mutating func dropChunks(_ best: inout SheetProgram) -> Bool {
        var improved = false
        var size = best.events.count
        while size >= 1 {
            var start = 0
            while start < best.events.count {
                var candidate = best
                candidate.events.removeSubrange(start..<min(start + size, best.events.count))
                if accepts(candidate) {
                    best = candidate
                    improved = true
                } else {
                    start += size
                }
            }
            size /= 2
        }
        return improved
    }

    /// Two insertions in a row become one: fewer events, if the failure does not need both updates.
    private mutating func mergeInsertions(_ best: inout SheetProgram) -> Bool {
        var improved = false
        var index = 0
        while index + 1 < best.events.count {
            if case .type(let first) = best.events[index], case .type(let second) = best.events[index + 1] {
                var candidate = best
                candidate.events.replaceSubrange(index...(index + 1), with: [.type(first + second)])
                if accepts(candidate) {
                    best = candidate
                    improved = true
                    continue
                }
            }
            index += 1
        }
        return improved
    }

    private mutating func simplifyEvents(_ best: inout SheetProgram) -> Bool {
        var improved = false
        for index in best.events.indices {
            if case .type(let text) = best.events[index] {
                let program = best
                if let shorter = shrinkText(text, allowEmpty: false, into: { text in
                    var candidate = program
                    candidate.events[index] = .type(text)
                    return candidate
                }) {
                    best.events[index] = .type(shorter)
                    improved = true
                }
                continue
            }
            for simpler in Self.simplifications(of: best.events[index]) {
                var candidate = best
                candidate.events[index] = simpler
                if accepts(candidate) {
                    best = candidate
                    improved = true
                    break
                }
            }
        }
        return improved
    }

    private mutating func simplifyPresentation(_ best: inout SheetProgram) -> Bool {
        var improved = false
        let program = best
        if let title = shrinkText(best.title, allowEmpty: true, into: { text in
            var candidate = program
            candidate.title = text
            return candidate
        }) {
            best.title = title
            improved = true
        }
        let withTitle = best
        if let instructions = shrinkText(best.instructions, allowEmpty: true, into: { text in
            var candidate = withTitle
            candidate.instructions = text
            return candidate
        }) {
            best.instructions = instructions
            improved = true
        }
        var plain = best
        plain.mode = .create
        plain.predictiveBar = true
        if plain != best, accepts(plain) {
            best = plain
            improved = true
        }
        return improved
    }

    /// A shorter or plainer text that still fails, or nil: the empty text (where allowed), then
    /// chunks of characters removed (down to single characters for texts of 64 or fewer), then
    /// each character made "a", or "\n" if it is a newline of another kind.
    private mutating func shrinkText(_ text: String, allowEmpty: Bool,
                                     into candidate: (String) -> SheetProgram) -> String? {
        guard !text.isEmpty else { return nil }
        if allowEmpty, accepts(candidate("")) { return "" }
        var best = Array(text)
        var improved = false
        var size = best.count / 2
        let smallest = best.count <= 64 ? 1 : max(1, best.count / 64)
        while size >= smallest {
            var start = 0
            while start < best.count, best.count > 1 {
                var shorter = best
                shorter.removeSubrange(start..<min(start + size, best.count))
                if accepts(candidate(String(shorter))) {
                    best = shorter
                    improved = true
                } else {
                    start += size
                }
            }
            size /= 2
        }
        for index in best.indices {
            let plain: Character = best[index].isNewline ? "\n" : "a"
            guard best[index] != plain else { continue }
            var simpler = best
            simpler[index] = plain
            if accepts(candidate(String(simpler))) {
                best = simpler
                improved = true
            }
        }
        return improved ? String(best) : nil
    }

    /// Simpler events to try in place of one that is not an insertion, simplest first.
    private static func simplifications(of event: SheetEvent) -> [SheetEvent] {
        switch event {
        case .type, .backspace, .keyboard: return []
        case .tap(let field, let placement): return plainer(placement).map { .tap(field, $0) }
        case .select(let field, let placement): return plainer(placement).map { .select(field, $0) }
        case .selectRange(let field, let start, let end):
            var simpler: [SheetEvent] = []
            if start != end { simpler.append(.selectRange(field, startPerMille: start, endPerMille: start)) }
            if start > 0 || end > 0 { simpler.append(.selectRange(field, startPerMille: start / 2, endPerMille: end / 2)) }
            return simpler
        case .scroll(let y):
            return [0, y.rounded(), (y / 2).rounded()].filter { $0 != y }.map { .scroll($0) }
        }
    }

    private static func plainer(_ placement: CaretPlacement) -> [CaretPlacement] {
        switch placement {
        case .end: return []
        case .endOfLine(let n) where n > 1: return [.end, .start, .endOfLine(n / 2)]
        default: return [.end, .start]
        }
    }
}
