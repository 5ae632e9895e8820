import Foundation
@testable import HarnessPasses
import XCTest

/// The lines a sweep worker writes, read back as they come: a line longer than the 64 KiB a
/// read takes, empty lines, and a last line with no newline.
final class LineReaderTests: XCTestCase {
    func testLinesAcrossChunksEmptyLinesAndAnUnterminatedLast() throws {
        let long = String(repeating: "x", count: 150_000)
        let text = "first\n\n" + long + "\nlast"
        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(text.utf8))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        var reader = LineReader(pipe.fileHandleForReading)
        var lines: [String] = []
        while let line = try reader.next() { lines.append(String(decoding: line, as: UTF8.self)) }
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines[0], "first")
        XCTAssertEqual(lines[1], "")
        XCTAssertEqual(lines[2].count, 150_000)
        XCTAssertEqual(lines[3], "last")
        XCTAssertNil(try reader.next(), "and nothing after the end")
    }

    func testAStreamEndingInANewlineHasNoEmptyLastLine() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("a\nb\n".utf8))
        try pipe.fileHandleForWriting.close()
        var reader = LineReader(pipe.fileHandleForReading)
        XCTAssertEqual(try reader.next(), Data("a".utf8))
        XCTAssertEqual(try reader.next(), Data("b".utf8))
        XCTAssertNil(try reader.next())
    }
}
