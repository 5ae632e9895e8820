import HarnessGoldens
import HarnessReports
import HarnessRun

/// One failing frame: why, and the three images (golden, actual, diff). The assertion reports
/// them grouped by cause (`CauseFailure`), not one by one.
public struct FrameFailure: Sendable, CustomStringConvertible {
    /// `iphone-15-pro-dark`, …
    public let variant: String
    /// The frame's name (its golden's file name without `.png`).
    public let frame: String
    /// Each reason: the golden comparison, each failed expectation with the script line that wrote it.
    public let reasons: [String]
    /// The reasons as causes: the words, and the key frames share when they fail for the same cause.
    public let causes: [FrameCause]
    /// True when one reason is that the frame has no golden.
    public let goldenMissing: Bool
    /// The golden's path (it may not exist: a missing golden).
    public let golden: String
    /// The frame drawn by this run.
    public let actual: String
    /// The diff image (golden faded, differences red), when the golden exists and differs.
    public let diff: String?
    /// False when the check compared no golden (`comparesGoldens: false`): `golden` names none.
    public let comparedGolden: Bool

    init(variant: String, frame v: FrameVerification, paths: GoldenPaths, outDirectory: String, script: Script, comparesGoldens: Bool = true) {
        self.variant = variant
        frame = v.frame.name
        var causes: [FrameCause] = []
        let c = v.comparison
        switch comparesGoldens ? c.status : .match {
        case .match: break
        case .missing: causes.append(FrameCause(key: "golden missing", text: "no golden"))
        case .unreadable: causes.append(FrameCause(key: "golden unreadable", text: "the golden cannot be read: \(c.detail)"))
        case .sizeChanged:
            causes.append(FrameCause(key: "golden size", text: "the frame's size differs from the golden's: \(c.detail)"))
        case .changed:
            var text = "pixels differ from the golden: \(c.differingPixels) pixels"
            if let box = c.box { text += " in x \(box.points.x) y \(box.points.y) w \(box.points.width) h \(box.points.height) pt" }
            causes.append(FrameCause(key: "golden changed", text: text))
        }
        for e in v.frame.expectations where !e.passed {
            let text = "expect \(e.expect) failed: \(FrameCause.plainMessage(e))"
            // As the command line groups them: the same words are one cause, whatever their
            // numbers and line (a gap differs from frame to frame); the frame's own name (a
            // cross-check names it) is no part of the cause either.
            let key = "expect: " + FailureGroups.numbersMasked(text.replacingOccurrences(of: v.frame.name, with: "#"))
            causes.append(FrameCause(key: key, text: text, location: script.location(ofLine: e.line)))
        }
        self.causes = causes
        reasons = causes.map { cause in cause.location.map { "\(cause.text) (\($0))" } ?? cause.text }
        goldenMissing = comparesGoldens && c.status == .missing
        golden = c.golden.isEmpty ? paths.golden("\(v.frame.name).png") : c.golden
        actual = outDirectory + "/" + v.actualImage
        diff = comparesGoldens ? v.diffImage.map { outDirectory + "/" + $0 } : nil
        comparedGolden = comparesGoldens
    }

    /// One frame's reasons and images (the grouped report is `CauseFailure`'s).
    public var description: String {
        var text = "\(variant) frame \(frame): " + reasons.map(FrameCause.rounded).joined(separator: "; ")
        if comparedGolden { text += "\n  golden: \(golden)" }
        text += "\n  actual: \(actual)"
        if let diff { text += "\n  diff:   \(diff)" }
        return text
    }
}

/// One reason a frame failed: its words (the first frame's numbers) and the key every frame
/// failing for the same cause shares (the expectation's line and words, numbers aside).
public struct FrameCause: Hashable, Sendable {
    public let key: String
    public let text: String
    /// The script line that wrote the expectation (`FILE:LINE`); nil for a golden's cause.
    public let location: String?

    init(key: String, text: String, location: String? = nil) {
        self.key = key
        self.text = text
        self.location = location
    }

    /// An expectation's message as a person reads it: the model's side and its details; the
    /// pixels' side only when they measured something (not when they were not asked).
    static func plainMessage(_ e: ExpectationOutcome) -> String {
        var parts = [e.modelMessage] + e.details
        switch e.pixels {
        case .notAsked?, .covered?, nil: break
        default: if let note = e.pixelNote { parts.append(note) }
        }
        return parts.joined(separator: "; ")
    }

