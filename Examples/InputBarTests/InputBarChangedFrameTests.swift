import CaretHarness
import Foundation
import InputBar
import Testing

/// A changed frame fails: a copy of the committed goldens in a temporary folder, one golden
/// replaced by another frame's (same size, the typed line missing), fails the assertion at its
/// own line with the golden, actual and diff paths, which exist. Three frames at 3x.
struct InputBarChangedFrameTests {
    /// The first three events of `InputBarScript.script`, so the frame names (and goldens) are its first three.
    static let script = Script("input-bar") {
        Step.open()
        Step.tap("comment")
        Step.type("Hey! Are we still on for tonight?")
    }

    @Test func aChangedFrameFailsWithTheThreePaths() async throws {
        let files = FileManager.default
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__/InputBarXCTests/testTypingKeepsTheCaretAboveTheKeyboard")
        let root = files.temporaryDirectory.appendingPathComponent("caret-harness-changed-frame-\(UUID().uuidString)")
        defer { try? files.removeItem(at: root) }
        // GoldenLocation: <goldens>/<TestFile>/<test>/.
        let copy = root.appendingPathComponent("InputBarChangedFrameTests/aChangedFrameFailsWithTheThreePaths")
        try files.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try files.copyItem(at: committed, to: copy)
        let folder = copy.appendingPathComponent("iphone-15-pro-light/input-bar")
        let changed = folder.appendingPathComponent("s000-003-type-hey-are-we-still-on-for.png")
        try files.removeItem(at: changed)
        try files.copyItem(at: folder.appendingPathComponent("s000-002-tap-comment.png"), to: changed)

        let messages = await caretFailures(Self.script, on: .views(inputBarScreen), variants: [.standard], record: .never,
                                           goldens: root.path, threshold: 0.1, filePath: #filePath, function: #function)
        try #require(messages.count == 1, "\(messages)")
        let message = messages[0]
        // The cause first, then the one frame it covers, the variant and the three paths.
        #expect(message.hasPrefix("pixels differ from the golden: "))
        #expect(message.contains("\n  1 frame: s000-003-type-hey-are-we-still-on-for\n  on iphone-15-pro-light\n"))
        let paths = ["golden", "actual", "diff"].map { kind in
            message.split(separator: "\n").first { $0.hasPrefix("  \(kind):") }
                .map { $0.dropFirst(kind.count + 3).trimmingCharacters(in: .whitespaces) }
        }
        #expect(paths[0] == changed.path)
        for path in paths { #expect(path.map { files.fileExists(atPath: $0) } == true, "\(path ?? "missing")") }

        // Through the assertion: one issue, at the calling line, with the three paths.
        let line = #line + 2
        await withKnownIssue {
            await assertCaret(Self.script, on: inputBarScreen, record: .never, goldens: root.path)
        } matching: { issue in
            let text = "\(issue)"
            return issue.sourceLocation?.line == line && ["golden: ", "actual: ", "diff:   "].allSatisfy(text.contains)
        }
    }
}
