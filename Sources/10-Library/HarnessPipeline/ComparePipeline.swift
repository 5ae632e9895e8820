import HarnessCompare
import HarnessFiles
import HarnessRun

/// `compare`: the scenarios under each approach (`CompareSession`), with the out folder locked
/// and, with `record`, the goldens folder too.
public enum ComparePipeline {
    public static func run(_ session: CompareSession, progress: @escaping @Sendable (String) -> Void) async throws
        -> CompareSession.Outcome
    {
        if session.record, !session.checksStrip {
            throw PipelineError("compare --record: the strip holds every strategy; drop --strategies")
        }
        let options = session.comparison.options
        let outFolder = try options.prepareOutDirectory(command: "caret-harness compare")
        var goldensFolder: GuardedFolder?
        if session.record {
            try FileSystem.makeDirectory(options.goldensDirectory)
            goldensFolder = try GuardedFolder(folder: options.goldensDirectory, command: "caret-harness compare --record")
        }
        defer { withExtendedLifetime((outFolder, goldensFolder)) {} }
        return try await session.run(progress: progress)
    }
}
