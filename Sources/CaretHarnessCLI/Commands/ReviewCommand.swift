import Foundation
import HarnessApprove
import HarnessPasses

/// `caret-harness review [OUT]`: serves the run's review page on 127.0.0.1 until the page's
/// Stop button, Ctrl-C or `--timeout` seconds without a request; approving there writes goldens
/// as `accept` does.
enum ReviewCommand {
    static let flags = CommandFlags.review

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "review", flags: flags, positional: true)
        guard args.positional.count <= 1 else { throw UsageError("review: one out folder at most (got \(args.positional.joined(separator: " ")))") }
        let out = args.positional.first ?? "out"
        guard let port = Int(args.value("port") ?? "0"), (0...65535).contains(port) else {
            throw UsageError("review: --port \(args.value("port") ?? ""): expected a port from 0 to 65535")
        }
        guard let timeout = Double(args.value("timeout") ?? "1800"), timeout > 0, timeout <= 86_400 else {
            throw UsageError("review: --timeout \(args.value("timeout") ?? ""): expected seconds from 1 to 86400")
        }
        let approver: Approver
        do {
            approver = try ApprovePipeline.approver(out: out, goldens: args.value("goldens"))
        } catch let error as ApprovalError {
            print("review: \(error)")
            return error.exitCode
        }
        // Unbuffered: a script reads the address while the server runs.
        let say = { (line: String) in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
        let why = try ApprovePipeline.review(approver, port: port, timeout: timeout, started: { port in
            say("review: http://127.0.0.1:\(port)/ (open it in a browser; Ctrl-C or the page's Stop button ends it)")
        }, log: say)
        say("review: stopped (\(why)); next: \(Console.invocation) verify")
        return 0
    }
}
