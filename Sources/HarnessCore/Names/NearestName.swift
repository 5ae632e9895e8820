/// "Did you mean": the known name closest to a mistyped one, by edit distance (insertions,
/// deletions, substitutions and swaps of neighbours each cost 1), case ignored.
package enum NearestName {
    /// The closest of `candidates` to `word`, when it is close enough to be what was meant: at
    /// most a third of the word's length in edits (at least 1, at most 3), or `word` is a prefix
    /// of exactly one candidate. Ties go to the earlier candidate.
    package static func suggestion(for word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return nil }
        let limit = min(3, max(1, lowered.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let d = distance(lowered, candidate.lowercased())
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        if let best { return best.name }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// `" (did you mean X?)"`, or empty.
    package static func hint(for word: String, in candidates: [String]) -> String {
        suggestion(for: word, in: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// Optimal-string-alignment distance between `a` and `b`.
    package static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { value = min(value, previous2[j - 2] + 1) }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }
}
