import Foundation
import HarnessFiles
import HarnessCore
import HarnessRun
import HarnessScreens

/// One golden variant from `Goldens/variants.json`: a device and appearance, the settings
/// (orientation, text size, keyboard; absent: the standard ones) and the scenarios it covers
/// (nil: every scenario). `why` says why the variant is worth a golden.
package struct GoldenVariant: Codable, Hashable, Sendable {
    package var device: String
    package var appearance: String
    /// Scenario names (the file name without `.scenario`); absent: every scenario.
    package var scenarios: [String]?
    package var orientation: String?
    package var textSize: Double?
    package var keyboard: String?
    package var why: String?

    package init(device: String, appearance: String, scenarios: [String]? = nil, orientation: String? = nil,
                textSize: Double? = nil, keyboard: String? = nil, why: String? = nil) {
        (self.device, self.appearance, self.scenarios) = (device, appearance, scenarios)
        (self.orientation, self.textSize, self.keyboard, self.why) = (orientation, textSize, keyboard, why)
    }

    /// The settings, parsed (an unknown value is a `PipelineError` naming it).
    package func settings() throws -> Settings {
        try Settings.parse(textSize: textSize.map { NumberText.shortest($0) }, orientation: orientation, keyboard: keyboard)
    }

    /// `<device>-<appearance>` plus the non-standard settings, the folder under Goldens/ and out/.
    package var id: String {
        "\(device)-\(appearance)" + HarnessOptions.settingsSuffix((try? settings()) ?? .standard)
    }

    package func covers(_ scenarioPath: String) -> Bool {
        guard let scenarios else { return true }
        return scenarios.contains(GoldenVariant.scenarioName(scenarioPath))
    }

    package static func scenarioName(_ path: String) -> String {
        let file = (path as NSString).lastPathComponent
        return file.hasSuffix(".scenario") ? String(file.dropLast(".scenario".count)) : file
    }
}

/// The one list of golden variants every command and script uses by default.
package struct VariantList: Sendable {
    package static let fileName = "variants.json"
    package var variants: [GoldenVariant]

    private struct Document: Codable {
        var variants: [GoldenVariant]
    }

    /// `<goldens>/variants.json`; nil when the goldens folder has none (one default variant then).
    package static func load(goldens: String) throws -> VariantList? {
        let path = goldens + "/" + fileName
        guard FileIdentity.of(path) != nil else { return nil }
        let data = Data(try VariantListFile.read(path))  // bounded, keys and devices checked, located (issue 23)
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw PipelineError("\(path): not a variant list ({\"variants\": [{\"device\": …, \"appearance\": …}]}): \(error)")
        }
        for (i, v) in document.variants.enumerated() {
            do { _ = try v.settings() } catch { throw PipelineError("\(path): variant \(i + 1) (\(v.device)-\(v.appearance)): \(error)") }
        }
        let ids = document.variants.map(\.id)
        if let twice = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
            throw PipelineError("\(path): variant \(twice) listed twice")
        }
        guard !document.variants.isEmpty else { throw PipelineError("\(path): the variant list is empty") }
        return VariantList(variants: document.variants)
    }

    /// The variant order reports use: the list's order (ids).
    package var order: [String] { variants.map(\.id) }
}

