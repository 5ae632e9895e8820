import Foundation

/// `caret-harness help` and `COMMAND --help`, laid out from the CLI's command and flag tables.
package enum HelpText {
    /// The general help: every command with its summary.
    package static func usage(commands: [(name: String, summary: String)]) -> String {
        var lines = ["usage: caret-harness COMMAND [options]   (caret-harness help COMMAND, or COMMAND --help, for its flags)", "",
                     "commands:"]
        // Two spaces after the longest name, so no name runs into its summary.
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        for c in commands { lines.append("  " + c.name.padding(toLength: width, withPad: " ", startingAt: 0) + c.summary) }
        lines.append("  " + "help".padding(toLength: width, withPad: " ", startingAt: 0) + "this text; help COMMAND: the command's flags")
        lines += ["", "caret-harness --version: the version and the renderer's fingerprint",
                  "exit codes: 0 success, 1 a check failed, 2 bad input"]
        return lines.joined(separator: "\n")
    }

    /// One command's help: usage, summary, and a line a flag (`synopsis`, what it does).
    package static func command(_ name: String, positional: String, summary: String, flags: [(synopsis: String, text: String)]) -> String {
        var lines = ["usage: caret-harness \(name)" + (positional.isEmpty ? "" : " \(positional)") + " [options]",
                     "  \(summary)", "", "options (--name VALUE or --name=VALUE):"]
        let rows = flags + [("--help", "this help")]
        let width = (rows.map(\.synopsis.count).max() ?? 0) + 2
        for (synopsis, text) in rows { lines.append("  " + synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + text) }
        return lines.joined(separator: "\n")
    }
}
