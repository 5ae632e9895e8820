import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Set by SIGINT (Ctrl-C) or SIGTERM: the server and every connection stop at their next poll.
let stopRequested = Atomic<Bool>(false)

/// A small HTTP/1.1 server on 127.0.0.1 only (Glibc sockets). Each connection is served on its
/// own Dispatch worker, at most `maxConnections` at once (one more is answered 503 and closed),
/// so a slow client never holds up another. Sockets are non-blocking and every wait is a
/// `poll` of at most `pollMillis`, so nothing blocks for long: a request's head and body must
/// arrive within `readTimeout` seconds of the connection, the answer must be taken within
/// `sendTimeout` seconds, and SIGINT/SIGTERM end the server (and every connection) within a
/// fraction of a second, even while a client stalls. Each connection carries one request and is
/// closed after its answer. The server stops after `idleTimeout` seconds without a request (counted
/// from the last one), on SIGINT/SIGTERM, or when `handle` asks; `handle` is called for one
/// request at a time.
package final class LoopbackServer: @unchecked Sendable {
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
    /// Set before `serve`; read by the workers while it runs.
    package var idleTimeout: Double = 1800
    package var readTimeout: Double = 5
    package var sendTimeout: Double = 10
    package var maxConnections = 8
    /// The longest single wait, so a stop is noticed within it.
    let pollMillis: Int32 = 100

    /// What the workers and the accepting loop share.
    private struct State {
        var active = 0
        var lastRequest = Date()
        var stopFromPage = false
    }
    private let state = Mutex(State())
    /// One request handled at a time (approvals write goldens; the session's state is not shared).
    private let handling = NSLock()

    /// Binds 127.0.0.1:`port` (0: any free port) and listens.
    package init(port: Int) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
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
    /// SIGINT/SIGTERM arrives; returns why it stopped, once every connection has ended.
    package func serve(_ handle: @escaping @Sendable (HTTPRequest) -> Response) -> String {
        stopRequested.store(false, ordering: .relaxed)
        // The handlers in place before (the command line's interruption handling) come back after.
        let previous = (signal(SIGINT) { _ in stopRequested.store(true, ordering: .relaxed) },
                        signal(SIGTERM) { _ in stopRequested.store(true, ordering: .relaxed) })
        defer {
            signal(SIGINT, previous.0)
            signal(SIGTERM, previous.1)
        }
        let workers = DispatchGroup()
        // The connections end on their own once `stopping` is set (each polls it).
        defer { workers.wait() }
        while true {
            if stopRequested.load(ordering: .relaxed) { return stop("interrupted") }
            let (stopFromPage, idle) = state.withLock { ($0.stopFromPage, $0.active == 0 ? Date().timeIntervalSince($0.lastRequest) : 0) }
            if stopFromPage { return stop("stopped from the page") }
            if idle > idleTimeout { return stop("no request for \(NumberFormat.seconds(idleTimeout)) s") }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, pollMillis) > 0 else { continue }
            let client = accept(fd, nil, nil)
            guard client >= 0 else { continue }
            // Non-blocking (every wait is a poll) and not inherited by a child process.
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            let admitted = state.withLock { state -> Bool in
                guard state.active < maxConnections else { return false }
                state.active += 1
                return true
            }
            guard admitted else {
                // Too many at once: a short answer, never waited on, then closed.
                let busy = Self.encode(.text(503, "review is busy; try again"))
                _ = busy.withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                close(client)
                continue
            }
            DispatchQueue.global().async(group: workers) {
                self.serveConnection(client, handle: handle)
                close(client)
                self.state.withLock { $0.active -= 1 }
            }
        }
    }

    /// Marks the server as stopping (the connections see it at their next poll) and returns `why`.
    private func stop(_ why: String) -> String {
        stopping.store(true, ordering: .relaxed)
        return why
    }

    /// Set when `serve` returns: every connection ends at its next poll.
    private let stopping = Atomic<Bool>(false)

    private var shouldStop: Bool { stopping.load(ordering: .relaxed) || stopRequested.load(ordering: .relaxed) }

    /// One connection: read a request within the read deadline, answer it within the send deadline.
    private func serveConnection(_ client: Int32, handle: @Sendable (HTTPRequest) -> Response) {
        let response: Response
        switch read(client, deadline: Date().addingTimeInterval(readTimeout)) {
        case .success(let request):
            state.withLock { $0.lastRequest = Date() }
            response = handling.withLock { handle(request) }
        case .failure(let refusal):
            guard refusal.status != 0 else { return }  // the client left, or the server stops: nobody to answer
            response = .text(refusal.status, refusal.reason)
        }
        send(Self.encode(response), to: client, deadline: Date().addingTimeInterval(sendTimeout))
        state.withLock {
            $0.lastRequest = Date()
            if response.stop { $0.stopFromPage = true }
        }
    }

    /// Waits until `client` is ready for `events` or `deadline` passes (false), polling the stop flags.
    private func wait(_ client: Int32, for events: Int32, deadline: Date) -> Bool {
        while !shouldStop {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var p = pollfd(fd: client, events: Int16(events), revents: 0)
            let n = poll(&p, 1, min(pollMillis, Int32(left * 1000) + 1))
            if n > 0 { return true }
            if n < 0 && errno != EINTR { return false }
        }
        return false
    }

    /// Reads one request from `client`, within the limits and by `deadline`. A refusal with
    /// status 0 means there is no one to answer (the client closed, or the server stops).
    private func read(_ client: Int32, deadline: Date) -> Result<HTTPRequest, HTTPRequest.Refusal> {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let separator: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        /// One recv of at most `limit` bytes into `data`: false when the connection is over.
        func receive(_ limit: Int) -> Result<Void, HTTPRequest.Refusal> {
            guard wait(client, for: Int32(POLLIN), deadline: deadline) else {
                return .failure(.init(status: shouldStop ? 0 : 408, reason: "request not received in time"))
            }
            let n = recv(client, &buffer, min(buffer.count, limit), 0)
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return .success(()) }
            guard n > 0 else { return .failure(.init(status: 0, reason: "closed")) }
            data += buffer[0..<n]
            return .success(())
        }
        while headEnd == nil {
            if case .failure(let refusal) = receive(buffer.count) { return .failure(refusal) }
            headEnd = Self.find(separator, in: data)
            if headEnd == nil, data.count > HTTPRequest.headerLimit {
                return .failure(.init(status: 431, reason: "request header too large"))
            }
        }
        guard let headEnd else { return .failure(.init(status: 400, reason: "incomplete request")) }
        do throws(HTTPRequest.Refusal) {
            var request = try HTTPRequest(head: Array(data[0..<headEnd]))
            let length = try request.contentLength()
            let start = headEnd + 4
            while data.count - start < length {
                if case .failure(let refusal) = receive(length - (data.count - start)) { return .failure(refusal) }
            }
            request.body = Array(data[start..<(start + length)])
            return .success(request)
        } catch {
            return .failure(error)
        }
    }

    /// The response's bytes: status line, headers, body. Every answer is closed after it and never
    /// cached; the headers that keep it from being sniffed, framed or read by another origin are
    /// the session's (`ReviewSession`), with these defaults for answers made here.
    static func encode(_ response: Response) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        head += "Content-Type: \(response.contentType)\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n"
        head += "Cache-Control: no-store\r\n"
        var headers = response.headers
        let named = Set(headers.map { $0.0.lowercased() })
        for (name, value) in ReviewHeaders.everyResponse where !named.contains(name.lowercased()) { headers.append((name, value)) }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        return Array((head + "\r\n").utf8) + response.body
    }

    /// Sends `bytes` by `deadline`; a client that does not read in time (or a stop) ends it.
    private func send(_ bytes: [UInt8], to client: Int32, deadline: Date) {
        var sent = 0
        while sent < bytes.count {
            guard wait(client, for: Int32(POLLOUT), deadline: deadline) else { return }
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { continue }
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
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}

/// Seconds as a log shows them: whole seconds without a fraction.
enum NumberFormat {
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
