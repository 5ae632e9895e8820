/// A JSON value with the line and column where it starts, for messages that point into a file
/// (`variants.json:7:18: unknown key `textsize``). Objects keep their keys in file order, so a
/// key given twice is seen (Foundation's decoders keep one silently). Only what the checks
/// need: no number is converted, a string's escapes are kept as written.
package indirect enum LocatedJSON: Sendable {
    case object([(key: String, keyAt: Position, value: LocatedJSON)], at: Position)
    case array([LocatedJSON], at: Position)
    case scalar(String, at: Position)

    package struct Position: Sendable, CustomStringConvertible {
        package let line: Int
        package let column: Int
        package var description: String { "\(line):\(column)" }
    }

    package var position: Position {
        switch self {
        case .object(_, let at), .array(_, let at), .scalar(_, let at): return at
        }
    }

    /// The value of an object's `key` (the first when given twice).
    package subscript(key: String) -> LocatedJSON? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The text of a string or other scalar, nil for an object or array.
    package var text: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    package struct ParseError: Error, Sendable {
        package let position: Position
        package let message: String
    }

    /// Parses `bytes` (UTF-8 JSON), at most `maxDepth` levels deep.
    package static func parse(_ bytes: [UInt8], maxDepth: Int = 32) throws(ParseError) -> LocatedJSON {
        var reader = Reader(bytes: bytes)
        let value = try reader.value(depth: maxDepth)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.fail("unexpected text after the JSON value") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0

        var here: Position { Position(line: line, column: index - lineStart + 1) }

        func fail(_ message: String) -> ParseError { ParseError(position: here, message: message) }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                index += 1
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(ParseError) {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { throw fail("expected \(what)") }
            index += 1
        }

        mutating func value(depth: Int) throws(ParseError) -> LocatedJSON {
            skipSpace()
            guard depth > 0 else { throw fail("nested too deeply") }
            guard index < bytes.count else { throw fail("unexpected end of the file") }
            let start = here
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, keyAt: Position, value: LocatedJSON)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object([], at: start) }
                while true {
                    skipSpace()
                    let keyAt = here
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key in quotes") }
                    let key = try string()
                    try expect(UInt8(ascii: ":"), "`:` after the key")
                    members.append((key, keyAt, try value(depth: depth - 1)))
                    skipSpace()
                    guard index < bytes.count else { throw fail("unexpected end of the file in an object") }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "}") { return .object(members, at: start) }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { index -= 1; throw fail("expected `,` or `}`") }
                }
            case UInt8(ascii: "["):
                index += 1
                var items: [LocatedJSON] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array([], at: start) }
                while true {
                    items.append(try value(depth: depth - 1))
                    skipSpace()
                    guard index < bytes.count else { throw fail("unexpected end of the file in an array") }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "]") { return .array(items, at: start) }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { index -= 1; throw fail("expected `,` or `]`") }
                }
            case UInt8(ascii: "\""):
                return .scalar(try string(), at: start)
            default:
                let begin = index
                while index < bytes.count, !(",]} \t\r\n".utf8.contains(bytes[index])) { index += 1 }
                let word = String(decoding: bytes[begin..<index], as: UTF8.self)
                guard !word.isEmpty else { throw fail("expected a value") }
                return .scalar(word, at: start)
            }
        }

        /// A string in quotes; escapes are kept as written (only `\"` matters to find its end).
        mutating func string() throws(ParseError) -> String {
            index += 1
            let begin = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == 0x0A || bytes[index] < 0x20 { throw fail("control character in a string") }
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard index < bytes.count else { throw fail("unterminated string") }
            index += 1
            return String(decoding: bytes[begin..<(index - 1)], as: UTF8.self)
        }
    }
}
