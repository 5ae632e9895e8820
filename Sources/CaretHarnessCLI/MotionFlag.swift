/// `--motion [FPS]` on run and verify: draw the in-between frames of each animated event at FPS
/// (default 60). The optional number is taken out of the words before the flag table parses them.
enum MotionFlag {
    static let flag = Flag.toggle("motion", "draw each animated event's in-between frames (optionally at FPS, default 60), measure them, write <frame>.apng and motion.html")

    /// The words without the FPS after `--motion`, and the FPS when `--motion` was given.
    static func extract(_ words: [String]) throws -> (words: [String], fps: Double?) {
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
