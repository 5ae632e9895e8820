import HarnessScript

/// The scenario parser's contract on arbitrary bytes, shared by scripts/fuzz's libFuzzer target
/// (which links this file) and the regression test that replays kept crashes.
enum ScenarioFuzzCase {
    static let path = "fuzz.scenario"

    /// What is wrong with parsing these bytes; empty when the parser returned a scenario or a
    /// `ScenarioError` that points inside the file (a line that exists, a column on it or just
    /// past its end, counted in Unicode scalars).
    static func problems(in bytes: [UInt8]) -> [String] {
        do {
            let scenario = try ScenarioParser.parse(bytes: bytes, path: path)
            return scenario.lines.isEmpty ? ["a scenario without commands was accepted"] : []
        } catch let error as ScenarioError {
            let lines = String(decoding: bytes, as: UTF8.self).unicodeScalars
                .split(separator: "\n", omittingEmptySubsequences: false)
            guard (1...lines.count).contains(error.line) else {
                return ["\(error) names line \(error.line) of \(lines.count)"]
            }
            let width = lines[error.line - 1].count
            guard (1...(width + 1)).contains(error.column) else {
                return ["\(error) names column \(error.column) of a \(width)-scalar line"]
            }
            guard error.description == "\(path):\(error.line):\(error.column): \(error.message)", !error.message.isEmpty
            else {
                return ["malformed message: \(error)"]
            }
            return []
        } catch {
            return ["not a ScenarioError: \(error)"]
        }
    }
}
