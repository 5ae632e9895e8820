import Foundation
import HarnessGoldens
import HarnessRun

/// A throwaway repository-like folder: a three-frame scenario, a Goldens folder and an out
/// folder, so golden tests run fast and never touch the real Goldens/.
package struct GoldenWorkspace {
    package let root: String
    package var scenario: String { root + "/tiny.scenario" }
    package var goldens: String { root + "/Goldens" }
    package var out: String { root + "/out" }

    package init() throws {
        root = try TestPaths.temporaryDirectory()
        try """
            scenario "tiny"
            open create
            tap instructions
            type "Hello"
            expect caret-visible
            """.write(toFile: scenario, atomically: true, encoding: .utf8)
    }

    package func options(appearance: String? = nil) throws -> HarnessOptions {
        try HarnessOptions(scenarios: [scenario], device: nil, appearance: appearance, out: out, goldens: goldens)
    }

    /// Path of frame `name`'s golden in the light variant.
    package func golden(_ name: String, variant: String = "iphone-15-pro-light") -> String {
        "\(goldens)/\(variant)/tiny/\(name).png"
    }

    /// Records goldens with `mode`.
    @discardableResult
    package func record(_ mode: RecordMode, appearance: String? = nil) async throws -> GoldenRecorder {
        let options = try options(appearance: appearance)
        let recorder = try GoldenRecorder(options: options, mode: mode)
        _ = try await HarnessSession(options: options, handlers: [ArtefactWriter(options: options), recorder]).run()
        try recorder.saveManifest()
        return recorder
    }

    /// Verifies against the goldens.
    package func verify() async throws -> VerificationReport {
        try await Verification(options: options()).run(progress: { _ in }).report
    }

    package func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
