import HarnessPixels
import HarnessCore
import HarnessScreens

/// What the pixels said of a frame's caret, typed: the measurer's finding, or why the pixels
/// were not asked. frames.json (`measuredGap.status`) and motion.json (`measureStatus`) write
/// its words; nothing reads the words back but a file's decoding.
package enum PixelStatus: Hashable, Sendable {
    /// The measurer looked: `measured`, `no-caret`, `ambiguous-caret`, `no-button`.
    case measurer(MeasureStatus)
    /// Measured toward the keyboard: a caret was found but no keyboard row.
    case noKeyboard
    /// Not asked: the model says these cover the caret.
    case hidden(by: [Occluder])
    /// Not asked: the measurer cannot find this screen's obstacle by its colours.
    case notMeasured(why: String)

    /// The words the files write: "measured", "no-caret", "no-keyboard", "hidden (keyboard)",
    /// "not measured (why)".
    package var words: String {
        switch self {
        case .measurer(let status): return status.rawValue
        case .noKeyboard: return "no-keyboard"
        case .hidden(let by): return "hidden (\(by.map(\.rawValue).joined(separator: ", ")))"
        case .notMeasured(let why): return "not measured (\(why))"
        }
    }

    /// Reads `words` back (a file's decoding); nil for words no case writes.
    package init?(words: String) {
        if let status = MeasureStatus(rawValue: words) {
            self = .measurer(status)
        } else if words == "no-keyboard" {
            self = .noKeyboard
        } else if let inner = Self.inside(words, after: "hidden (") {
            let names = inner.split(separator: ", ").map(String.init)
            let occluders = names.compactMap(Occluder.init(rawValue:))
            guard occluders.count == names.count else { return nil }
            self = .hidden(by: occluders)
        } else if let why = Self.inside(words, after: "not measured (") {
            self = .notMeasured(why: why)
        } else {
            return nil
        }
    }

    private static func inside(_ words: String, after opening: String) -> String? {
        guard words.hasPrefix(opening), words.hasSuffix(")") else { return nil }
        return String(words.dropFirst(opening.count).dropLast())
    }
}

extension PixelStatus: WordsCodable {
    package static let wordsName = "a pixel status"
}
