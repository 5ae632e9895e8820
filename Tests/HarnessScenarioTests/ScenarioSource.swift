import HarnessScript

/// Parses scenario text written in a test, reporting a failure as the exact text a user sees.
enum ScenarioSource {
    static let path = "bad.scenario"

    /// The parsed scenario.
    static func parse(_ text: String, path: String = path) throws -> Scenario {
        try ScenarioParser.parse(bytes: Array(text.utf8), path: path)
    }

    /// "FILE:LINE:COL: message" for bytes that must not parse, or a note that they did.
    static func failure(_ bytes: [UInt8]) -> String {
        do {
            let scenario = try ScenarioParser.parse(bytes: bytes, path: path)
            return "parsed \(scenario.lines.count) commands"
        } catch {
            return "\(error)"
        }
    }

    static func failure(_ text: String) -> String {
        failure(Array(text.utf8))
    }

    /// The commands of a scenario that must parse.
    static func commands(_ text: String) throws -> [ScenarioCommand] {
        try parse(text).lines.map(\.command)
    }
}
