import Foundation
import HarnessFiles
import HarnessPixels
import XCTest

/// Broken files give errors that name the file and say what is wrong with it.
final class ReadErrorTests: XCTestCase {
    private func readError(_ path: String, maxPixels: Int = 50_000_000) -> Error? {
        do {
            _ = try PNGFile.read(path: path, maxPixels: maxPixels)
            return nil
        } catch {
            return error
        }
    }

    private func assertPNGError(
        _ name: String, _ kind: PNGError.Kind, _ message: String, maxPixels: Int = 50_000_000,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let path = Fixtures.path(name)
        guard let error = readError(path, maxPixels: maxPixels) as? PNGError else {
            return XCTFail("\(name): expected a PNGError", file: file, line: line)
        }
        XCTAssertEqual(error.kind, kind, file: file, line: line)
        XCTAssertEqual(error.path, path, file: file, line: line)
        XCTAssertEqual(error.description, "\(path): \(message)", file: file, line: line)
    }

    func testNotAPNG() {
        assertPNGError("not_a_png.png", .notPNG, "not a PNG file (signature mismatch)")
    }

    func testZeroLengthFile() {
        assertPNGError("empty.png", .zeroLength, "zero-length file")
    }

    func testTruncatedInsideImageData() {
        // A 382-byte file with its last 30 bytes cut off: IEND (12) and the IDAT CRC (4)
        // are 16 of them, so the data stops 14 bytes short of the end of the IDAT data.
        assertPNGError(
            "truncated.png", .truncated, "truncated: the data ends after 352 bytes, inside the data of the IDAT chunk")
    }

    func testHugeDeclaredSizeIsRefusedBeforeDecoding() {
        assertPNGError(
            "huge.png", .tooLarge, "declared 100000 x 100000 pixels, more than the limit of 50000000")
    }

    func testPixelLimitIsInclusive() throws {
        // rgb8.png is 2 x 1.
        XCTAssertNoThrow(try PNGFile.read(path: Fixtures.path("rgb8.png"), maxPixels: 2))
        assertPNGError("rgb8.png", .tooLarge, "declared 2 x 1 pixels, more than the limit of 1", maxPixels: 1)
    }

    func testCRCErrorUsesLibpngsMessage() {
        assertPNGError("bad_crc.png", .corrupt, "invalid PNG data: IHDR: CRC error")
    }

    func testGitLFSPointerSaysSoAndHowToFetchIt() throws {
        // What a clone without `git lfs pull` holds for a tracked PNG: the pointer's three lines.
        let pointer = "version https://git-lfs.github.com/spec/v1\n"
            + "oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 154210\n"
        let path = NSTemporaryDirectory() + "lfs-pointer-\(getpid()).png"
        try Data(pointer.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let error = readError(path) as? PNGError else { return XCTFail("expected a PNGError") }
        XCTAssertEqual(error.kind, .notPNG)
        XCTAssertEqual(error.description, "\(path): a Git LFS pointer file, not a PNG: this clone has not fetched the files "
            + "Git LFS keeps; run `git lfs pull` (Git LFS installed: `git lfs install`), then run again")
        // Any other text file stays a plain signature mismatch.
        XCTAssertThrowsError(try PNGCodec.decode(Array("version 2\n".utf8))) { error in
            XCTAssertEqual((error as? PNGError)?.message, "not a PNG file (signature mismatch)")
        }
    }

    func testMissingFile() {
        let path = Fixtures.path("no-such-file.png")
        let error = readError(path) as? FileSafetyError
        XCTAssertEqual(error?.code, ENOENT)
        XCTAssertEqual(error?.description, "\(path): cannot open: No such file or directory")
    }

    func testFolderInsteadOfFile() {
        // Refused by stat before opening (it used to be opened, then failed at read with EISDIR).
        let error = readError(Fixtures.folder) as? FileSafetyError
        XCTAssertEqual(error?.kind, .notRegularFile(found: "a directory"))
        XCTAssertEqual(error?.description, "\(Fixtures.folder): is a directory, not a regular file")
    }

    func testDecodingBytesWithoutAFileHasNoPathPrefix() {
        XCTAssertThrowsError(try PNGCodec.decode([])) { error in
            XCTAssertEqual((error as? PNGError)?.description, "zero-length input")
        }
        XCTAssertThrowsError(try PNGCodec.decode([0x89, 0x50, 0x4E])) { error in
            XCTAssertEqual(
                (error as? PNGError)?.description, "truncated: the data ends after 3 bytes, inside the signature")
        }
    }
}
