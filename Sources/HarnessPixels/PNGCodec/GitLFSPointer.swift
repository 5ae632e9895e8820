/// A Git LFS pointer file where a PNG should be: what a clone holds for a file tracked by Git
/// LFS until `git lfs pull` fetches it. Its text starts with the spec line below (Git LFS's
/// pointer format: "version https://git-lfs.github.com/spec/v1", then oid and size lines).
enum GitLFSPointer {
    static let prefix = Array("version https://git-lfs.github.com/spec/".utf8)

    static func matches(_ bytes: [UInt8]) -> Bool {
        bytes.count >= prefix.count && bytes.prefix(prefix.count).elementsEqual(prefix)
    }

    static let message = "a Git LFS pointer file, not a PNG: this clone has not fetched the files Git LFS keeps; "
        + "run `git lfs pull` (Git LFS installed: `git lfs install`), then run again"
}
