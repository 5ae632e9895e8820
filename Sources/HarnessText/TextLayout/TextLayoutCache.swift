import HarnessCore
import Synchronization

/// Layouts already made, shared by every text view on every thread while a cache is installed.
/// A layout depends only on the text, face, size and width, so a model-only sweep, which lays out
/// the same texts at the same widths under several keyboards, reuses them instead of laying them
/// out again. Off unless installed; bounded by the characters it holds (oldest dropped first), so
/// memory stays flat however long the sweep.
package final class TextLayoutCache: Sendable {
    struct Key: Hashable {
        let text: String
        let face: FontFace
        let pointSize: Double
        let width: Double
    }

    private struct Store {
        var layouts: [Key: TextLayout] = [:]
        var order: [Key] = []
        var head = 0
        var characters = 0
    }

    /// The most characters the cached layouts may hold together.
    package let characterLimit: Int
    private let store = Mutex(Store())

    package init(characterLimit: Int = 1_000_000) {
        self.characterLimit = max(0, characterLimit)
    }

    /// The cache TextViews use, nil (none) by default. Install one around a batch of model runs.
    package static var installed: TextLayoutCache? {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    private static let current = Mutex<TextLayoutCache?>(nil)

    /// The cached layout for these inputs, or `make()`'s, remembered.
    package func layout(text: String, face: FontFace, pointSize: Double, width: Double,
                make: () throws(FontError) -> TextLayout) throws(FontError) -> TextLayout
    {
        let key = Key(text: text, face: face, pointSize: pointSize, width: width)
        if let found = store.withLock({ $0.layouts[key] }) { return found }
        let made = try make()
        store.withLock { s in
            guard s.layouts[key] == nil, made.characterCount <= characterLimit else { return }
            s.layouts[key] = made
            s.order.append(key)
            s.characters += made.characterCount
            while s.characters > characterLimit, s.head < s.order.count {
                if let old = s.layouts.removeValue(forKey: s.order[s.head]) { s.characters -= old.characterCount }
                s.head += 1
            }
            if s.head > 4096, s.head * 2 > s.order.count {
                s.order.removeFirst(s.head)
                s.head = 0
            }
        }
        return made
    }
}
