/// `--motion [FPS]` on run, verify and record (the commands that take it): draw the in-between
/// frames of each animated event at FPS (default 60). The optional number is taken out of the
/// words before the flag table parses them. Each command's help says what it does with them.
enum MotionFlag {
    /// The commands that accept `--motion`, in the order help lists them.
    static let commands = ["run", "verify", "record"]

    /// The flag as `command` (one of `commands`) shows it in its help.
    static func flag(for command: String) -> Flag {
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
    static func extract(_ words: [String]) throws -> (words: [String], fps: Double?) {
        // `--motion=FPS`, as `--flag=value` works for every other flag.
        if let at = words.firstIndex(where: { $0.hasPrefix("--motion=") }) {
            let text = String(words[at].dropFirst("--motion=".count))
            guard let value = Double(text), value >= 1, value <= 240, value.rounded() == value else {
                throw UsageError("--motion: FPS must be a whole number from 1 to 240, got \(text)")
            }
            var rest = words
            rest[at] = "--motion"
            return (rest, value)
        }
        guard let at = words.firstIndex(of: "--motion") else { return (words, nil) }
        var rest = words
        var fps = 60.0
        if at + 1 < words.count, let value = Double(words[at + 1]) {
            guard value >= 1, value <= 240, value.rounded() == value else {
                throw UsageError("--motion: FPS must be a whole number from 1 to 240, got \(words[at + 1])")
            }
            fps = value
            rest.remove(at: at + 1)
        }
        return (rest, fps)
    }
}
