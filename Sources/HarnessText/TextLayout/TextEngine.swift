import HarnessCore
import Synchronization

/// The text engine every layout goes through: Pango shapers over the pinned fonts, lent to one
/// thread at a time, and a cache of shaped words shared by all of them.
///
/// Shaping is the costly step (HarfBuzz runs Inter's contextual and kerning lookups on every
/// glyph), so, as Android's Minikin and Chromium's word shaper do, the engine shapes each piece
/// between two line-break opportunities on its own and remembers it: typing re-lays out a field on
/// every key, and all but one of its words were shaped before. The price is that nothing kerns
/// across a break opportunity (a space), which Inter barely does.
package final class TextEngine: Sendable {
    /// The families Pango asks for: Inter, then DejaVu Sans for other scripts. Every other pinned
    /// file is still a fallback (fontconfig sorts them all): Droid Sans Fallback for CJK, and Noto
    /// Color Emoji for what Pango itemizes as emoji (`PrivateFontConfig` maps its emoji request).
    /// The style's weight picks Inter Regular or SemiBold, DejaVu Sans or its Bold.
    static let families = "Inter, DejaVu Sans"

    /// The CSS/Pango weight asked for a style: 600 (semibold) for `.bold`, 400 otherwise.
    static func weight(of style: FontFace) -> Int { style == .bold ? 600 : 400 }

    /// The text libraries' versions, for the renderer fingerprint.
    package static var libraryVersions: String { TextLibraryVersions.description }

    /// Every file a shaper knows, in fallback order for the regular style.
    static let files = [FontFace.regular, .bold, .emoji, .fallbackRegular, .fallbackBold, .fallbackCJK].map(\.path)

    private let idle = Mutex<[PangoShaperBox]>([])
    let words = ShapeCache()

    /// The engine shared by every text view; creating it checks the pinned files.
    package static func shared() throws(FontError) -> TextEngine {
        let result = sharedEngine.withLock { cached -> Result<TextEngine, FontError> in
            if let cached { return .success(cached) }
            do throws(FontError) {
                let engine = try TextEngine()
                cached = engine
                return .success(engine)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static let sharedEngine = Mutex<TextEngine?>(nil)

    /// A new engine; fails naming the first pinned file that cannot be loaded.
    package init() throws(FontError) {
        let shaper = try Self.makeShaper()
        idle.withLock { $0.append(shaper) }
    }

    /// Runs `body` with a shaper no other thread is using.
    func withShaper<T>(_ body: (PangoShaper) throws(FontError) -> T) throws(FontError) -> T {
        let box: PangoShaperBox
        if let spare = idle.withLock({ $0.popLast() }) { box = spare } else { box = try Self.makeShaper() }
        defer { idle.withLock { $0.append(box) } }
        return try body(box.shaper)
    }

    private static func makeShaper() throws(FontError) -> PangoShaperBox {
        do {
            return PangoShaperBox(shaper: try PangoShaper(files: files, withoutWhiteSpace: [FontFace.emoji.path]))
        } catch {
            switch error {
            case let .fontNotLoaded(path, reason): throw FontError(path: path, reason: reason)
            default: throw FontError(path: "Pango", reason: error.description)
            }
        }
    }
}

/// A shaper handed between threads, used by one at a time under the engine's lock.
final class PangoShaperBox: @unchecked Sendable {
    let shaper: PangoShaper
    init(shaper: PangoShaper) { self.shaper = shaper }
}

/// Shaped words by (text, face, size, direction), bounded by the glyphs it holds.
final class ShapeCache: Sendable {
    struct Key: Hashable {
        let text: [UInt8]
        let face: FontFace
        let pointSize: Double
        let rightToLeft: Bool
    }

    private struct Store {
        var shaped: [Key: ShapedGlyphs] = [:]
        var glyphs = 0
    }

    /// The most glyphs kept; past it the cache starts again empty.
    let glyphLimit = 500_000
    private let store = Mutex(Store())

    func glyphs(for key: Key, make: () -> ShapedGlyphs) -> ShapedGlyphs {
        if let found = store.withLock({ $0.shaped[key] }) { return found }
        let made = make()
        store.withLock { s in
            if s.glyphs + made.ids.count > glyphLimit { s = Store() }
            s.shaped[key] = made
            s.glyphs += made.ids.count
        }
        return made
    }
}
