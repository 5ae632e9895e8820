/// One part of the renderer that differs between the goldens' fingerprint and the running one:
/// which part, typed, and the two values. report.json writes it as `part: golden → running`.
package struct RendererChange: Hashable, Sendable {
    /// A part of `RendererFingerprint`.
    package enum Part: Hashable, Sendable {
        case cairo, freeType, libpng
        /// A pinned font file's SHA-256, by path.
        case font(path: String)
        case fontOptions, textLibraries, scale
    }

    package let part: Part
    package let golden: String
    package let running: String

    package init(part: Part, golden: String, running: String) {
        self.part = part
        self.golden = golden
        self.running = running
    }
}

extension RendererChange: CustomStringConvertible, Codable {
    /// `part: golden → running`, e.g. `cairo: 1.16.0 → 1.18.0`: report.json's form and the
    /// terminal's.
    package var description: String { "\(part.name): \(golden) → \(running)" }

    package init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let text = try c.decode(String.self)
        guard let colon = text.range(of: ": "), let arrow = text.range(of: " → ", range: colon.upperBound..<text.endIndex),
              let part = Part(name: String(text[..<colon.lowerBound])) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a renderer change: `\(text)`")
        }
        self.init(part: part, golden: String(text[colon.upperBound..<arrow.lowerBound]),
                  running: String(text[arrow.upperBound...]))
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

extension RendererChange.Part {
    /// The part as report.json and the terminal name it.
    package var name: String {
        switch self {
        case .cairo: "cairo"
        case .freeType: "FreeType"
        case .libpng: "libpng"
        case .font(let path): "font \(path) SHA-256"
        case .fontOptions: "font options"
        case .textLibraries: "text libraries"
        case .scale: "scale"
        }
    }

    /// The part `name` names (report.json decoding).
    init?(name: String) {
        let fixed: [Self] = [.cairo, .freeType, .libpng, .fontOptions, .textLibraries, .scale]
        if let part = fixed.first(where: { $0.name == name }) {
            self = part
        } else if name.hasPrefix("font "), name.hasSuffix(" SHA-256"), name.count > 13 {
            self = .font(path: String(name.dropFirst(5).dropLast(8)))
        } else {
            return nil
        }
    }
}
