// Build-tool plugin: when applied to a target whose folder holds caret-harness-sources.json,
// runs caret-harness-adapt over the listed team sources and compiles the adapted copies into
// the target. One build command with every input (the config and each source) and every output
// declared, so SwiftPM reruns it only when one of them changes and compiles the outputs.
import Foundation
import PackagePlugin

@main
struct CaretHarnessSourcesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let config = module.directoryURL.appendingPathComponent("caret-harness-sources.json")
        guard FileManager.default.fileExists(atPath: config.path) else { return [] }
        let data = try Data(contentsOf: config)
        // Only the list of paths is needed here; caret-harness-adapt reports a bad config with
        // line and column, so a config this cannot read still gets a command (and that report).
        let sources = ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["sources"] as? [String] ?? []
        let base = config.deletingLastPathComponent()
        let inputs = sources.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
        let outDir = context.pluginWorkDirectoryURL.appendingPathComponent("Adapted")
        let outputs = outputNames(for: sources).map { outDir.appendingPathComponent($0 + ".swift") }
        return [
            .buildCommand(
                displayName: "Adapting \(sources.count) UIKit source file(s) for \(target.name)",
                executable: try context.tool(named: "caret-harness-adapt").url,
                arguments: ["--config", config.path, "--output", outDir.path],
                inputFiles: [config] + inputs,
                outputFiles: outputs
            ),
        ]
    }
}

/// Same rule as SourceAdapter.outputNames(for:) (a plugin cannot link the library): the file's
/// name without ".swift"; "parent_" in front when several sources share it; "_2", "_3" ... when
/// that still collides.
func outputNames(for sources: [String]) -> [String] {
    func split(_ path: String) -> (parent: String, stem: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let file = parts.last ?? path
        let stem = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        let parent = parts.count >= 2 ? parts[parts.count - 2] : ""
        return (parent, stem)
    }
    let pieces = sources.map(split)
    var stemCount: [String: Int] = [:]
    for p in pieces { stemCount[p.stem, default: 0] += 1 }
    var used: Set<String> = []
    var result: [String] = []
    for p in pieces {
        var name = stemCount[p.stem]! > 1 && !p.parent.isEmpty && p.parent != ".." && p.parent != "."
            ? p.parent + "_" + p.stem : p.stem
        if used.contains(name) {
            var n = 2
            while used.contains(name + "_\(n)") { n += 1 }
            name += "_\(n)"
        }
        used.insert(name)
        result.append(name)
    }
    return result
}
