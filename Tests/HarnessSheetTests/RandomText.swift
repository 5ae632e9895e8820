/// Text a user (or a paste) might put in a field, biased towards what breaks text handling:
/// emoji ZWJ sequences and flags, combining marks, CJK, right-to-left scripts, zero-width and
/// control characters, glyphs DejaVu Sans lacks, every kind of newline, and now and then a
/// 5,000-character word or 4,096 empty lines.
enum RandomText {
    static let fiveThousandCharacterWord = String(repeating: "abcdefghij", count: 500)
    static let emptyLines = String(repeating: "\n", count: 4096)

    static let atoms: [String] = [
        // Plain words, punctuation and spaces.
        "a", "The", "quick", "fox", "Keep it short.", "42", ",", "!", " ", "  ", "\t",
        // Emoji: a ZWJ family, a ZWJ profession with a skin tone, a flag sequence, flags, a lone
        // regional indicator, a keycap, a skin-tone modifier alone.
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}",
        "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "\u{1F1FA}\u{1F1F8}", "\u{1F1EB}\u{1F1F7}", "\u{1F1EF}",
        "1\u{FE0F}\u{20E3}", "\u{1F3FD}", "\u{1F600}",
        // Combining marks: on a base, stacked, and with no base.
        "e\u{301}", "a\u{300}\u{301}\u{302}\u{303}\u{304}", "\u{301}", "\u{20DD}",
        // CJK, Hangul (precomposed and as jamo), full-width, ideographic space.
        "\u{4E2D}\u{6587}\u{5B57}", "\u{65E5}\u{672C}\u{8A9E}", "\u{D55C}\u{AD6D}", "\u{1112}\u{1161}\u{11AB}",
        "\u{FF21}\u{FF22}", "\u{3000}",
        // Right-to-left: Hebrew, Arabic, marks and overrides.
        "\u{5E9}\u{5DC}\u{5D5}\u{5DD}", "\u{645}\u{631}\u{62D}\u{628}\u{627}", "\u{200F}", "\u{202E}abc\u{202C}",
        // Zero-width characters.
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{FEFF}", "\u{2060}",
        // Glyphs the font lacks: Devanagari with a virama, private use, the last code point,
        // a replacement character.
        "\u{928}\u{92E}\u{938}\u{94D}\u{924}\u{947}", "\u{E000}", "\u{10FFFF}", "\u{FFFD}",
        // Controls and every newline Character.isNewline knows.
        "\u{0}", "\u{7F}", "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{B}",
    ]

    /// One insertion: a few atoms, a random stack of combining marks, or rarely a huge text.
    static func insertion(using rng: inout SplitMix64) -> String {
        if rng.chance(0.002) { return rng.pick([fiveThousandCharacterWord, emptyLines]) }
        if rng.chance(0.05) { return markStack(using: &rng) }
        var text = ""
        for _ in 0..<rng.within(1...6) {
            text += rng.pick(atoms)
        }
        return text
    }

    /// A base letter (or none) under 1 to 30 marks from U+0300...U+036F.
    static func markStack(using rng: inout SplitMix64) -> String {
        var scalars = String.UnicodeScalarView()
        if rng.chance(0.8) { scalars.append("o") }
        for _ in 0..<rng.within(1...30) {
            scalars.append(Unicode.Scalar(UInt32(0x300 + rng.below(0x70)))!)
        }
        return String(scalars)
    }
}
