import HarnessFiles

/// Replaces files so that a reader (or a crash) sees either the old contents or the new,
/// never a half-written file: a golden PNG or a JSON report interrupted mid-write would
/// otherwise fail the next CI run for a reason that has nothing to do with the change.
package enum AtomicFile {
    /// Writes `bytes` through `SafeWrite.write`: a `TempName` temporary file in the target's
    /// folder (so `StaleTempCleaner` recognises it after a kill), flushed to disk, then renamed
    /// over `path`. Only a regular file (or nothing) at `path` is replaced: a device, FIFO,
    /// folder or symlink there is refused, so `/dev/null` stays a device. On any failure the
    /// temporary file is removed and the existing file is untouched.
    ///
    /// The new file gets the default permissions (0666 less the umask), not the old file's.
    /// - Throws: `FileSafetyError` naming `path`.
    package static func write(_ bytes: [UInt8], to path: String, protected: ProtectedInputs = ProtectedInputs()) throws(FileSafetyError) {
        try SafeWrite.write(bytes, to: path, protected: protected)
    }
}
