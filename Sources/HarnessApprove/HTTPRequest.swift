/// One HTTP/1.1 request as the review server reads it: bounded in size (the request line and
/// headers at most `headerLimit` bytes, a body at most `bodyLimit`), anything else refused.
package struct HTTPRequest: Sendable, Equatable {
    package static let headerLimit = 16 << 10
    package static let bodyLimit = 64 << 10

    package let method: String
    /// The path without the query, percent-decoded.
    package let path: String
    package let query: [String: String]
    /// Header names in lower case.
    package let headers: [String: String]
    package var body: [UInt8]

    /// Why a request was refused, with the status to answer.
    package struct Refusal: Error, Equatable {
        package let status: Int
        package let reason: String
    }

    /// Parses the head (everything before the blank line, without it).
    package init(head: [UInt8]) throws(Refusal) {
        guard head.count <= HTTPRequest.headerLimit else { throw Refusal(status: 431, reason: "request header too large") }
        guard let text = String(validating: head, as: UTF8.self) else { throw Refusal(status: 400, reason: "not UTF-8") }
        var lines = text.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { throw Refusal(status: 400, reason: "bad request line") }
        method = String(requestLine[0])
        let target = String(requestLine[1])
        guard target.hasPrefix("/") else { throw Refusal(status: 400, reason: "bad target") }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let decoded = HTTPRequest.percentDecoded(String(parts[0])) else { throw Refusal(status: 400, reason: "bad path") }
        path = decoded
        query = parts.count > 1 ? HTTPRequest.form(String(parts[1])) : [:]
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { throw Refusal(status: 400, reason: "bad header line") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard headers[name] == nil else { throw Refusal(status: 400, reason: "header \(name) given twice") }
            headers[name] = value
        }
        self.headers = headers
        body = []
    }

    /// The declared body length: none, or at most `bodyLimit`; chunked bodies are refused.
    package func contentLength() throws(Refusal) -> Int {
        if headers["transfer-encoding"] != nil { throw Refusal(status: 411, reason: "chunked bodies are not accepted") }
        guard let text = headers["content-length"] else { return 0 }
        guard let n = Int(text), n >= 0 else { throw Refusal(status: 400, reason: "bad Content-Length") }
        guard n <= HTTPRequest.bodyLimit else { throw Refusal(status: 413, reason: "body too large") }
        return n
    }

    /// `a=1&b=two` (application/x-www-form-urlencoded) as a dictionary; the last value wins.
    package static func form(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let plus = { (s: Substring) in s.replacingOccurrences(of: "+", with: " ") }
            guard let key = percentDecoded(plus(kv[0])) else { continue }
            result[key] = kv.count > 1 ? percentDecoded(plus(kv[1])) ?? "" : ""
        }
        return result
    }

    /// `%41` to `A`; nil for a malformed escape, invalid UTF-8 or a NUL.
    package static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            utf8 = utf8.dropFirst(2)
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}

import Foundation
