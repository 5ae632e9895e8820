/// Bad input to a run (an option value, a scenario path, a folder): exit code 2 with a
/// message naming the value or the path.
public enum RunError: Error, CustomStringConvertible, Sendable {
    case unknownDevice(String, valid: [String])
    case unknownAppearance(String)
    case noScenarioFile(String)
    case noScenariosFolder(String)
    case emptyScenariosFolder(String)
    case cannotCreateFolder(String, reason: String)
    case folderNotWritable(String)

    public var description: String {
        switch self {
        case .unknownDevice(let id, let valid): "unknown device `\(id)`; devices: \(valid.joined(separator: ", "))"
        case .unknownAppearance(let name): "unknown appearance `\(name)`; appearances: light, dark"
        case .noScenarioFile(let path): "\(path): no such scenario file"
        case .noScenariosFolder(let dir):
            "\(dir)/: no scenarios folder here; run from the repository root or pass --scenario PATH"
        case .emptyScenariosFolder(let dir): "\(dir)/ holds no .scenario files"
        case .cannotCreateFolder(let path, let reason):
            "\(path): cannot create the folder (\(reason)); choose another with --out or fix its permissions"
        case .folderNotWritable(let path): "\(path): the folder is not writable; choose another with --out or fix its permissions"
        }
    }
}
