import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 42's setting: a workspace with the two-frame `tiny` scenario recorded into the
/// project's Goldens/, frame 2's golden then swapped for frame 1's pixels, and `verify` run into
/// out/: frame 1 matched, frame 2 changed. The out folder is what an attacker edits.
struct ApprovalWorkspace {
    let w: CLIWorkspace
    let scenario: String
    static let frame1 = "s000-001-open-create"
    static let frame2 = "s000-002-tap-title"

    init(body: String = "open create\ntap title\n") throws {
        w = try CLIWorkspace()
        scenario = try w.scenario("tiny", body)
    }

    /// Records, swaps frame 2's golden, verifies into out/ (which fails on frame 2).
    func recordSwapAndVerify() throws {
        let record = try run(["record", "--missing", "--scenario", scenario, "--goldens", "Goldens", "--out", "rec"])
        XCTAssertEqual(record.code, 0, record.out + record.err)
        try swapFrame2AndVerify()
    }

    /// Frame 2's golden replaced by frame 1's pixels, then verify into out/ (failing on frame 2).
    func swapFrame2AndVerify() throws {
        try FileManager.default.removeItem(atPath: golden(Self.frame2))
        try FileManager.default.copyItem(atPath: golden(Self.frame1), toPath: golden(Self.frame2))
        try verify(expect: 1)
    }

    /// `verify` into out/ against Goldens/.
    func verify(expect code: Int32) throws {
        let verify = try run(["verify", "--scenario", scenario, "--goldens", "Goldens", "--out", "out"])
        XCTAssertEqual(verify.code, code, verify.out + verify.err)
    }

    func golden(_ frame: String) -> String { w.path("Goldens/iphone-15-pro-light/tiny/\(frame).png") }
    func outFrame(_ frame: String) -> String { w.path("out/iphone-15-pro-light/tiny/\(frame).png") }

    /// Runs the binary in the workspace with `CI` unset (approval refuses under CI).
    func run(_ arguments: [String], environment: [String: String?] = ["CI": nil]) throws -> (code: Int32, out: String, err: String) {
        let (process, out, err) = try w.start(arguments, environment: environment)
        return CLIWorkspace.finish(process, out, err)
    }

    /// Every file under the goldens folder with its SHA-256-equal bytes (the lock file left out).
    func goldens() -> [String: Data] { w.snapshot(w.path("Goldens")).filter { !$0.key.hasSuffix(".lock") } }

    /// report.json read, changed by `edit`, written back (as an attacker would edit it).
    func editReport(_ edit: (inout [String: Any]) throws -> Void) throws {
        let path = w.path("out/report.json")
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        try edit(&object)
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: URL(fileURLWithPath: path))
    }

    /// Changes every frame entry of report.json whose frame name is `name` (all when nil).
    func editFrames(named name: String? = nil, _ edit: @escaping (inout [String: Any]) -> Void) throws {
        try editReport { report in
            var scenarios = report["scenarios"] as? [[String: Any]] ?? []
            for s in scenarios.indices {
                var frames = scenarios[s]["frames"] as? [[String: Any]] ?? []
                for f in frames.indices {
                    let frameName = (frames[f]["frame"] as? [String: Any])?["name"] as? String
                    if name == nil || frameName == name { edit(&frames[f]) }
                }
                scenarios[s]["frames"] = frames
            }
            report["scenarios"] = scenarios
        }
    }

    func remove() { w.remove() }
}

/// A bare HTTP/1.1 client on a socket, so a test can send any header (Origin, Sec-Fetch-Site),
/// send slowly or never read.
struct RawHTTP {
    let fd: Int32

    /// Connects to 127.0.0.1:`port`; reads wait at most `timeout` seconds.
    init(port: Int, timeout: Int = 30) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw NSError(domain: "connect", code: Int(errno)) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// A receive buffer of `bytes`, set before connecting would be ideal; small keeps a large answer unsent.
    func shrinkReceiveBuffer(_ bytes: Int32) {
        var size = bytes
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// False when the connection is gone.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Everything until the server closes (or the read timeout).
    func readAll() -> [UInt8] {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { break }
            data += buffer[0..<n]
        }
        return data
    }

    func close() { _ = Glibc.close(fd) }

    /// One request with `headers`, the answer parsed: status, headers (lower-case names), body.
    static func request(port: Int, _ method: String, _ path: String, headers: [String: String] = [:], body: String = "")
        throws -> (status: Int, headers: [String: String], body: String) {
        let client = try RawHTTP(port: port)
        defer { client.close() }
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" {
            head += "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n"
        }
        client.send(head + "\r\n" + body)
        return parse(client.readAll())
    }

    static func parse(_ data: [UInt8]) -> (status: Int, headers: [String: String], body: String) {
        let text = String(decoding: data, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return (0, [:], text) }
        let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
        let status = Int(lines.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers, String(text[end.upperBound...]))
    }
}

/// A running `caret-harness review`: its process, port and output.
final class ReviewProcess {
    let process: Process
    let port: Int
    private let out: Pipe
    private let err: Pipe
    /// What it printed after the address line (read when it has ended).
    private(set) var firstLine: String

    init(_ workspace: ApprovalWorkspace, _ extra: [String] = []) throws {
        (process, out, err) = try workspace.w.start(["review", "out", "--port", "0"] + extra, environment: ["CI": nil])
        // The first line names the address: "review: http://127.0.0.1:PORT/ (…)".
        var line: [UInt8] = []
        while !line.contains(10) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        firstLine = String(decoding: line, as: UTF8.self)
        guard let range = firstLine.range(of: "http://127.0.0.1:"),
              let port = Int(firstLine[range.upperBound...].prefix { $0.isNumber }) else {
            let rest = CLIWorkspace.finish(process, out, err)
            throw NSError(domain: "review did not start: \(firstLine) \(rest.out) \(rest.err)", code: 1)
        }
        self.port = port
    }

    /// The session token, read from the review page.
    func token() throws -> String {
        let page = try RawHTTP.request(port: port, "GET", "/")
        let marker = "name=\"review-token\" content=\""
        guard let start = page.body.range(of: marker) else { throw NSError(domain: "no token in the page", code: 1) }
        return String(page.body[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Ends it (SIGTERM) and returns the rest of its output.
    func stop() -> (code: Int32, out: String, err: String) {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        let rest = CLIWorkspace.finish(process, out, err)
        return (rest.code, firstLine + rest.out, rest.err)
    }

    /// Waits for the process to end (the caller has asked it to), at most `seconds`; true when it did.
    func waitForExit(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        return !process.isRunning
    }
}
