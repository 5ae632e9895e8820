import Foundation

/// Where a test's goldens live: by default `__Goldens__/<TestFile>/<test>/` beside the test file
/// (from `#filePath` and `#function`), or under a folder of the caller's choosing
/// (`<folder>/<TestFile>/<test>/`). Inside it: `<variant>/<script>/<frame>.png` and `manifest.json`,
/// the layout of the repository's `Goldens/`.
public struct GoldenLocation: Sendable, Equatable {
    /// The folder of this test's goldens.
    public let directory: String
    /// Where the assertion writes actual frames and diffs (never inside `directory`).
    public let artefacts: String

    /// `filePath` is the test file (`#filePath`), `function` the test (`#function`):
    /// `testCompose()` gives `testCompose`, `typing(in:)` gives `typing_in`.
    public init(filePath: String, function: String, goldens folder: String? = nil) {
        let file = ((filePath as NSString).lastPathComponent as NSString).deletingPathExtension
        let test = GoldenLocation.name(function)
        let base = folder ?? ((filePath as NSString).deletingLastPathComponent + "/__Goldens__")
        directory = "\(base)/\(file)/\(test)"
        let root = ProcessInfo.processInfo.environment["CARET_HARNESS_ARTEFACTS"]
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("caret-harness")
        artefacts = "\(root)/\(file)/\(test)"
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
