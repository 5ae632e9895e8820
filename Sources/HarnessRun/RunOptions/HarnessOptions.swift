import Foundation
import HarnessFiles
import HarnessCore
import HarnessScript
import HarnessScreens

/// What to run, where: the options `run`, `verify` and `record` share, resolved and checked.
package struct HarnessOptions: Sendable {
    package var scenarioPaths: [String]
    package var device: Device
    package var appearance: Appearance
    package var outDirectory: String
    package var goldensDirectory: String
    /// The keyboard-avoidance approach frames are made with (`KeyboardAvoidanceCatalog.ids`).
    package var avoidance = "design"
    /// Text size, orientation and keyboard (`--text-size`, `--orientation`, `--keyboard`);
    /// `.standard` (17 pt, portrait, software) unless given.
    package var settings: Settings = .standard
    /// The most frames one command may make across all its scenarios (`--max-frames`).
    package var maxFrames = HarnessOptions.defaultMaxFrames
    /// 5,000 frames: the smoke test makes 24; this is room for any real script while a
    /// runaway `newline 10000` stops in seconds instead of running for minutes.
    package static let defaultMaxFrames = 5_000

    /// Resolves raw option values; an unknown device or appearance, or a scenario path that does
    /// not exist, is a `RunError` naming it and the valid choices.
    package init(scenarios: [String], device: String?, appearance: String?, out: String?, goldens: String?) throws {
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
        scenarioPaths = scenarios.isEmpty ? try HarnessOptions.defaultScenarios() : try scenarios.map { try HarnessOptions.resolveScenario($0) }
    }

    /// A `--scenario` value: a path to a file, or a bare name: `smoke-test` is
    /// `Scenarios/smoke-test.scenario`. Neither existing is an error with the nearest name.
    package static func resolveScenario(_ value: String, directory: String = "Scenarios") throws -> String {
        if FileManager.default.fileExists(atPath: value) { return value }
        let named = "\(directory)/\(value).scenario"
        let bare = !value.contains("/") && !value.hasSuffix(".scenario")
        if bare, FileManager.default.fileExists(atPath: named) { return named }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(".scenario".count)) }.sorted()
        let word = bare ? value : String((value.split(separator: "/").last ?? "").replacingOccurrences(of: ".scenario", with: ""))
        guard let near = NearestName.suggestion(for: word, in: names) else {
            if bare { throw RunError.noScenarioNamed(value, suggestion: nil) }
            throw RunError.noScenarioFile(value)
        }
        throw RunError.noScenarioNamed(value, suggestion: bare ? near : "\(directory)/\(near).scenario")
    }

    /// Every `*.scenario` under `Scenarios/`, sorted.
    package static func defaultScenarios(directory: String = "Scenarios") throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw RunError.noScenariosFolder(directory)
        }
        let paths = names.filter { $0.hasSuffix(".scenario") }.sorted().map { "\(directory)/\($0)" }
        guard !paths.isEmpty else { throw RunError.emptyScenariosFolder(directory) }
        return paths
    }

    /// Where outputs may go: never the goldens folder (nor inside it, nor around it), never a
    /// folder holding a scenario file of this run.
    package var outputPolicy: OutputFolderPolicy {
        OutputFolderPolicy(protectedFolders: [goldensDirectory], inputFiles: scenarioPaths)
    }

    /// Checks the out folder against `outputPolicy`, creates it, locks it (a second command
    /// writing into it is refused, naming the holder), rolls back what a killed run left half
    /// done and removes stale temporary files, all before any frame is made; fails naming the
    /// folder (exit 2). Keep the returned value alive while writing: the lock goes with it.
    package func prepareOutDirectory(command: String = "caret-harness") throws -> GuardedFolder {
        try outputPolicy.check(outputFolder: outDirectory)
        try FileSystem.makeDirectory(outDirectory)
        return try GuardedFolder(folder: outDirectory, command: command)
    }

    /// `<device>-<appearance>` and the settings that differ from the standard ones (see
    /// `settingsSuffix`), the folder level under out/ and Goldens/: the standard settings keep
    /// the folder names the goldens were recorded under.
    package var variant: String { "\(device.id)-\(appearance.rawValue)" + HarnessOptions.settingsSuffix(settings) }

    /// The device with the settings: what `ScenarioRunner(variant:)` takes.
    package var sheetVariant: Variant { Variant(device: device, settings: settings) }

    /// `-landscape`, `-26pt`, `-hardware` for each setting that differs from `Settings.standard`,
    /// in that order; empty for the standard settings. Each part has its own form (an
    /// orientation, a size ending in `pt`, a keyboard name), so the name reads back unambiguously.
    package static func settingsSuffix(_ settings: Settings) -> String {
        let standard = Settings.standard
        var parts: [String] = []
        if settings.orientation != standard.orientation { parts.append(settings.orientation.rawValue) }
        if settings.textSize != standard.textSize { parts.append(NumberText.shortest(settings.textSize) + "pt") }
        if settings.keyboard != standard.keyboard { parts.append(settings.keyboard.rawValue) }
        return parts.map { "-" + $0 }.joined()
    }

    /// The options that select the settings again on a command line (none for the standard ones).
    package var settingsOptions: [String] {
        let standard = Settings.standard
        var words: [String] = []
        if settings.orientation != standard.orientation { words += ["--orientation", settings.orientation.rawValue] }
        if settings.textSize != standard.textSize { words += ["--text-size", NumberText.shortest(settings.textSize)] }
        if settings.keyboard != standard.keyboard { words += ["--keyboard", settings.keyboard.rawValue] }
        return words
    }
}

extension HarnessOptions {
    /// `--max-frames` over a whole run (issue 23): the frames of every variant's scenarios
    /// together, counted from the parsed scripts before any frame is made. A scenario that does
    /// not parse is left to fail at its own place with its own `FILE:LINE:COL` error.
    package static func checkFrameBudget(_ groups: [HarnessOptions]) throws {
        guard let limit = groups.map(\.maxFrames).min() else { return }
        var counts: [String: Int] = [:]
        var total = 0
        for options in groups {
            for path in options.scenarioPaths {
                if counts[path] == nil { counts[path] = (try? ScenarioParser.parse(contentsOf: path))?.frameCount ?? 0 }
                total += counts[path] ?? 0
            }
        }
        if total > limit { throw RunError.tooManyFramesInRun(limit: limit, frames: total, variants: groups.count) }
    }
}
