import Foundation

/// `caret-harness-draw`, the binary of the drawing commands, in the folder of this executable.
enum DrawBinary {
    static let name = "caret-harness-draw"

    /// Replaces this process with the drawing binary, passing `arguments` (argv, the program's
    /// name first, as typed) and the environment unchanged; returns only the error when it
    /// could not be started.
    static func start(_ arguments: [String]) -> DrawBinaryError {
        let path = location()
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        execv(path, argv)
        let code = errno
        for pointer in argv { free(pointer) }
        return DrawBinaryError(path: path, reason: String(cString: strerror(code)))
    }

    /// Beside this executable (its real path, through any symlink to it).
    static func location() -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(name).path
    }
}

/// The drawing binary could not be started: exit 2 naming the file and why.
struct DrawBinaryError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String {
        "cannot start \(path) (\(reason)): the drawing commands and --version run in \(DrawBinary.name), "
            + "built beside caret-harness by `swift build --product \(DrawBinary.name)` (or `swift build`)"
    }
}
