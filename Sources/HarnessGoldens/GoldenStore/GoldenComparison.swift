import HarnessRun

/// How one frame compared with its golden.
public enum GoldenStatus: String, Codable, Hashable, Sendable {
    /// Same pixels, or differences within the budget.
    case match
    /// Differences over the budget.
    case changed
    /// A different size than the golden.
    case sizeChanged
    /// No golden file.
    case missing
    /// The golden could not be read (not a PNG, truncated): bad input, exit 2.
    case unreadable
}

/// The box holding every differing pixel: in pixels, and the same box in points.
public struct DifferenceBox: Codable, Hashable, Sendable {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    public let points: JSONRect

    public init(x: Int, y: Int, width: Int, height: Int, points: JSONRect) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.points = points
    }
}

/// The facts of one comparison, as the report and the failure message use them.
public struct GoldenComparison: Codable, Hashable, Sendable {
    public var status: GoldenStatus
    /// The golden's path.
    public var golden: String
    public var differingPixels: Int = 0
    public var antiAliasedPixels: Int = 0
    /// The box holding every differing pixel.
    public var box: DifferenceBox?
    /// The largest colour distance (0...1, YIQ).
    public var maxColorDelta: Double = 0
    /// Differing pixels inside the caret, button and keyboard rectangles.
    public var regionPixels: [String: Int] = [:]
    /// Each budget limit broken.
    public var violations: [String] = []
    /// What went wrong, for a person.
    public var detail: String = ""

    public init(status: GoldenStatus, golden: String) {
        self.status = status
        self.golden = golden
    }
}
