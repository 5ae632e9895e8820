import HarnessCore

/// The names of the frames one scenario line makes, fixed when the scenario is parsed.
///
/// A frame is named after where it sits, not after how many frames came before it:
/// `sSSS-PPP-slug`, the step number and the frame's place within its step (both three digits,
/// so names sort in run order past 99: steps go to 999, a step holds at most 999 frames), then
/// the event (`s004-003-newline`). Inserting an event renames only the later frames of its own
/// step. A `frame "NAME"` line before the event names its frame exactly.
/// Stored as a rule, not a list, so `newline 100` costs no more memory than `newline`.
package struct FrameNames: RandomAccessCollection, Hashable, Sendable {
    private enum Rule: Hashable, Sendable {
        case numbered(step: Int, firstPlace: Int, slug: String)
        case given(String)
    }

    private let rule: Rule
    package let count: Int

    /// The most frames one step may hold (the place is written with three digits).
    package static let maxFramesPerStep = 999

    /// No frames (a line that is not an event).
    package static let none = FrameNames(rule: .given(""), count: 0)

    private init(rule: Rule, count: Int) {
        self.rule = rule
        self.count = count
    }

    /// `count` frames numbered from `firstPlace` in `step`.
    package static func numbered(step: Int, firstPlace: Int, count: Int, slug: String) -> FrameNames {
        FrameNames(rule: .numbered(step: step, firstPlace: firstPlace, slug: slug), count: count)
    }

    /// One frame named by a `frame` line.
    package static func given(_ name: String) -> FrameNames {
        FrameNames(rule: .given(name), count: 1)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(position: Int) -> String {
        precondition(indices.contains(position), "frame \(position) of a line that makes \(count)")
        switch rule {
        case .given(let name): return name
        case .numbered(let step, let first, let slug):
            return "s" + threeDigits(step) + "-" + threeDigits(first + position) + "-" + slug
        }
    }

    /// Names of files the goldens folder keeps beside or above a scenario's frames (the strategy
    /// strip, the manifest, the sweep baseline, the variants list, the journal and lock), which
    /// a `frame` line may not take, whatever the case (a case-insensitive disk would merge them).
    package static let reserved: [(name: String, use: String)] = [
        ("strategies", "the strategy strip golden strategies.png of `compare --record`"),
        ("manifest", "the goldens manifest manifest.json"),
        ("sweep", "the sweep baseline sweep.json"),
        ("baseline", "the sweep baseline"),
        ("variants", "the variants list variants.json"),
        ("journal", "the record journal"),
    ]

    /// What a reserved name is used for, nil when `name` is free. Names starting with
    /// `.caret-harness` (the journal, the lock, staged files) are reserved too.
    package static func reservedUse(of name: String) -> String? {
        let lower = name.lowercased()
        if lower.hasPrefix(".caret-harness") { return "the record journal, lock and staged files" }
        return reserved.first { $0.name == lower }?.use
    }

    /// True for a name of the automatic form, which a `frame` line may not take.
    package static func isNumberedForm(_ name: String) -> Bool {
        let s = Array(name.utf8)
        func digits(_ range: Range<Int>) -> Bool { range.allSatisfy { s[$0] >= 0x30 && s[$0] <= 0x39 } }
        return s.count >= 9 && (s[0] == UInt8(ascii: "s") || s[0] == UInt8(ascii: "S")) && digits(1..<4) && s[4] == UInt8(ascii: "-")
            && digits(5..<8) && s[8] == UInt8(ascii: "-")
    }
}

private func threeDigits(_ n: Int) -> String {
    let text = String(n)
    return String(repeating: "0", count: max(0, 3 - text.count)) + text
}

/// The slug of each event, as frame names and their goldens spell it.
package enum FrameSlug {
    package static func of(_ command: ScenarioCommand) -> String? {
        switch command {
        case .open(let mode): return mode.map { "open-\($0.rawValue)" } ?? "open"
        // The input's accessibility identifier, as the script wrote it (made file-name safe).
        case .tap(let field, _): return "tap-\(slugify(field.rawValue))"
        case .select(let field, _): return "select-\(slugify(field.rawValue))"
        case .type(let text): return "type-\(slugify(text))"
        case .newline: return "newline"
        case .backspace: return "backspace"
        case .scroll(let target): return "scroll-\(slugify(describe(target)))"
        case .keyboard(let visible): return visible ? "keyboard-show" : "keyboard-hide"
        case .keyboardChange(let change): return slugify(change.text)
        case .name, .step, .prefill, .expect, .wait, .frame: return nil
        }
    }
}

/// A scroll target as written after `scroll`: "to 120", "by -40", "to top".
package func describe(_ target: ScrollTarget) -> String {
    switch target {
    case .to(let y): return "to \(NumberText.shortest(y))"
    case .by(let dy): return "by \(NumberText.shortest(dy))"
    case .top: return "to top"
    case .bottom: return "to bottom"
    }
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
