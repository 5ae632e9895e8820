import Foundation
import HarnessScenario
import HarnessSheet

/// What to run, where: the options `run`, `verify` and `record` share, resolved and checked.
public struct HarnessOptions: Sendable {
    public var scenarioPaths: [String]
    public var device: Device
    public var appearance: Appearance
    public var outDirectory: String
    public var goldensDirectory: String
    /// The keyboard-avoidance approach frames are made with (`KeyboardAvoidanceCatalog.ids`).
    public var avoidance = "design"

    /// Resolves raw option values; an unknown device or appearance, or a scenario path that does
    /// not exist, is a `RunError` naming it and the valid choices.
    public init(scenarios: [String], device: String?, appearance: String?, out: String?, goldens: String?) throws {
        if let id = device {
            guard let found = Device.named(id) else {
                throw RunError.unknownDevice(id, valid: Device.all.map(\.id))
            }
            self.device = found
        } else {
            self.device = .iPhone15Pro
        }
        if let name = appearance {
            guard let found = Appearance(rawValue: name) else {
                throw RunError.unknownAppearance(name)
            }
            self.appearance = found
        } else {
            self.appearance = .light
        }
        outDirectory = out ?? "out"
        goldensDirectory = goldens ?? "Goldens"
        scenarioPaths = scenarios.isEmpty ? try HarnessOptions.defaultScenarios() : scenarios
        for path in scenarioPaths where !FileManager.default.fileExists(atPath: path) {
            throw RunError.noScenarioFile(path)
        }
    }

    /// Every `*.scenario` under `Scenarios/`, sorted.
    public static func defaultScenarios(directory: String = "Scenarios") throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw RunError.noScenariosFolder(directory)
        }
        let paths = names.filter { $0.hasSuffix(".scenario") }.sorted().map { "\(directory)/\($0)" }
        guard !paths.isEmpty else { throw RunError.emptyScenariosFolder(directory) }
        return paths
    }

    /// Creates the out folder, or fails naming it (exit 2) before any frame is made.
    public func prepareOutDirectory() throws {
        try FileSystem.makeDirectory(outDirectory)
    }

    /// `<device>-<appearance>`, the folder level under out/ and Goldens/.
    public var variant: String { "\(device.id)-\(appearance.rawValue)" }
}
