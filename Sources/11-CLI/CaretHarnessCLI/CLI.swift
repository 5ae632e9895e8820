import CaretHarnessCommands
import Foundation
import HarnessFiles

/// `caret-harness`, the lean front: help, unknown commands, usage errors, `devices` and `diff`
/// run here on Foundation, libpng and libdeflate alone; `--version` and every drawing command
/// replace this process with `caret-harness-draw` beside it (same arguments, same process), which
/// loads Cairo, Pango and the fonts.
@main
enum CLI {
    static func main() async {
        let words = Array(CommandLine.arguments.dropFirst())
        let draw: CommandRun = { _ in throw DrawBinary.start(CommandLine.arguments) }
        exit(await CommandDispatch.run(words, version: draw) { name in
            guard let local = CommandTable.withoutDrawing[name] else { return draw }
            // SIGINT and SIGTERM roll back an open file transaction before the process exits.
            // Installed only here: an ignored signal would stay ignored across exec.
            Interruption.install()
            return local
        })
    }
}
