import Foundation
import HarnessFiles
import HarnessRun

/// One golden's record in Goldens/manifest.json.
package struct GoldenRecord: Codable, Hashable, Sendable {
    package var frame: String
    package var scenario: String
    package var scenarioHash: String
    /// SHA-256 of the PNG file.
    package var sha256: String
    /// `RGBAImage.pixelHash` of its pixels, so `verify` can see an equal frame without decoding.
    package var pixels: String?

    package init(frame: String, scenario: String, scenarioHash: String, sha256: String, pixels: String?) {
        self.frame = frame
        self.scenario = scenario
        self.scenarioHash = scenarioHash
        self.sha256 = sha256
        self.pixels = pixels
    }
}

/// Goldens/manifest.json: every golden with the scenario version that made it, and the
/// renderer fingerprint of each `<device>-<appearance>` folder.
package struct GoldenManifest: Codable, Hashable, Sendable {
    /// The format this build reads and writes. A manifest without the field is version 1 (the
    /// format before the field existed, which it still is).
    package static let currentVersion = 1

    package var version: Int? = GoldenManifest.currentVersion
    package var fingerprints: [String: RendererFingerprint] = [:]
    /// Keyed by the path under Goldens/, e.g. `iphone-15-pro-light/smoke-test/01-open-create.png`.
    package var goldens: [String: GoldenRecord] = [:]

    package init() {}

    /// What `load` does when no manifest is there.
    package enum Absence: Sendable {
        /// `verify`: an error naming the file (the renderer check would silently be off).
        case error
        /// `record`, `compare --record`: start an empty manifest, written on commit.
        case startEmpty
    }

    /// Reads the manifest through `SafeRead` (regular file, at most `SafeRead.manifestLimit`
    /// bytes). A missing file follows `missing`; an unreadable, corrupt or unknown-version
    /// one is an error naming it.
    package static func load(from path: String, missing: Absence = .startEmpty) throws -> GoldenManifest {
        guard FileIdentity.of(path) != nil else {
            if missing == .startEmpty { return GoldenManifest() }
            throw GoldenError.missingManifest(path)
        }
        let bytes: [UInt8]
        do throws(FileSafetyError) {
            bytes = try SafeRead.readRegularFile(path, limit: SafeRead.manifestLimit)
        } catch {
            throw GoldenError.unreadableManifest(path, reason: error.reason)
        }
        let manifest: GoldenManifest
        do {
            manifest = try JSONDecoder().decode(GoldenManifest.self, from: Data(bytes))
        } catch {
            // `1e300` or `1.5` is JSON but no version number (Foundation then blames the whole
            // file): say what is wrong, with the value and where it is.
            if let document = try? LocatedJSON.parse(bytes), let version = document["version"], let text = version.text,
               Int(text) == nil {
                throw GoldenError.invalidManifest(path, reason: "at \(version.position): the manifest `version` \(text) is not a "
                                                  + "whole number this build reads (it reads version \(currentVersion))")
            }
            throw GoldenError.invalidManifest(path, reason: DecodingMessage.text(error))
        }
        let version = manifest.version ?? 1
        guard version == currentVersion else { throw GoldenError.unknownManifestVersion(path, version: version) }
        return manifest
    }

    /// The manifest's bytes as written: keys sorted so a re-record leaves git clean.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Writes the manifest atomically.
    package func save(to path: String) throws {
        try FileSystem.writeJSON(self, to: path)
    }
}

/// A JSON decoding error in words, without Foundation's error-domain text.
enum DecodingMessage {
    static func text(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "not valid JSON" }
        func where_(_ path: [CodingKey]) -> String {
            path.isEmpty ? "at the top level" : "at " + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let context): return "not valid JSON \(where_(context.codingPath))"
        case .keyNotFound(let key, let context): return "missing key `\(key.stringValue)` \(where_(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type \(where_(context.codingPath))"
        @unknown default: return "not valid JSON"
        }
    }
}
