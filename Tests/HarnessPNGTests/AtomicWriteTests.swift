import Foundation
import HarnessFiles
import HarnessCore
import HarnessPixels
import XCTest

final class AtomicWriteTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "AtomicWriteTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    }

    override func tearDownWithError() throws {
        chmod(folder, 0o755)
        try FileManager.default.removeItem(atPath: folder)
    }

    private func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    private func names(in path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func testWriteReplacesTheFileAndLeavesNoTemporaryFile() throws {
        let path = folder + "/report.json"
        try AtomicFile.write(Array("old".utf8), to: path)
        try AtomicFile.write(Array("new contents".utf8), to: path)
        XCTAssertEqual(contents(path), Array("new contents".utf8))
        XCTAssertEqual(try names(in: folder), ["report.json"])
    }

    func testEmptyContentsGiveAnEmptyFile() throws {
        let path = folder + "/empty"
        try AtomicFile.write([], to: path)
        XCTAssertEqual(contents(path), [])
    }

    func testPNGFileWriteThenRead() throws {
        let path = folder + "/frame.png"
        let image = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 40))
        try PNGFile.write(image, to: path, compression: .small)
        XCTAssertEqual(try PNGFile.read(path: path), image)
    }

    func testAFolderAtTheTargetIsRefusedAndLeftAsItWas() throws {
        // A non-empty folder at the target path: SafeWrite refuses anything but a regular file
        // before it writes a temporary file.
        let target = folder + "/golden.png"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try AtomicFile.write(Array("keep".utf8), to: target + "/inside")

        XCTAssertThrowsError(try AtomicFile.write(Array("new".utf8), to: target)) { error in
            let error = error as? FileSafetyError
            XCTAssertEqual(error?.path, target)
            XCTAssertEqual(error?.kind, .notRegularFile(found: "a directory"))
        }
        XCTAssertEqual(try names(in: folder), ["golden.png"])
        XCTAssertEqual(contents(target + "/inside"), Array("keep".utf8))
    }

    func testParentThatIsAFileIsReported() throws {
        let file = folder + "/plain.txt"
        try AtomicFile.write(Array("x".utf8), to: file)
        XCTAssertThrowsError(try AtomicFile.write([1], to: file + "/x.png")) { error in
            let error = error as? FileSafetyError
            XCTAssertEqual(error?.code, ENOTDIR)
            XCTAssertEqual(error?.path, file + "/x.png")
            XCTAssertTrue(error?.description.hasSuffix(": Not a directory") ?? false)
        }
        XCTAssertEqual(contents(file), Array("x".utf8))
    }

    func testReadOnlyFolderKeepsTheOldFile() throws {
        // Root ignores folder permissions, so this case can only be shown as another user.
        try XCTSkipIf(geteuid() == 0, "running as root: a read-only folder is still writable")
        let path = folder + "/golden.png"
        try AtomicFile.write(Array("old".utf8), to: path)
        XCTAssertEqual(chmod(folder, 0o555), 0)
        XCTAssertThrowsError(try AtomicFile.write(Array("new".utf8), to: path)) { error in
            XCTAssertEqual((error as? FileSafetyError)?.code, EACCES)
        }
        XCTAssertEqual(contents(path), Array("old".utf8))
        XCTAssertEqual(try names(in: folder), ["golden.png"])
    }

    func testUnencodableImageLeavesTheOldGolden() throws {
        let path = folder + "/golden.png"
        try AtomicFile.write(Array("old".utf8), to: path)
        XCTAssertThrowsError(try PNGFile.write(RGBAImage(width: 0, height: 5), to: path, compression: .fast)) { error in
            XCTAssertEqual(
                (error as? PNGError)?.description,
                "\(path): cannot encode a 0 x 5 image: PNG sides must be 1 to 2147483647 pixels")
        }
        XCTAssertEqual(contents(path), Array("old".utf8))
    }
}
