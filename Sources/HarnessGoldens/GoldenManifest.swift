import Foundation
import HarnessRun

/// One golden's record in Goldens/manifest.json.
public struct GoldenRecord: Codable, Hashable, Sendable {
    public var frame: String
    public var scenario: String
    public var scenarioHash: String
    /// SHA-256 of the PNG file.
    public var sha256: String
    /// `RGBAImage.pixelHash` of its pixels, so `verify` can see an equal frame without decoding.
    public var pixels: String?

    public init(frame: String, scenario: String, scenarioHash: String, sha256: String, pixels: String?) {
        self.frame = frame
        self.scenario = scenario
        self.scenarioHash = scenarioHash
        self.sha256 = sha256
        self.pixels = pixels
    }
}

/// Goldens/manifest.json: every golden with the scenario version that made it, and the
/// renderer fingerprint of each `<device>-<appearance>` folder.
public struct GoldenManifest: Codable, Hashable, Sendable {
    public var fingerprints: [String: RendererFingerprint] = [:]
    /// Keyed by the path under Goldens/, e.g. `iphone-15-pro-light/smoke-test/01-open-create.png`.
    public var goldens: [String: GoldenRecord] = [:]

    public init() {}

    /// Reads the manifest; a missing file is an empty manifest, a corrupt one an error naming it.
    public static func load(from path: String) throws -> GoldenManifest {
        guard FileManager.default.fileExists(atPath: path) else { return GoldenManifest() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GoldenError.unreadableManifest(path)
        }
        do {
            return try JSONDecoder().decode(GoldenManifest.self, from: data)
        } catch {
            throw GoldenError.invalidManifest(path, reason: "\(error)")
        }
    }

    /// Writes the manifest atomically, keys sorted so a re-record leaves git clean.
    public func save(to path: String) throws {
        try FileSystem.writeJSON(self, to: path)
    }
}