    /// `text` with every decimal number rounded to what a person reads: at most two decimals,
    /// no trailing zeros ("785.6666666666666" is 785.67, "54.0" is 54). Whole numbers, and
    /// dotted runs such as a version or an IP (two dots or more), are left as they are.
    public static func rounded(_ text: String) -> String {
        let chars = Array(text)
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            // A number starts at a digit not glued to a word (so "iphone-15-pro" stays).
            let gluedToWord = i > 0 && (chars[i - 1].isLetter || chars[i - 1] == "_")
            guard c.isASCII, c.isNumber, !gluedToWord else {
                out.append(c)
                i += 1
                continue
            }
            var j = i
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
            var fractionEnd = j
            if j + 1 < chars.count, chars[j] == ".", chars[j + 1].isASCII, chars[j + 1].isNumber {
                fractionEnd = j + 1
                while fractionEnd < chars.count, chars[fractionEnd].isASCII, chars[fractionEnd].isNumber { fractionEnd += 1 }
            }
            let dotted = fractionEnd < chars.count - 1 && chars[fractionEnd] == "." && chars[fractionEnd + 1].isNumber
            let word = String(chars[i..<fractionEnd])
            if fractionEnd > j, !dotted, let value = Double(word) {
                out += short(value)
            } else {
                out += word
            }
            i = fractionEnd
        }
        return out
    }

    /// At most two decimals, no trailing zeros.
    static func short(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let n = Int(abs(hundredths))
        let whole = n / 100, fraction = n % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        return fraction % 10 == 0 ? "\(sign)\(whole).\(fraction / 10)" : "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// One cause of an assertion's failures, with every frame and variant it covers: the issue the
/// assertion reports, under 10 lines. The cause comes first, in words, its numbers rounded to
/// 0.01 (the first frame's); then the frames, the variants, and the golden, actual and diff
/// paths of the first frame.
///
/// ```
/// expect caret-visible failed: the caret is hidden by keyboard (LongFormScript.swift:19)
///   2 frames: s000-004-tap-instructions, s000-030-type-antidisestablishment
///   on iphone-15-pro-light
///   first: iphone-15-pro-light frame s000-004-tap-instructions
///   golden: …/s000-004-tap-instructions.png
///   actual: …/s000-004-tap-instructions.png
/// ```
public struct CauseFailure: Sendable, CustomStringConvertible {
    /// The cause in words, the first frame's numbers (unrounded).
    public let cause: String
    /// The frames it covers, each once, in variant and frame order, each with its variant.
    public let frames: [(variant: String, frame: String)]
    /// The variants the frames ran on, in order.
    public let variants: [String]
    /// The first frame's failure (its images).
    public let first: FrameFailure
    /// How many frames' numbers differ from the first's (0 when all read the same).
    public let otherWordings: Int
    /// The script lines of the expectations failing for this cause, first first (`FILE:LINE`).
    public let locations: [String]

    /// The most frame names listed before "+N more".
    static let listed = 4

    /// The failures grouped by cause, in the order each cause first occurs; a frame with two
    /// causes (an expectation and its golden) is under both.
    public static func group(_ failures: [FrameFailure]) -> [CauseFailure] {
        var order: [String] = []
        var members: [String: [(FrameFailure, FrameCause)]] = [:]
        for failure in failures {
            for cause in failure.causes {
                if members[cause.key] == nil { order.append(cause.key) }
                members[cause.key, default: []].append((failure, cause))
            }
        }
        return order.map { key in
            let list = members[key]!
            var variants: [String] = []
            var frames: [(variant: String, frame: String)] = []
            var locations: [String] = []
            for (f, cause) in list {
                // A frame failing twice for one cause (two lines' expectations) counts once.
                if !variants.contains(f.variant) { variants.append(f.variant) }
                if !frames.contains(where: { $0.variant == f.variant && $0.frame == f.frame }) { frames.append((f.variant, f.frame)) }
                if let location = cause.location, !locations.contains(location) { locations.append(location) }
            }
            let wordings = Set(list.map(\.1.text))
            return CauseFailure(cause: list[0].1.text, frames: frames, variants: variants, first: list[0].0,
                                otherWordings: wordings.count - 1, locations: locations)
        }
    }

    public var description: String {
        var head = FrameCause.rounded(cause) + (otherWordings > 0 ? " (the first frame's numbers; others differ)" : "")
        if let place = locations.first {
            // Further lines of the same file by number only: "(Script.swift:12; also lines 25, 28)".
            let file = place.split(separator: ":", omittingEmptySubsequences: false).dropLast().joined(separator: ":")
            let others = locations.dropFirst().map { $0.hasPrefix(file + ":") ? String($0.dropFirst(file.count + 1)) : $0 }
            head += " (\(place)" + (others.isEmpty ? "" : "; also line\(others.count == 1 ? "" : "s") \(others.joined(separator: ", "))") + ")"
        }
        var lines = [head]
        // The frame names, once each (a frame failing in several variants is listed once).
        var names: [String] = []
        for f in frames where !names.contains(f.frame) { names.append(f.frame) }
        let shown = names.prefix(Self.listed).joined(separator: ", ")
        let more = names.count > Self.listed ? ", +\(names.count - Self.listed) more" : ""
        lines.append("  \(frames.count == 1 ? "1 frame" : "\(frames.count) frames"): \(shown)\(more)")
        let variantList = variants.prefix(Self.listed).joined(separator: ", ")
            + (variants.count > Self.listed ? ", +\(variants.count - Self.listed) more" : "")
        lines.append("  on \(variantList)")
        lines.append("  first: \(first.variant) frame \(first.frame)")
        if first.comparedGolden { lines.append("  golden: \(first.golden)") }
        lines.append("  actual: \(first.actual)")
        if let diff = first.diff { lines.append("  diff:   \(diff)") }
        return lines.joined(separator: "\n")
    }
}
