import HarnessFiles

/// A Git LFS pointer file in place of a golden: a small text file starting with
/// `version https://git-lfs.github.com/spec/v1` (the pointer format git-lfs writes when the
/// object was never fetched).
package enum LFSPointer {
    static let prefix = Array("version https://git-lfs.github.com/spec/".utf8)

    /// True when the file at `path` is an LFS pointer (pointers are under 1 KiB).
    package static func isPointer(_ path: String) -> Bool {
        guard let bytes = try? SafeRead.readRegularFile(path, limit: 1024) else { return false }
        return isPointer(bytes)
    }

    package static func isPointer(_ bytes: [UInt8]) -> Bool {
        bytes.count >= prefix.count && Array(bytes.prefix(prefix.count)) == prefix
    }
}
