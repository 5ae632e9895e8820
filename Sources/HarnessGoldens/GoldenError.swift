/// A goldens folder, manifest, golden or pinned font that cannot be used: exit code 2 with a
/// message naming the file and what would fix it.
public enum GoldenError: Error, CustomStringConvertible, Sendable {
    case noGoldensFolder(String)
    case unreadableManifest(String)
    case invalidManifest(String, reason: String)
    case unreadableGolden(String)
    case unreadableFont(String)

    public var description: String {
        switch self {
        case .noGoldensFolder(let dir):
            "\(dir): no goldens folder; run from the repository root, pass --goldens DIR, "
                + "or record goldens with `caret-harness record --missing`"
        case .unreadableManifest(let path): "\(path): cannot read the manifest"
        case .invalidManifest(let path, let reason):
            "\(path): not a valid manifest (\(reason)); restore it from git or rerun `caret-harness record --all`"
        case .unreadableGolden(let path): "\(path): cannot read the golden (is it a folder, or unreadable?)"
        case .unreadableFont(let path): "\(path): cannot read the pinned font; run scripts/bootstrap (fonts-dejavu-core)"
        }
    }
}
