@testable import HarnessFiles
import XCTest

final class SafeWriteTests: XCTestCase {
    private func refusal(_ path: String, _ protected: ProtectedInputs = ProtectedInputs()) -> FileSafetyError? {
        do {
            try SafeWrite.write(Array("new".utf8), to: path, protected: protected)
            return nil
        } catch {
            return error
        }
    }

    func testWritesAtomicallyAndLeavesNoTemporaryFile() throws {
        let scratch = try Scratch()
        try scratch.file("report.json", "old")
        try SafeWrite.write(Array("new".utf8), to: scratch.at("report.json"))
        try SafeWrite.write(Array("made".utf8), to: scratch.at("fresh.json"))
        XCTAssertEqual(scratch.text("report.json"), "new")
        XCTAssertEqual(scratch.tree(), ["fresh.json", "report.json"])
    }

    func testTemporaryNamesFollowThePattern() {
        let name = TempName.make(pid: 4242)
        XCTAssertTrue(name.hasPrefix(".caret-harness-4242-") && name.hasSuffix(".tmp"), name)
        XCTAssertEqual(TempName.writerPID(of: name), 4242)
        for other in [".caret-harness-4242-.tmp", ".caret-harness-x-abc.tmp", "caret-harness-1-a.tmp",
                      ".caret-harness-1-a.tmp.bak", ".caret-harness-1-A.tmp", ".caret-harness-1-a-b.tmp",
                      ".caret-harness.lock"] {
            XCTAssertNil(TempName.writerPID(of: other), other)
        }
    }

    func testAFIFOAtTheDestinationIsRefusedAndKept() throws {
        // `diff --out /dev/null` replaced the device with a regular file; a FIFO stands in for it.
        let scratch = try Scratch()
        XCTAssertEqual(mkfifo(scratch.at("out.png"), 0o644), 0)
        XCTAssertEqual(refusal(scratch.at("out.png"))?.description, "\(scratch.at("out.png")): is a FIFO, not a regular file")
        var info = stat()
        XCTAssertEqual(lstat(scratch.at("out.png"), &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
        XCTAssertEqual(scratch.tree(), ["out.png"])
    }

    func testACharacterDeviceAtTheDestinationIsRefused() throws {
        let scratch = try Scratch()
        // A private copy of /dev/null: major 1, minor 3 (glibc encodes small numbers as major << 8 | minor);
        // a container without mknod rights skips.
        try XCTSkipIf(mknod(scratch.at("null"), S_IFCHR | 0o666, dev_t((1 << 8) | 3)) != 0, "mknod not permitted")
        XCTAssertEqual(refusal(scratch.at("null"))?.kind, .notRegularFile(found: "a character device"))
        XCTAssertEqual(scratch.tree(), ["null"])
    }

    func testADirectoryAtTheDestinationIsRefused() throws {
        let scratch = try Scratch()
        _ = try scratch.folder("golden.png")
        XCTAssertEqual(refusal(scratch.at("golden.png"))?.kind, .notRegularFile(found: "a directory"))
        XCTAssertEqual(scratch.tree(), ["golden.png"])
    }

    func testASymlinkAtTheDestinationIsRefusedAndItsTargetKept() throws {
        let scratch = try Scratch()
        try scratch.file("target.png", "precious")
        XCTAssertEqual(symlink(scratch.at("target.png"), scratch.at("out.png")), 0)
        XCTAssertEqual(refusal(scratch.at("out.png"))?.kind, .notRegularFile(found: "a symbolic link"))
        XCTAssertEqual(scratch.text("target.png"), "precious")
        XCTAssertEqual(scratch.tree(), ["out.png", "target.png"])
    }

    func testAnInputIsRecognisedByIdentityNotBySpelling() throws {
        // `diff a.png b.png --out a.png` overwrote an input; here spelled three other ways.
        let scratch = try Scratch()
        let input = try scratch.file("in/a.png", "input")
        XCTAssertEqual(link(input, scratch.at("hard.png")), 0)
        let protected = ProtectedInputs(paths: [scratch.at("in/../in/./a.png")])
        for spelling in [input, scratch.at("in//a.png"), scratch.at("hard.png")] {
            XCTAssertEqual(refusal(spelling, protected)?.kind, .protectedInput(input: scratch.at("in/../in/./a.png")), spelling)
        }
        XCTAssertEqual(scratch.text("in/a.png"), "input")
        XCTAssertNil(refusal(scratch.at("in/b.png"), protected))
    }

    func testAMissingFolderIsReportedWithThePath() throws {
        let scratch = try Scratch()
        let path = scratch.at("no/such/x.png")
        let failure = refusal(path)
        XCTAssertEqual(failure?.code, ENOENT)
        XCTAssertTrue(failure?.description.hasPrefix("\(path): cannot create the temporary file \(scratch.at("no/such/.caret-harness-"))") ?? false,
                      failure?.description ?? "")
    }
}
