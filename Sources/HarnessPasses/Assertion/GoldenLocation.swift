import Foundation

/// Where a test's goldens live: by default `__Goldens__/<TestFile>/<test>/` beside the test file
/// (from `#filePath` and `#function`), or under a folder of the caller's choosing
/// (`<folder>/<TestFile>/<test>/`). Inside it: `<variant>/<script>/<frame>.png` and `manifest.json`,
/// the layout of the repository's `Goldens/`.
public struct GoldenLocation: Sendable, Equatable {
    /// The folder of this test's goldens.
    public let directory: String
    /// Where the assertion writes actual frames, diffs and report.html (never inside `directory`):
    /// under `CARET_HARNESS_ARTEFACTS`, else the package's own `.build/caret-harness/`.
    public let artefacts: String

    /// `filePath` is the test file (`#filePath`), `function` the test (`#function`):
    /// `testCompose()` gives `testCompose`, `typing(in:)` gives `typing_in`.
    public init(filePath: String, function: String, goldens folder: String? = nil) {
        let file = ((filePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let test = GoldenLocation.name(function)
        let base = folder ?? ((filePath as NSString).deletingLastPathComponent + "/__Goldens__")
        directory = "\(base)/\(file)/\(test)"
        let root = ProcessInfo.processInfo.environment["CARET_HARNESS_ARTEFACTS"]
            ?? GoldenLocation.artefactsRoot(besides: filePath)
        artefacts = "\(root)/\(file)/\(test)"
    }

    /// The package's own build folder, `<package>/.build/caret-harness`: the nearest folder above
    /// the test file that holds a Package.swift, so two packages on one machine never share (or
    /// lock) each other's artefacts. Without one, a folder of the temporary directory named for the
    /// test file's folder.
    static func artefactsRoot(besides filePath: String) -> String {
        var folder = (filePath as NSString).deletingLastPathComponent
        while folder.count > 1 {
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) {
                return (folder as NSString).appendingPathComponent(".build/caret-harness")
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        let tag = String(UInt32(truncatingIfNeeded: Self.stableHash((filePath as NSString).deletingLastPathComponent)), radix: 16)
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("caret-harness-\(tag)")
    }

    /// FNV-1a over the bytes: the same folder gives the same name in every process.
    static func stableHash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// An exact goldens folder in the repository's layout (`Goldens/` itself, for instance) and
    /// an artefacts folder.
    public init(directory: String, artefacts: String) {
        self.directory = directory
        self.artefacts = artefacts
    }

    /// A test function's name as a folder name: letters, digits, `-`, `_`, `.` kept, the rest `_`,
    /// a trailing `()` or `_` dropped.
    static func name(_ function: String) -> String {
        var text = function.hasSuffix("()") ? String(function.dropLast(2)) : function
        text = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
        while text.hasSuffix("_") { text.removeLast() }
        return text.isEmpty ? "test" : text
    }
}
