/// A comparison that cannot be made.
package enum DiffError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The two images are not the same size, so there is no pixel-to-pixel comparison.
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
    /// Two regions share a name, so their counts could not be told apart.
    case duplicateRegion(String)
    /// The threshold is outside 0...1.
    case invalidThreshold(Double)
    /// The window size is below 1.
    case invalidWindow(Int)

    /// A sentence naming the values involved.
    package var description: String {
        switch self {
        case let .sizeMismatch(ew, eh, aw, ah):
            "image sizes differ: expected \(ew) x \(eh), actual \(aw) x \(ah)"
        case let .duplicateRegion(name):
            "region \"\(name)\" is listed more than once"
        case let .invalidThreshold(value):
            "threshold \(value) is outside 0...1"
        case let .invalidWindow(value):
            "window \(value) is not a size of at least 1 pixel"
        }
    }
}
