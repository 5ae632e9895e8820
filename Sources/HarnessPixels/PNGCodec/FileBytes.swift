import HarnessFiles

/// Whole-file reads through `SafeRead`: regular files only, at most `SafeRead.pngLimit` bytes.
enum FileBytes {
    static func contents(of path: String) throws(FileSafetyError) -> [UInt8] {
        try SafeRead.readRegularFile(path, limit: SafeRead.pngLimit)
    }
}
