import HarnessApprove
import HarnessCore
import XCTest

final class HTTPRequestTests: XCTestCase {
    func testParsesTheRequestLineHeadersAndQuery() throws {
        let head = Array("GET /out/a%20b.png?x=1&y=two+words HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nContent-Length: 12".utf8)
        let request = try HTTPRequest(head: head)
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.path, "/out/a b.png")
        XCTAssertEqual(request.query, ["x": "1", "y": "two words"])
        XCTAssertEqual(request.headers["host"], "127.0.0.1:8080")
        XCTAssertEqual(try request.contentLength(), 12)
    }

    func testRefusesOversizedOrMalformedRequests() {
        let big = Array(("GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: HTTPRequest.headerLimit)).utf8)
        XCTAssertThrowsError(try HTTPRequest(head: big)) { XCTAssertEqual(($0 as? HTTPRequest.Refusal)?.status, 431) }
        XCTAssertThrowsError(try HTTPRequest(head: Array("GET /\r\n".utf8))) { XCTAssertEqual(($0 as? HTTPRequest.Refusal)?.status, 400) }
        XCTAssertThrowsError(try HTTPRequest(head: Array("GET /%zz HTTP/1.1".utf8)))
        XCTAssertThrowsError(try HTTPRequest(head: Array("GET /%00 HTTP/1.1".utf8)))
        // 64 KiB + 1 byte of body is one byte too many.
        let long = try? HTTPRequest(head: Array("POST / HTTP/1.1\r\nContent-Length: \(HTTPRequest.bodyLimit + 1)".utf8))
        XCTAssertThrowsError(try long?.contentLength()) { XCTAssertEqual(($0 as? HTTPRequest.Refusal)?.status, 413) }
        let chunked = try? HTTPRequest(head: Array("POST / HTTP/1.1\r\nTransfer-Encoding: chunked".utf8))
        XCTAssertThrowsError(try chunked?.contentLength()) { XCTAssertEqual(($0 as? HTTPRequest.Refusal)?.status, 411) }
    }

    func testFormDecoding() {
        XCTAssertEqual(HTTPRequest.form("token=ab&frame=iphone-15-pro-light%2Ftiny%2Fs000"),
                       ["token": "ab", "frame": "iphone-15-pro-light/tiny/s000"])
    }

    func testNearestName() {
        // "--tabel" → "--table": one swap of neighbours (distance 1).
        XCTAssertEqual(NearestName.distance("tabel", "table"), 1)
        // kitten → sitting: the classic 3 (two substitutions, one insertion).
        XCTAssertEqual(NearestName.distance("kitten", "sitting"), 3)
        XCTAssertEqual(NearestName.suggestion(for: "verfy", in: ["run", "verify", "record"]), "verify")
        XCTAssertEqual(NearestName.suggestion(for: "iphone-15", in: ["iphone-15-pro", "iphone-se-3"]), "iphone-15-pro")
        XCTAssertNil(NearestName.suggestion(for: "zzz", in: ["run", "verify", "record"]))
    }
}
