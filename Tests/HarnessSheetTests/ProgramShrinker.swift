import HarnessSheet

/// Shrinks a failing program to a shortest one that still fails the same way: it drops chunks of
/// events (halves, then quarters, down to single events), then simplifies what is left (shorter
/// texts, plainer placements, rounder scrolls, empty prefills) and repeats until nothing helps.
/// Every candidate is re-run, so the result is a real failing program.
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

    private mutating func simplifyEvents(_ best: inout SheetProgram) -> Bool {
        var improved = false
        for index in best.events.indices {
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
        var candidates: [SheetProgram] = []
        for text in Self.shorterTexts(best.title) {
            var candidate = best
            candidate.title = text
            candidates.append(candidate)
        }
        for text in Self.shorterTexts(best.instructions) {
            var candidate = best
            candidate.instructions = text
            candidates.append(candidate)
        }
        if best.mode != .create {
            var candidate = best
            candidate.mode = .create
            candidates.append(candidate)
        }
        if !best.predictiveBar {
            var candidate = best
            candidate.predictiveBar = true
            candidates.append(candidate)
        }
        for candidate in candidates where accepts(candidate) {
            best = candidate
            return true
        }
        return false
    }

    /// Simpler events to try in place of one, simplest first.
    static func simplifications(of event: SheetEvent) -> [SheetEvent] {
        switch event {
        case .type(let text): return shorterTexts(text).filter { !$0.isEmpty }.map { .type($0) }
        case .backspace, .keyboard: return []
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

    /// Shorter versions of a text: empty, plain "a", each half, then (for short texts) each
    /// character dropped or made plain.
    static func shorterTexts(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        let characters = Array(text)
        var shorter = ["", "a"]
        if characters.count > 1 {
            shorter.append(String(characters[..<(characters.count / 2)]))
            shorter.append(String(characters[(characters.count / 2)...]))
        }
        if characters.count <= 16 {
            for index in characters.indices {
                var dropped = characters
                dropped.remove(at: index)
                shorter.append(String(dropped))
                if characters[index] != "a" {
                    var plain = characters
                    plain[index] = "a"
                    shorter.append(String(plain))
                }
            }
        }
        return shorter.filter { $0 != text }
    }

    private static func plainer(_ placement: CaretPlacement) -> [CaretPlacement] {
        switch placement {
        case .end: return []
        case .endOfLine(let n) where n > 1: return [.end, .start, .endOfLine(n / 2)]
        default: return [.end, .start]
        }
    }
}
