import Foundation
import HarnessFiles
import HarnessReports

/// The headers of every answer the review server gives: never framed (clickjacking the approve
/// buttons), never readable or embeddable by another origin, never sniffed into another type,
/// no referrer to another origin, no opener shared with another site's window. (Not
/// `no-referrer`: under it a browser sends `Origin: null` with the page's own form POST.) An answer may replace the content
/// security policy with its own (the page's, the out folder's), each keeping `frame-ancestors 'none'`.
package enum ReviewHeaders {
    package static let everyResponse: [(String, String)] = [
        ("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"),
        ("X-Frame-Options", "DENY"),
        ("Cross-Origin-Resource-Policy", "same-origin"),
        ("Cross-Origin-Opener-Policy", "same-origin"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
    ]

    /// The review page: its own images, inline style and its one script (`/review.js`, which
    /// posts to the server itself), nothing else.
    package static let pagePolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'self'; "
        + "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    /// A file of the out folder (untrusted: report.html may be crafted). Sandboxed without
    /// `allow-scripts`, `allow-forms` or `allow-same-origin`: it runs no script, submits no form,
    /// and has an opaque origin, so it can neither read the review page (and its token) nor
    /// approve anything. Only images of its own server may load.
    package static let outFolderPolicy = "sandbox; default-src 'none'; img-src 'self'; frame-ancestors 'none'"
}

/// `caret-harness review`: the routes of the page served on 127.0.0.1. `GET /` is the review
/// page; `GET /out/PATH` a file of the out folder (report.html, frames, diffs; never outside
/// it, never through a symlink; sandboxed, see `ReviewHeaders.outFolderPolicy`); `POST /approve`
/// approves a frame, a scenario or everything that changed through `Approver`; `POST /stop` ends
/// the session. Every request must carry a Host of 127.0.0.1 or localhost on the server's port
/// (DNS rebinding), must not come from another site (`Sec-Fetch-Site` cross-site or same-site,
/// or an `Origin` other than the server's own, are refused: another page in the browser can
/// neither read the page, its token or the run's data, nor post); a POST must carry an `Origin`
/// that is the server's own and, in its `X-Review-Token` header, the session's random token,
/// which only the review page holds (`GET /review.js` is the page's script that sends it).
/// `handle` is called for one request at a time (the server serialises it).
package final class ReviewSession: @unchecked Sendable {
    package let approver: Approver
    package let port: Int
    let token: String
    /// The frames approved so far, by id, and the last approval's outcome line.
    private(set) var approved: Set<String> = []
    private(set) var notice: String?
    /// One line a request that changed something or was refused, for the terminal; every value
    /// from the out folder or the request in it goes through `LogText.safe`.
    package var log: @Sendable (String) -> Void = { _ in }

    package init(approver: Approver, port: Int) {
        self.approver = approver
        self.port = port
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
    }

    /// The origins the review page has: the server's own.
    private var ownOrigins: [String] { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }

    package func handle(_ request: HTTPRequest) -> LoopbackServer.Response {
        let host = request.headers["host"] ?? ""
        guard ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host) else {
            return refuse(request, .text(403, "review answers only to http://127.0.0.1:\(port)/"))
        }
        // Fetch metadata: a request another site's page started (a script tag, a fetch, a form).
        if let site = request.headers["sec-fetch-site"], !["same-origin", "none"].contains(site) {
            return refuse(request, .text(403, "review answers only its own page (Sec-Fetch-Site: \(LogText.safe(site)))"))
        }
        if let origin = request.headers["origin"], !ownOrigins.contains(origin) {
            return refuse(request, .text(403, "review answers only its own page (Origin: \(LogText.safe(origin)))"))
        }
        switch (request.method, request.path) {
        case ("GET", "/"):
            let page = ReviewPage(items: approver.run.items, approved: approved, notice: notice, token: token,
                                  outDirectory: approver.run.directory)
            return LoopbackServer.Response(status: 200, contentType: "text/html; charset=utf-8", body: Array(page.html.utf8),
                                           headers: [("Content-Security-Policy", ReviewHeaders.pagePolicy)])
        case ("GET", "/review.js"):
            return LoopbackServer.Response(status: 200, contentType: "text/javascript; charset=utf-8", body: Array(ReviewScript.source.utf8))
        case ("GET", _) where request.path.hasPrefix("/out/"):
            return file(String(request.path.dropFirst("/out/".count)))
        case ("POST", "/approve"), ("POST", "/stop"):
            // Browsers send Origin with every POST; without it the request is not the page's.
            guard let origin = request.headers["origin"], ownOrigins.contains(origin) else {
                return refuse(request, .text(403, "a POST must come from the review page (no Origin); reload the review page"))
            }
            // The token travels in a header: a form or link of another page cannot set one.
            guard request.headers["x-review-token"] == token else {
                return refuse(request, .text(403, "missing or wrong session token (X-Review-Token); reload the review page"))
            }
            let form = HTTPRequest.form(String(decoding: request.body, as: UTF8.self))
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

    /// Logs a refused request (method, path and why, escaped) and returns the refusal.
    private func refuse(_ request: HTTPRequest, _ response: LoopbackServer.Response) -> LoopbackServer.Response {
        log("refused \(LogText.safe(request.method)) \(LogText.safe(request.path)): "
            + LogText.safe(String(decoding: response.body, as: UTF8.self).trimmingCharacters(in: .newlines)))
        return response
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
            for path in result.written { log("wrote   \(LogText.safe(path))") }
        } catch {
            notice = "not approved: \(error)"
        }
        log(LogText.safe(notice ?? "", limit: 2000))
        // The page's script shows the page again, with the notice, once this answer is in.
        return .text(200, notice ?? "")
    }

    /// A file of the out folder: a relative path without `..`, a regular file, not a symlink,
    /// under the out folder's sandbox policy.
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
        return LoopbackServer.Response(status: 200, contentType: type, body: bytes,
                                       headers: [("Content-Security-Policy", ReviewHeaders.outFolderPolicy)])
    }
}
