import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Set by SIGINT (Ctrl-C) or SIGTERM: the server's loop stops at its next poll.
let stopRequested = Atomic<Bool>(false)

/// A small HTTP/1.1 server on 127.0.0.1 only (Glibc sockets, one connection at a time, each
/// closed after its answer). A request's head and body are bounded (`HTTPRequest` limits) and
/// must arrive within `readTimeout` seconds; the server stops after `idleTimeout` seconds
/// without a request, on Ctrl-C, or when `handle` asks.
package final class LoopbackServer {
    package struct Response: Sendable {
        package var status: Int
        package var contentType: String
        package var body: [UInt8]
        package var headers: [(String, String)] = []
        /// Stop serving once this answer is sent.
        package var stop = false

        package init(status: Int, contentType: String, body: [UInt8], headers: [(String, String)] = [], stop: Bool = false) {
            self.status = status
            self.contentType = contentType
            self.body = body
            self.headers = headers
            self.stop = stop
        }

        package static func text(_ status: Int, _ text: String) -> Response {
            Response(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
        }
    }

    package struct ServerError: Error, CustomStringConvertible {
        package let description: String
    }

    private let fd: Int32
    /// The port bound (the one asked for, or the kernel's choice for 0).
    package let port: Int
    package var idleTimeout: Double = 1800
    package var readTimeout: Double = 5

    /// Binds 127.0.0.1:`port` (0: any free port) and listens.
    package init(port: Int) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ServerError(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ServerError(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            close(fd)
            throw ServerError(description: "cannot read the bound port: \(String(cString: strerror(errno)))")
        }
        self.fd = fd
        self.port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(fd) }

    /// Serves until `handle` returns a response with `stop`, the idle timeout passes, or
    /// SIGINT/SIGTERM arrives; returns why it stopped.
    package func serve(_ handle: (HTTPRequest) -> Response) -> String {
        signal(SIGINT) { _ in stopRequested.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in stopRequested.store(true, ordering: .relaxed) }
        defer {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        var lastRequest = Date()
        while true {
            if stopRequested.load(ordering: .relaxed) { return "interrupted" }
            if Date().timeIntervalSince(lastRequest) > idleTimeout { return "no request for \(Int(idleTimeout)) s" }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 500) > 0 else { continue }
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            lastRequest = Date()
            let response: Response
            switch read(client) {
            case .success(let request): response = handle(request)
            case .failure(let refusal): response = .text(refusal.status, refusal.reason)
            }
            send(response, to: client)
            close(client)
            if response.stop { return "stopped from the page" }
        }
    }

    /// Reads one request from `client`, within the limits and the read timeout.
    private func read(_ client: Int32) -> Result<HTTPRequest, HTTPRequest.Refusal> {
        var timeout = timeval(tv_sec: Int(readTimeout), tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let separator: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        while headEnd == nil {
            let n = recv(client, &buffer, buffer.count, 0)
            guard n > 0 else { return .failure(.init(status: 400, reason: "incomplete request")) }
            data += buffer[0..<n]
            headEnd = Self.find(separator, in: data)
            if headEnd == nil, data.count > HTTPRequest.headerLimit {
                return .failure(.init(status: 431, reason: "request header too large"))
            }
        }
        guard let headEnd else { return .failure(.init(status: 400, reason: "incomplete request")) }
        do throws(HTTPRequest.Refusal) {
            var request = try HTTPRequest(head: Array(data[0..<headEnd]))
            let length = try request.contentLength()
            var body = Array(data[(headEnd + 4)...])
            while body.count < length {
                let n = recv(client, &buffer, min(buffer.count, length - body.count), 0)
                guard n > 0 else { return .failure(.init(status: 400, reason: "incomplete body")) }
                body += buffer[0..<n]
            }
            request.body = Array(body.prefix(length))
            return .success(request)
        } catch {
            return .failure(error)
        }
    }

    private func send(_ response: Response, to client: Int32) {
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        head += "Content-Type: \(response.contentType)\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n"
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        let bytes = Array((head + "\r\n").utf8) + response.body
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            sent += n
        }
    }

    private static func find(_ needle: [UInt8], in data: [UInt8]) -> Int? {
        guard data.count >= needle.count else { return nil }
        for i in 0...(data.count - needle.count) where data[i] == needle[0] && Array(data[i..<(i + needle.count)]) == needle {
            return i
        }
        return nil
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 303: "See Other"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 431: "Request Header Fields Too Large"
        default: "Error"
        }
    }
}
