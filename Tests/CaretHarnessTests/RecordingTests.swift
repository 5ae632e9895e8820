import CaretHarness
import Foundation
import HarnessTestSupport
import Testing

/// Record modes on a throwaway goldens folder: missing writes, a changed frame fails with the
/// three paths, never (and CI) writes nothing.
struct RecordingTests {
    static let script = Script("tiny") {
        Step.open(.create)
        Step.tap(.title)
        Step.type("Hi")
        Step.expect(.caretVisible())
    }

    func failures(_ goldens: String, _ record: RecordMode?, function: String = #function) async -> [String] {
        await caretFailures(Self.script, on: .textStyleEdit, variants: [.standard], record: record, goldens: goldens,
                            threshold: 0.1, filePath: "/nowhere/Tests/RecordingTests.swift", function: function)
    }

    @Test func missingWritesThenPassesThenAChangedFrameFails() async throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/RecordingTests/missingWritesThenPassesThenAChangedFrameFails/iphone-15-pro-light/tiny"
        // First run writes the three frames' goldens and says so.
        let first = await failures(root, .missing)
        #expect(first.count == 1, "\(first)")
        #expect(first.first?.hasPrefix("recorded 3 goldens (record mode missing, from the call)") == true, "\(first)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["s000-001-open-create.png", "s000-002-tap-title.png", "s000-003-type-hi.png"])
        // Second run compares with them: nothing to report, nothing written.
        #expect(await failures(root, .missing) == [])
        // A golden replaced by another frame's image: that frame fails with the three paths.
        let changed = folder + "/s000-003-type-hi.png"
        try FileManager.default.removeItem(atPath: changed)
        try FileManager.default.copyItem(atPath: folder + "/s000-002-tap-title.png", toPath: changed)
        let third = await failures(root, .never)
        #expect(third.count == 1)
        let message = try #require(third.first)
        #expect(message.contains("first: iphone-15-pro-light frame s000-003-type-hi"))
        #expect(message.hasPrefix("pixels differ from the golden: "))
        #expect(message.contains("golden: \(changed)"))
        for label in ["actual: ", "diff:   "] {
            let path = try #require(message.split(separator: "\n").first { $0.contains(label) }).split(separator: label).last.map(String.init)
            #expect(path.map { FileManager.default.fileExists(atPath: $0) } == true, "\(label)\(path ?? "")")
        }
    }

    @Test func neverWritesAMissingGolden() async throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = await failures(root, .never)
        // Three frames, each without a golden: one cause, one message, the three frames in it.
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("no golden\n  3 frames: s000-001-open-create, s000-002-tap-title, s000-003-type-hi\n") == true,
                "\(found)")
        #expect(!FileManager.default.fileExists(atPath: root + "/RecordingTests"))
    }

    @Test func theFailureIsReportedAtTheCallingLine() async throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let line = #line + 2
        await withKnownIssue {
            await assertCaret(Self.script, record: .never, goldens: root)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "RecordingTests.swift"
                && "\(issue)".contains("no golden")
        }
    }
}
