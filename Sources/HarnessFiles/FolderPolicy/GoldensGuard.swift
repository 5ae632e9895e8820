#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one write rule for goldens folders (issue 23): no command writes into, or removes from,
/// a folder that holds a goldens manifest (`manifest.json`) or a variants list
/// (`variants.json`), nor any path inside one, unless it is the command's own goldens and the
/// command is `record` (which writes there only through `FileTransaction`). Every output
/// folder and output file (`--out`, `diff --out`, `merge-reports --out`, `sweep --out`) is
/// checked here: the path and each of its existing ancestors, after `ResolvedPath` (so `..`,
/// symlinks and not-yet-existing folders cannot hide a goldens folder).
package enum GoldensGuard {
    /// The files whose presence makes a folder a goldens folder.
    package static let markers = ["manifest.json", "variants.json"]

    /// The nearest folder at or above `path` (resolved) holding a marker, nil when none does.
    /// `path` itself counts when it is a folder; a file's own folder always counts.
    package static func enclosingGoldens(of path: String) throws(FileSafetyError) -> String? {
        var components = try ResolvedPath(path).components
        while true {
            let folder = "/" + components.joined(separator: "/")
            for marker in markers {
                let candidate = (folder == "/" ? "" : folder) + "/" + marker
                if let info = try? lstatIfPresent(candidate), FileType.isRegular(info.st_mode) { return folder }
            }
            if components.isEmpty { return nil }
            components.removeLast()
        }
    }

    /// The nearest goldens folder strictly above `path` (resolved), nil when none: a goldens
    /// folder nested in another would hold PNGs the outer one's manifest never lists.
    package static func enclosingGoldens(above path: String) throws(FileSafetyError) -> String? {
        let components = try ResolvedPath(path).components
        guard !components.isEmpty else { return nil }
        return try enclosingGoldens(of: "/" + components.dropLast().joined(separator: "/"))
    }

    /// The first goldens folder strictly below `folder` (a folder holding a marker), searched
    /// without following symlinks; nil when there is none or `folder` does not exist yet. At
    /// most `limit` entries are looked at (an out folder holds a run's frames, not a disk).
    package static func goldensFolder(under folder: String, limit: Int = 200_000) throws(FileSafetyError) -> String? {
        let root = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var pending = [root]
        var seen = 0
        while let current = pending.popLast() {
            guard let directory = opendir(current) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                seen += 1
                if seen > limit { return nil }
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                guard name != ".", name != ".." else { continue }
                let path = current + "/" + name
                guard let info = try? lstatIfPresent(path) else { continue }
                if FileType.isDirectory(info.st_mode) {
                    pending.append(path)
                } else if current != root, markers.contains(name), FileType.isRegular(info.st_mode) {
                    return current
                }
            }
        }
        return nil
    }

    /// The check for a goldens folder a command writes through the recorder (`accept`,
    /// `review`, `assertCaret`): it must not lie inside another goldens folder, and, unless it is
    /// the project's own (`Goldens/`, which a fresh project has yet to fill), it must already be
    /// a goldens folder (hold `manifest.json`), so no command makes one up where it is told.
    /// Throws `.folderConflict` or `.notGoldensFolder` naming `path`.
    package static func check(goldens path: String, mustHoldManifest: Bool) throws(FileSafetyError) {
        if let outer = try enclosingGoldens(above: path) {
            throw FileSafetyError(path: path, kind: .folderConflict(other: outer, relation: "is inside the goldens folder"))
        }
        guard mustHoldManifest else { return }
        let manifest = try ResolvedPath(path).description + "/manifest.json"
        guard let info = try? lstatIfPresent(manifest), FileType.isRegular(info.st_mode) else {
            throw FileSafetyError(path: path, kind: .notGoldensFolder)
        }
    }

    /// Throws `.goldensFolder` when `path` (an output folder or file) is, or lies inside, a
    /// goldens folder.
    package static func check(output path: String) throws(FileSafetyError) {
        if let goldens = try enclosingGoldens(of: path) {
            throw FileSafetyError(path: path, kind: .goldensFolder(goldens: goldens))
        }
    }
}
