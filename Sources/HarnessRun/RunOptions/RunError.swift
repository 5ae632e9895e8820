import HarnessCore
/// Bad input to a run (an option value, a scenario path, a folder): exit code 2 with a
/// message naming the value or the path.
package enum RunError: Error, CustomStringConvertible, Sendable {
    case unknownDevice(String, valid: [String])
    case unknownAppearance(String)
    case noScenarioFile(String)
    /// `--scenario NAME` when neither NAME nor Scenarios/NAME.scenario exists.
    case noScenarioNamed(String, suggestion: String?)
    case noScenariosFolder(String)
    case emptyScenariosFolder(String)
    /// `flag` is the option that chooses the folder (`--out`, `--goldens`).
    case cannotCreateFolder(String, reason: String, flag: String = "--out")
    case folderNotWritable(String, flag: String = "--out")
    case cannotEncode(String, reason: String)
    /// Two scenario files of one run give the same scenario name (their goldens would collide).
    case duplicateScenarioName(String, first: String, second: String)
    /// A scenario name that cannot be a folder name (path separators, dot-only, control characters).
    case unsafeScenarioName(String, path: String)
    /// The run would make more frames than the limit (`--max-frames`).
    case tooManyFrames(limit: Int, path: String)
    /// The whole run (every variant's scenarios) would make more frames than `--max-frames`.
    case tooManyFramesInRun(limit: Int, frames: Int, variants: Int)
    /// `Goldens/variants.json` refused: too large, not JSON, an unknown or doubled key, an unknown device.
    case badVariantList(String, at: String?, String)

    package var description: String {
        switch self {
        case .unknownDevice(let id, let valid):
            "unknown device `\(id)`; devices: \(valid.joined(separator: ", "))\(NearestName.hint(for: id, in: valid))"
        case .unknownAppearance(let name): "unknown appearance `\(name)`; appearances: light, dark"
        case .noScenarioFile(let path): "\(path): no such scenario file"
        case .noScenarioNamed(let name, let suggestion):
            "\(name): no such scenario file" + (name.contains("/") || name.hasSuffix(".scenario") ? "" : ", nor Scenarios/\(name).scenario")
                + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
        case .noScenariosFolder(let dir):
            "\(dir)/: no scenarios folder here; run from the repository root or pass --scenario PATH"
        case .emptyScenariosFolder(let dir): "\(dir)/ holds no .scenario files"
        case .cannotCreateFolder(let path, let reason, let flag):
            "\(path): cannot create the folder (\(reason)); choose another with \(flag) or fix its permissions"
        case .folderNotWritable(let path, let flag): "\(path): the folder is not writable; choose another with \(flag) or fix its permissions"
        case .cannotEncode(let path, let reason): "\(path): cannot encode the document (\(reason))"
        case .duplicateScenarioName(let name, let first, let second):
            "\(second): scenario name `\(name)` is also the name of \(first); scenario names must be unique in a run "
                + "(their frames and goldens would overwrite each other); rename one with a `scenario \"NAME\"` line"
        case .unsafeScenarioName(let name, let path):
            "\(path): scenario name `\(name.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined())` "
                + "cannot be a folder name (use letters, digits, `-`, `_`, `.`; not only dots, no `/`); "
                + "add a `scenario \"NAME\"` line"
        case .tooManyFrames(let limit, let path):
            "\(path): the run would make more than \(limit) frames; shorten the scenario or raise the limit with --max-frames N"
        case .tooManyFramesInRun(let limit, let frames, let variants):
            "the run would make \(frames) frames over \(variants) \(variants == 1 ? "variant" : "variants"), more than \(limit); "
                + "choose fewer variants or scenarios or raise the limit with --max-frames N"
        case .badVariantList(let path, let at, let message): "\(path)\(at.map { ":" + $0 } ?? ""): \(message)"
        }
    }
}
