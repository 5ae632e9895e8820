import HarnessFiles
import HarnessHash
import Foundation
import HarnessSheet

/// Reads scenario files; every error names the file, line and column.
public enum ScenarioParser {
    /// The largest scenario file read, in bytes (100,000 `expect` lines take about 2.5 MB).
    public static let maxFileSize = 16 << 20

    /// Reads and parses a file; a missing, unreadable, special (a FIFO, a device), oversized,
    /// binary or empty file is a `ScenarioError`.
    public static func parse(contentsOf path: String) throws -> Scenario {
        let bytes: [UInt8]
        do {
            bytes = try SafeRead.readRegularFile(path, limit: SafeRead.scenarioLimit)
        } catch {
            throw ScenarioError(path: path, line: 1, column: 1, message: "cannot read the scenario file: \(error.reason)")
        }
        return try parse(bytes: bytes, path: path)
    }

    /// Parses a scenario from its bytes; `path` is used in messages and for the default name.
    public static func parse(bytes: [UInt8], path: String) throws -> Scenario {
        if let nul = bytes.firstIndex(of: 0) {
            throw ScenarioError(path: path, line: 1, column: 1, message: "not a text file (NUL byte at offset \(nul))")
        }
        guard let source = String(validating: bytes, as: UTF8.self) else {
            throw ScenarioError(path: path, line: 1, column: 1,
                                message: "not a text file (invalid UTF-8 at offset \(firstInvalidUTF8Offset(bytes)))")
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

    /// Where the first byte that is not part of a well-formed UTF-8 sequence starts.
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
