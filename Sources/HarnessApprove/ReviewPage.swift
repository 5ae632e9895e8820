import HarnessReports

/// The review page: each frame whose golden differs, grouped by variant and scenario, with the
/// golden, the diff and the run's frame side by side, and a button to approve the frame, its
/// scenario or everything that changed. A frame whose expectations fail has no button: it says
/// to fix the code. The images come from the out folder (`/out/...`). The session token is in a
/// `<meta>` of this page only; `review.js` posts each form with it in the `X-Review-Token` header.
struct ReviewPage {
    let items: [RunFolder.Item]
    let approved: Set<String>
    let notice: String?
    let token: String
    /// The out folder, as the person named it (for the full report's path).
    var outDirectory = "out"

    var html: String {
        let changed = items.filter(\.changed)
        let approvable = changed.filter { !$0.failsExpectations && !approved.contains($0.id) }
        var out = """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>caret-harness review</title>
            <meta name="review-token" content="\(token)"><script src="/review.js" defer></script>
            <style>body{font:14px system-ui,sans-serif;margin:1.5em}figure{display:inline-block;margin:0 .5em 0 0}
            img{width:180px;border:1px solid #ccc}figcaption{font-size:12px;color:#555}section{margin:1em 0;padding:.5em;border-top:1px solid #ddd}
            .notice{background:#eef;padding:.5em}.fails{color:#b00}.approved{color:#070}form{display:inline}</style></head><body>
            <h1>Review: \(changed.count) of \(items.count) frames differ from their goldens</h1>
            <p>The full report: open \(HTML.escape(outDirectory))/report.html in the browser from disk (this server shows the
            out folder's files only sandboxed, without their scripts).</p>

            """
        if let notice { out += "<p class=\"notice\" id=\"notice\">\(HTML.escape(notice))</p>\n" }
        if !approvable.isEmpty {
            out += form(["all": "1"], label: "Approve everything that changed (\(approvable.count) frames)", id: "approve-all")
        }
        out += form([:], label: "Stop reviewing", id: "stop", action: "/stop")
        var groups: [String] = []
        for item in changed where !groups.contains("\(item.variant)/\(item.scenario)") { groups.append("\(item.variant)/\(item.scenario)") }
        for group in groups {
            let frames = changed.filter { "\($0.variant)/\($0.scenario)" == group }
            out += "<section><h2>\(HTML.escape(group))</h2>\n"
            if frames.contains(where: { !$0.failsExpectations && !approved.contains($0.id) }) {
                out += form(["scenario": group], label: "Approve the scenario (\(frames.count) frames)", id: "approve-scenario-\(group)")
            }
            for item in frames { out += frame(item) }
            out += "</section>\n"
        }
        if changed.isEmpty { out += "<p>Nothing to approve: every frame matches its golden.</p>\n" }
        return out + "</body></html>\n"
    }

    private func frame(_ item: RunFolder.Item) -> String {
        let f = item.frame
        var out = "<div class=\"frame\" data-frame=\"\(HTML.escape(item.id))\"><h3>\(HTML.escape(f.frame.name))</h3>"
        out += "<p>\(HTML.escape(f.comparison.status.rawValue)): \(HTML.escape(f.comparison.detail))</p>"
        for (label, path) in [("golden", f.expectedImage), ("diff", f.diffImage), ("this run", Optional(f.actualImage))] {
            guard let path else { continue }
            out += "<figure><img alt=\"\(label)\" src=\"/out/\(HTML.url(path))\"><figcaption>\(label)</figcaption></figure>"
        }
        if approved.contains(item.id) {
            out += "<p class=\"approved\">approved</p>"
        } else if item.failsExpectations {
            let first = f.frame.expectations.first { !$0.passed }
            out += "<p class=\"fails\">its expectations fail (\(HTML.escape(first.map { "expect \($0.expect): \($0.message)" } ?? "checks failed"))): "
                + "fix the code or the scenario; it cannot be approved</p>"
        } else {
            out += form(["frame": item.id], label: "Approve this frame", id: "approve-\(item.id)")
        }
        return out + "</div>\n"
    }

    private func form(_ fields: [String: String], label: String, id: String, action: String = "/approve") -> String {
        var out = "<form method=\"post\" action=\"\(action)\">"
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            out += "<input type=\"hidden\" name=\"\(name)\" value=\"\(HTML.escape(value))\">"
        }
        return out + "<button type=\"submit\" id=\"\(HTML.escape(id))\">\(HTML.escape(label))</button></form>\n"
    }
}

/// The review page's one script (`GET /review.js`): each form is posted with `fetch`, the session
/// token (from the page's `<meta name="review-token">`) in the `X-Review-Token` header, which no
/// other site's form, link or image can send; then the page is shown again (or, after Stop,
/// the server's goodbye).
enum ReviewScript {
    static let source = """
        document.addEventListener('submit', async (event) => {
          event.preventDefault();
          const form = event.target;
          const token = document.querySelector('meta[name="review-token"]').content;
          const body = new URLSearchParams(new FormData(form)).toString();
          for (const button of document.querySelectorAll('button')) button.disabled = true;
          const answer = await fetch(form.getAttribute('action'), {
            method: 'POST', body,
            headers: {'X-Review-Token': token, 'Content-Type': 'application/x-www-form-urlencoded'}});
          // The whole answer is read first: leaving the page mid-answer would abort the request.
          const text = await answer.text();
          if (form.getAttribute('action') === '/stop') {
            document.body.textContent = text;
          } else {
            location.reload();
          }
        });

        """
}
