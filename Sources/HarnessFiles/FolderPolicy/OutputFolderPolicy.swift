
/// Where a run may write. An output folder must never be, contain or sit inside a protected
/// folder (the goldens), and must never be or contain the folder of an input file: the
/// artefact writer replaces and prunes files in its output folder, so either would overwrite
/// what the user has. An output folder inside an input's folder is fine (`Scenarios/out` holds
/// no scenario). Paths are compared after `ResolvedPath` (realpath of the nearest existing
/// ancestor), so symlinks, `..`, trailing slashes and not-yet-existing folders cannot hide a
/// conflict.
package struct OutputFolderPolicy: Sendable {
    /// Folders no output may touch (the goldens folder), as the user named them.
    package let protectedFolders: [String]
    /// Files the run reads (scenarios, PNGs, manifests), as the user named them.
    package let inputFiles: [String]

    package init(protectedFolders: [String] = [], inputFiles: [String] = []) {
        self.protectedFolders = protectedFolders
        self.inputFiles = inputFiles
    }

    /// Throws a `.folderConflict` naming both paths when `folder` may not receive outputs.
    package func check(outputFolder folder: String) throws(FileSafetyError) {
        let output = try ResolvedPath(folder)
        for protected in protectedFolders {
            let other = try ResolvedPath(protected)
            if output.isWithin(other) && other.isWithin(output) {
                throw conflict(folder, "is the same folder as", protected)
            }
            if output.isWithin(other) { throw conflict(folder, "is inside", protected) }
            if other.isWithin(output) { throw conflict(folder, "contains", protected) }
        }
        // Any other goldens folder (another checkout's, a copy): the write rule.
        try GoldensGuard.check(output: folder)
        // Nor may it be a project's root (beside its Goldens/), or hold a goldens folder further down.
        if let marker = OutputFolderPolicy.projectMarker(in: folder) {
            throw conflict(folder, "is a project's root, holding", marker)
        }
        if let inside = try GoldensGuard.goldensFolder(under: folder) {
            throw conflict(folder, "contains the goldens folder", inside)
        }
        for input in inputFiles {
            let file = try ResolvedPath(input)
            if file.isWithin(output) {
                throw conflict(folder, "contains the input file", input)
            }
        }
    }

    /// Throws when the output file `path` is an input (by identity, see `SafeWrite`) or lies
    /// in a protected folder.
    package func check(outputFile path: String) throws(FileSafetyError) {
        try SafeWrite.checkDestination(path, protected: ProtectedInputs(paths: inputFiles))
        let output = try ResolvedPath(path)
        for input in inputFiles where try output == ResolvedPath(input) {
            throw FileSafetyError(path: path, kind: .protectedInput(input: input))
        }
        for protected in protectedFolders where try output.isWithin(ResolvedPath(protected)) {
            throw conflict(path, "is inside", protected)
        }
        try GoldensGuard.check(output: path)
    }

    /// What makes `folder` a project's root: its `Package.swift` or `Goldens/`; nil for neither.
    static func projectMarker(in folder: String) -> String? {
        for (name, isFolder) in [("Package.swift", false), ("Goldens", true)] {
            let path = (folder.hasSuffix("/") ? folder : folder + "/") + name
            guard let info = try? lstatIfPresent(path) else { continue }
            if isFolder ? FileType.isDirectory(info.st_mode) : FileType.isRegular(info.st_mode) { return path }
        }
        return nil
    }

    private func conflict(_ path: String, _ relation: String, _ other: String) -> FileSafetyError {
        FileSafetyError(path: path, kind: .folderConflict(other: other, relation: relation))
    }
}
