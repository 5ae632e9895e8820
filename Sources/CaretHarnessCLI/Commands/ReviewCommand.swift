import Foundation
import HarnessApprove
import HarnessPasses

/// `caret-harness review [OUT]`: serves the run's review page on 127.0.0.1 until the page's
/// Stop button, Ctrl-C or `--timeout` seconds without a request; approving there writes goldens
/// as `accept` does. Refused under `CI` (goldens are approved by a person) before it serves.
enum ReviewCommand {
    static let flags = CommandFlags.review

    static func run(_ words: [String]) async throws -> Int32 {
        let args = try Arguments(words, command: "review", flags: flags, positional: true)
        guard args.positional.count <= 1 else {
            throw UsageError("review: one out folder at most (got \(LogText.safe(args.positional.joined(separator: " "))))")
        }
        let out = args.positional.first ?? "out"
        guard let port = Int(args.value("port") ?? "0"), (0...65535).contains(port) else {
            throw UsageError("review: --port \(LogText.safe(args.value("port") ?? "")): expected a port from 0 to 65535")
        }
        let timeout = try timeoutSeconds(args.value("timeout"))
        let opened: ApprovePipeline.Opened
        do {
            opened = try ApprovePipeline.open(out: out, goldens: args.value("goldens"), command: "caret-harness review")
        } catch let error as ApprovalError {
            print("review: \(error)")
            return error.exitCode
        }
        // Unbuffered: a script reads the address while the server runs.
        let say: @Sendable (String) -> Void = { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
        let why = try ApprovePipeline.review(opened, port: port, timeout: timeout, started: { port in
            say("review: http://127.0.0.1:\(port)/ (open it in a browser; Ctrl-C or the page's Stop button ends it)")
        }, log: say)
        say("review: stopped (\(why)); next: \(Console.invocation) verify")
        return 0
    }

    /// `--timeout`: a finite number of seconds from 1 to 86400 (a day); 1800 when not given.
    /// Anything else (`1e-9`, `nan`, `inf`, `0x10`, words) is a usage error naming the value.
    static func timeoutSeconds(_ value: String?) throws -> Double {
        guard let value else { return 1800 }
        let plain = value.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && value.first?.isNumber == true
        guard plain, let seconds = Double(value), seconds.isFinite, seconds >= 1, seconds <= 86_400 else {
            throw UsageError("review: --timeout \(LogText.safe(value)): expected seconds from 1 to 86400")
        }
        return seconds
    }
}
