import Foundation
import HarnessScenario
import HarnessSheet

/// The `caret-harness` commands.
enum CLI {
    static let usage = """
        usage: caret-harness COMMAND [options]

        commands:
          run       render every frame of the scenarios to PNG and frames.json, check expectations
                    [--scenario PATH]... [--device ID] [--appearance light|dark] [--out DIR]
          verify    run, then compare every frame with its golden (exit 1 on a regression)
                    [--scenario PATH]... [--device ID] [--appearance A] [--out DIR] [--goldens DIR]
          record    write goldens: [--missing | --failed | --all] [--prune] (and the options of verify)
          diff      compare two PNGs: A.png B.png [--threshold T] [--out D.png]
          compare   run the scenario under each keyboard-avoidance approach; print the caret-gap matrix, write
                    out/compare.html and .json, check the strategy strip golden (--record writes it)
                    [--scenario PATH]... [--strategies a,b,...] [--device ID] [--appearance A] [--out DIR] [--goldens DIR] [--record]
          geometry  print the model's numbers for each event: [--scenario PATH]... [--device ID]
          devices   list the devices
          bench     time each stage: [--frames N] [--device ID] [--scale S]
          help      this text

        settings (run, verify, record, compare, geometry, sweep): [--text-size PT] [--orientation portrait|landscape]
                  [--keyboard software|software-no-predictive|hardware|none]; non-default settings name the
                  variant folder, e.g. iphone-se-3-light-landscape-26pt-hardware
        defaults: every scenario under Scenarios/, iphone-15-pro, light, out/, Goldens/
        exit codes: 0 success, 1 a check failed, 2 bad input
        """

    static func run(_ words: [String]) async -> Int32 {
        guard let command = words.first else {
            FileHandle.standardError.write(Data(usage.utf8))
            return 2
        }
        let rest = Array(words.dropFirst())
        do {
            switch command {
            case "run": return try await RunCommand.run(rest)
            case "verify": return try await VerifyCommand.run(rest)
            case "record": return try await RecordCommand.run(rest)
            case "diff": return try await DiffCommand.run(rest)
            case "compare": return try await CompareCommand.run(rest)
            case "geometry": return try await GeometryCommand.run(rest)
            case "devices": return DevicesCommand.run()
            case "bench": return try await BenchCommand.run(rest)
            case "sweep": return try await SweepCommand.run(rest)
            case "help", "--help", "-h":
                print(usage)
                return 0
            default:
                throw UsageError("unknown command `\(command)`; commands: run, verify, record, diff, compare, geometry, devices, bench, help")
            }
        } catch {
            FileHandle.standardError.write(Data("caret-harness: \(error)\n".utf8))
            return 2
        }
    }
}
