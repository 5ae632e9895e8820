#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path made absolute with every symlink and `..` resolved, also for folders that do not
/// exist yet: the nearest existing ancestor is resolved with realpath(3) and the missing
/// components are appended (after `.`/`..` are folded lexically; a missing component cannot
/// be a symlink, so nothing is lost).
package struct ResolvedPath: Equatable, Sendable, CustomStringConvertible {
    /// The components of the absolute resolved path ([] is "/").
    package let components: [String]
    /// The identity of the folder or file when it exists.
    package let identity: FileIdentity?
    /// The identities of the path and each existing ancestor up to "/", nearest first.
    let ancestry: [FileIdentity]

    package init(_ path: String) throws(FileSafetyError) {
        var absolute = path
        if !path.hasPrefix("/") {
            guard let cwd = getcwd(nil, 0) else { throw .system(path, "cannot read the current folder") }
            defer { free(cwd) }
            absolute = String(cString: cwd) + "/" + path
        }
        // Not folded yet: "link/.." must go through the link, so realpath sees the raw components.
        var existing = absolute.split(separator: "/").map(String.init).filter { $0 != "." }
        var missing: [String] = []
        var resolved: [String]?
        while resolved == nil {
            let candidate = "/" + existing.joined(separator: "/")
            if let real = realpath(candidate, nil) {
                resolved = ResolvedPath.lexical(String(cString: real))
                free(real)
            } else if (errno == ENOENT || errno == ENOTDIR), let last = existing.popLast() {
                missing.insert(last, at: 0)
            } else {
                throw .system(path, "cannot resolve")
            }
        }
        components = ResolvedPath.lexical("/" + (resolved! + missing).joined(separator: "/"))
        var chain: [FileIdentity] = []
        var prefix = components
        while true {
            if let identity = FileIdentity.of("/" + prefix.joined(separator: "/")) { chain.append(identity) }
            if prefix.isEmpty { break }
            prefix.removeLast()
        }
        ancestry = chain
        identity = FileIdentity.of("/" + components.joined(separator: "/"))
    }

    package var description: String { "/" + components.joined(separator: "/") }

    /// Whether `self` is `other` or lies inside it: by components, or (for existing paths, e.g.
    /// reached through a bind mount) because `other`'s folder is one of `self`'s ancestors.
    package func isWithin(_ other: ResolvedPath) -> Bool {
        if components.count >= other.components.count,
           Array(components.prefix(other.components.count)) == other.components { return true }
        if let folder = other.identity { return ancestry.contains(folder) }
        return false
    }

    /// Folds "." and ".." and empty components of an absolute path.
    static func lexical(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(String(part))
        }
        return parts
    }
}
