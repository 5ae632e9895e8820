import Foundation

/// Paths of the repository's own files, found from this source file so tests run from any folder.
package enum TestPaths {
    package static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    package static let smokeScenario = repository + "/Scenarios/smoke-test.scenario"
    package static let goldens = repository + "/Goldens"

    /// A fresh temporary folder, removed by the caller's teardown.
    package static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "caret-harness-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
