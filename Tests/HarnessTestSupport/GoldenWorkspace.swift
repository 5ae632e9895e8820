import Foundation
import HarnessGoldens
import HarnessRun

/// A throwaway repository-like folder: a three-frame scenario, a Goldens folder and an out
/// folder, so golden tests run fast and never touch the real Goldens/.
public struct GoldenWorkspace {
    public let root: String
    public var scenario: String { root + "/tiny.scenario" }
    public var goldens: String { root + "/Goldens" }
    public var out: String { root + "/out" }

    public init() throws {
        root = try TestPaths.temporaryDirectory()
        try """
            scenario "tiny"
            open create
            tap instructions
            type "Hello"
            expect caret-visible
            """.write(toFile: scenario, atomically: true, encoding: .utf8)
    }

    public func options(appearance: String? = nil) throws -> HarnessOptions {
        try HarnessOptions(scenarios: [scenario], device: nil, appearance: appearance, out: out, goldens: goldens)
    }

    /// Path of frame `name`'s golden in the light variant.
    public func golden(_ name: String, variant: String = "iphone-15-pro-light") -> String {
        "\(goldens)/\(variant)/tiny/\(name).png"
    }

    /// Records goldens with `mode`.
    @discardableResult
    public func record(_ mode: RecordMode, appearance: String? = nil) async throws -> GoldenRecorder {
        let options = try options(appearance: appearance)
        let recorder = try GoldenRecorder(options: options, mode: mode)
        _ = try await HarnessSession(options: options, handlers: [ArtefactWriter(options: options), recorder]).run()
        try recorder.saveManifest()
        return recorder
    }

    /// Verifies against the goldens.
    public func verify() async throws -> VerificationReport {
        try await Verification(options: options()).run(progress: { _ in }).report
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
