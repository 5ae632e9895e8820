import HarnessFiles
import Foundation
import HarnessScreens

/// Reads scenario files; every error names the file, line and column.
package enum ScenarioParser {

    /// Reads and parses a file; a missing, unreadable, special (a FIFO, a device), oversized,
    /// binary or empty file is a `ScenarioError`.
    package static func parse(contentsOf path: String) throws -> Scenario {
        let bytes: [UInt8]
        do {
            bytes = try SafeRead.readRegularFile(path, limit: SafeRead.scenarioLimit)
        } catch {
            throw ScenarioError(path: path, line: 1, column: 1, message: "cannot read the scenario file: \(error.reason)")
        }
        return try parse(bytes: bytes, path: path)
    }

    /// Parses a scenario from its bytes; `path` is used in messages and for the default name.
    package static func parse(bytes: [UInt8], path: String) throws -> Scenario {
        // A NUL is looked for first, anywhere (UTF-16 text shows as NULs, not as bad UTF-8).
        if let nul = bytes.firstIndex(of: 0) {
            let at = position(ofByte: nul, in: bytes)
            throw ScenarioError(path: path, line: at.line, column: at.column, message: "not a text file (NUL byte at offset \(nul))")
        }
        guard let source = String(validating: bytes, as: UTF8.self) else {
            let invalid = firstInvalidUTF8Offset(bytes)
            let at = position(ofByte: invalid, in: bytes)
            throw ScenarioError(path: path, line: at.line, column: at.column,
                                message: "not a text file (invalid UTF-8 at offset \(invalid))")
        }
        // A UTF-8 byte-order mark (EF BB BF) that some editors write at the start is skipped;
        // columns on line 1 count from after it, as the editor shows them.
        let text = source.unicodeScalars.first == "\u{FEFF}" ? Substring(source.unicodeScalars.dropFirst()) : Substring(source)
        var state = ParseState(path: path)
        // Split on the scalar: "\r\n" is a single Character, so splitting Characters on "\n"
        // would read a CRLF file as one line.
        for (index, rawLine) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated() {
            let lineNumber = index + 1
            let tokens: [ScenarioToken]
            do {
                tokens = try ScenarioTokenizer.tokens(of: rawLine)
            } catch {
                throw ScenarioError(path: path, line: lineNumber, column: error.column, message: error.message)
            }
            guard !tokens.isEmpty else { continue }
            try state.accept(tokens, line: lineNumber)
        }
        return try state.finish(hash: SHA256.hex(of: bytes))
    }

    /// The line and column (in Unicode scalars, after a leading byte-order mark, as the
    /// tokenizer counts them) of byte `offset` (a malformed byte before it counts as one).
    private static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = 1 + before.filter { $0 == 0x0A }.count
        var scalars = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count
        if line == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scalars -= 1 }
        return (line, scalars + 1)
    }

    /// Where the first byte that is not part of a well-formed UTF-8 sequence starts (the count
    /// of bytes when all are well-formed).
    private static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
        }
        return offset
    }
}
