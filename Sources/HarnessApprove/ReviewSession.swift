import Foundation
import HarnessFiles
import HarnessReports

/// `caret-harness review`: the routes of the page served on 127.0.0.1. `GET /` is the review
/// page; `GET /out/PATH` a file of the out folder (report.html, frames, diffs; never outside
/// it, never through a symlink); `POST /approve` approves a frame, a scenario or everything
/// that changed through `Approver`; `POST /stop` ends the session. A POST must carry the
/// session's random token (from the page) and every request a Host of 127.0.0.1 or localhost
/// on the server's port, so another site in the browser can neither approve nor read.
package final class ReviewSession {
    package let approver: Approver
    package let port: Int
    let token: String
    /// The frames approved so far, by id, and the last approval's outcome line.
    private(set) var approved: Set<String> = []
    private(set) var notice: String?
    /// One line a request that changed something, for the terminal.
    package var log: (String) -> Void = { _ in }

    package init(approver: Approver, port: Int) {
        self.approver = approver
        self.port = port
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
    }

    package func handle(_ request: HTTPRequest) -> LoopbackServer.Response {
        let host = request.headers["host"] ?? ""
        guard ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host) else {
            return .text(403, "review answers only to http://127.0.0.1:\(port)/")
        }
        switch (request.method, request.path) {
        case ("GET", "/"):
            let page = ReviewPage(items: approver.run.items, approved: approved, notice: notice, token: token)
            return LoopbackServer.Response(status: 200, contentType: "text/html; charset=utf-8", body: Array(page.html.utf8),
                                           headers: [("Content-Security-Policy", "default-src 'self'; style-src 'unsafe-inline'")])
        case ("GET", _) where request.path.hasPrefix("/out/"):
            return file(String(request.path.dropFirst("/out/".count)))
        case ("POST", "/approve"), ("POST", "/stop"):
            let form = HTTPRequest.form(String(decoding: request.body, as: UTF8.self))
            guard form["token"] == token else { return .text(403, "missing or wrong session token; reload the review page") }
            if request.path == "/stop" {
                var response = LoopbackServer.Response.text(200, "review stopped; you can close this tab")
                response.stop = true
                return response
            }
            return approve(form)
        case (_, "/approve"), (_, "/stop"):
            return .text(405, "use POST")
        default:
            return .text(404, "no such page")
        }
    }

    private func approve(_ form: [String: String]) -> LoopbackServer.Response {
        let selection: ApprovalSelection
        if let frame = form["frame"] {
            selection = .frames([frame])
        } else if let scenario = form["scenario"] {
            selection = .scenario(scenario)
        } else if form["all"] != nil {
            selection = .everythingChanged
        } else {
            return .text(400, "approve what? (frame=ID, scenario=NAME or all=1)")
        }
        do {
            let result = try approver.approve(selection)
            approved.formUnion(result.approved)
            notice = "approved \(result.approved.count) frame\(result.approved.count == 1 ? "" : "s"): "
                + "\(result.written.count) golden\(result.written.count == 1 ? "" : "s") written, \(result.unchanged.count) already equal"
            for path in result.written { log("wrote   \(path)") }
            log(notice ?? "")
        } catch {
            notice = "not approved: \(error)"
            log(notice ?? "")
        }
        return LoopbackServer.Response(status: 303, contentType: "text/plain; charset=utf-8", body: Array("see /\n".utf8),
                                       headers: [("Location", "/")])
    }

    /// A file of the out folder: a relative path without `..`, a regular file, not a symlink.
    private func file(_ relative: String) -> LoopbackServer.Response {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            return .text(404, "no such file")
        }
        let path = approver.run.directory + "/" + relative
        for depth in 1..<parts.count {
            let folder = approver.run.directory + "/" + parts[0..<depth].joined(separator: "/")
            var info = stat()
            guard lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return .text(404, "no such file") }
        }
        guard let bytes = try? SafeRead.readRegularFile(path, limit: SafeRead.pngLimit, followSymlinks: false) else {
            return .text(404, "no such file")
        }
        let types = ["png": "image/png", "html": "text/html; charset=utf-8", "json": "application/json", "xml": "application/xml",
                     "css": "text/css", "js": "text/javascript"]
        let type = types[String(relative.split(separator: ".").last ?? "")] ?? "application/octet-stream"
        return LoopbackServer.Response(status: 200, contentType: type, body: bytes)
    }
}

