/// `--motion [FPS]` on run, verify and record (the commands that take it): draw the in-between
/// frames of each animated event at FPS (default 60). The optional number is taken out of the
/// words before the flag table parses them. Each command's help says what it does with them.
package enum MotionFlag {
    /// The commands that accept `--motion`, in the order help lists them.
    package static let commands = ["run", "verify", "record"]

    /// The flag as `command` (one of `commands`) shows it in its help.
    package static func flag(for command: String) -> Flag {
        let drawn = "draw each animated event's in-between frames (optionally at FPS, default 60), measure them, write <frame>.apng and motion.html"
        let also: String
        switch command {
        case "verify": also = "; check the motion goldens (iphone-15-pro-light: each scenario's first scrolling newline)"
        case "record": also = "; record the motion goldens (with --prune, remove the motion goldens this run no longer makes)"
        default: also = ""
        }
        return Flag.toggle("motion", drawn + also + " (run, verify, record take --motion)")
    }

    /// The words without the FPS after `--motion`, and the FPS when `--motion` was given.
    package static func extract(_ words: [String]) throws -> (words: [String], fps: Double?) {
        func fps(_ text: String) throws -> Double {
            guard let value = Double(text), value >= 1, value <= 240, value.rounded() == value else {
                throw UsageError("--motion: FPS must be a whole number from 1 to 240, got \(text)")
            }
            return value
        }
        var rest = words
        // `--motion=FPS`, as `--flag=value` works for every other flag.
        if let at = words.firstIndex(where: { $0.hasPrefix("--motion=") }) {
            rest[at] = "--motion"
            return (rest, try fps(String(words[at].dropFirst("--motion=".count))))
        }
        guard let at = words.firstIndex(of: "--motion") else { return (words, nil) }
        guard at + 1 < words.count, Double(words[at + 1]) != nil else { return (rest, 60) }
        rest.remove(at: at + 1)
        return (rest, try fps(words[at + 1]))
    }
}
