import HarnessRun

/// How one frame compared with its golden.
package enum GoldenStatus: String, Codable, Hashable, Sendable {
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
package struct DifferenceBox: Codable, Hashable, Sendable {
    package let x: Int
    package let y: Int
    package let width: Int
    package let height: Int
    package let points: JSONRect

    package init(x: Int, y: Int, width: Int, height: Int, points: JSONRect) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.points = points
    }
}

/// The facts of one comparison, as the report and the failure message use them.
package struct GoldenComparison: Codable, Hashable, Sendable {
    package var status: GoldenStatus
    /// The golden's path.
    package var golden: String
    package var differingPixels: Int = 0
    package var antiAliasedPixels: Int = 0
    /// The box holding every differing pixel.
    package var box: DifferenceBox?
    /// The largest colour distance (0...1, YIQ).
    package var maxColorDelta: Double = 0
    /// Differing pixels inside the caret, button and keyboard rectangles.
    package var regionPixels: [String: Int] = [:]
    /// Each budget limit broken.
    package var violations: [String] = []
    /// What went wrong, for a person.
    package var detail: String = ""

    package init(status: GoldenStatus, golden: String) {
        self.status = status
        self.golden = golden
    }
}
