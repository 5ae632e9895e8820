import HarnessApprove
import HarnessPasses

/// `caret-harness accept OUT [--frame NAME]...`: a finished verify run's changed frames (or the
/// named ones) become goldens without drawing again (HarnessApprove), in the project's Goldens/
/// (or `--goldens`, which must already be a goldens folder). Exit 0 approved, 1 a frame whose
/// expectations fail, 2 bad input (CI set, another renderer, a scenario edited since, a frame
/// that is not the one verify compared).
enum AcceptCommand {
    static let flags = CommandFlags.accept

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "accept", flags: flags, positional: true)
        guard args.positional.count == 1, let out = args.positional.first else {
            throw UsageError("accept: give the out folder of a finished verify run, e.g. `caret-harness accept out`")
        }
        let selection: ApprovalSelection
        switch (args.all("frame").isEmpty, args.value("scenario")) {
        case (true, nil): selection = .everythingChanged
        case (true, let scenario?): selection = .scenario(scenario)
        case (false, nil): selection = .frames(args.all("frame"))
        case (false, _?): throw UsageError("accept: --frame and --scenario exclude each other")
        }
        do {
            let result = try ApprovePipeline.accept(out: out, goldens: args.value("goldens"), selection: selection)
            for line in ApproveText.accepted(result) { print(line) }
            return 0
        } catch let error as ApprovalError {
            print("accept: \(error)")
            return error.exitCode
        }
    }
}
