/// A scenario file that cannot be run, located as `FILE:LINE:COL: message`.
package struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    package let path: String
    package let line: Int
    package let column: Int
    package let message: String

    package init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    package var description: String { "\(path):\(line):\(column): \(message)" }
}
