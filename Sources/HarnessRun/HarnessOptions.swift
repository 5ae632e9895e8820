import Foundation
import HarnessFiles
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
    /// The most frames one command may make across all its scenarios (`--max-frames`).
    public var maxFrames = HarnessOptions.defaultMaxFrames
    /// 5,000 frames: the smoke test makes 24; this is room for any real script while a
    /// runaway `newline 10000` stops in seconds instead of running for minutes.
    public static let defaultMaxFrames = 5_000

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

    /// Where outputs may go: never the goldens folder (nor inside it, nor around it), never a
    /// folder holding a scenario file of this run.
    public var outputPolicy: OutputFolderPolicy {
        OutputFolderPolicy(protectedFolders: [goldensDirectory], inputFiles: scenarioPaths)
    }

    /// Checks the out folder against `outputPolicy`, creates it, locks it (a second command
    /// writing into it is refused, naming the holder), rolls back what a killed run left half
    /// done and removes stale temporary files, all before any frame is made; fails naming the
    /// folder (exit 2). Keep the returned value alive while writing: the lock goes with it.
    public func prepareOutDirectory(command: String = "caret-harness") throws -> GuardedFolder {
        try outputPolicy.check(outputFolder: outDirectory)
        try FileSystem.makeDirectory(outDirectory)
        return try GuardedFolder(folder: outDirectory, command: command)
    }

    /// `<device>-<appearance>`, the folder level under out/ and Goldens/.
    public var variant: String { "\(device.id)-\(appearance.rawValue)" }
}
