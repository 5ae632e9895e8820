// sweep.js, as written (JavaScript in a raw string literal: no escapes). See PageAssets.

extension PageAssets {
    /// sweep.html's script: the settings cells, their findings and the summary.
    static let sweepJS = #"""
// sweep.html: the matrix from sweep.data.js (a row per device, orientation and keyboard, a
// column per text size), and on a click the cell's frames from sweep-cells/cell-N.js, loaded
// then (a <script> added to the page, which works from disk where fetch() does not).
(function () {
  "use strict";
  var K = Kit, esc = K.esc, data = K.data("sweep");
  function n(v) { return v === null || v === undefined ? "—" : K.fixed(Math.round(v * 10) / 10, 1); }
  var bar = n(data.threshold);
  document.title = "caret-harness sweep: " + data.cells.length + " cells";
  var legend = "Each cell: the smallest caret gap (pt) over the frames where the design scrolled with a keyboard up " +
    "(in brackets when no input view ever showed). " + K.chip("ok", "≥ " + bar) + K.chip("thin", "0 to " + bar) +
    K.chip("under", "< 0") + K.chip("none", "never scrolled") + K.chip("breaks", "breaks") + K.chip("warns", "warns") +
    K.chip("beyond", "beyond the app's sizes");
  var html = K.header({
    command: "sweep",
    context: "the design on every device, orientation, text size and keyboard · " + esc(data.rows.length) + " rows × " +
      esc(data.columns.length) + " text sizes = " + esc(data.cells.length) + " cells",
    legend: legend
  });
  html += '<main><p class="explain"><b>breaks</b>: with an input view up, an edit left the caret covered or under ' + esc(bar) +
    " pt above the button (✕N frames), or the rule broken; <b>warns</b>: only expected design warnings, or short gaps with no " +
    "input view (the 60 pt action area's known disagreement). Purple columns are beyond the app's sizes (iOS accessibility). " +
    "<b>~N</b>: the smallest gap in the frames between, after a keystroke made with the caret showing (model, the codebase " +
    "spring, 60 fps). Click a cell for its frames.</p>";
  html += '<table class="sweep"><thead><tr><th>device</th><th>orientation</th><th>keyboard</th>';
  data.columns.forEach(function (c) {
    html += '<th class="' + (c.beyondApp ? "beyond" : "app") + '" title="' + (c.beyondApp ? "beyond the app: iOS accessibility size" : "app text size") +
      '">' + esc(c.textSize) + " pt</th>";
  });
  html += "</tr></thead><tbody>";
  var perRow = Math.max(1, data.columns.length);
  data.rows.forEach(function (row, r) {
    html += "<tr><th>" + esc(row.device) + "</th><th>" + esc(row.orientation) + "</th><th>" + esc(row.keyboard) + "</th>";
    data.cells.slice(r * perRow, (r + 1) * perRow).forEach(function (c) { html += cell(c); });
    html += "</tr>";
  });
  html += '</tbody></table><div id="detail"><p>Click a cell.</p></div>';
  html += '<details><summary>The terminal summary</summary><pre class="summary">' + esc(data.summary) + "</pre></details></main>";
  document.getElementById("page").innerHTML = html;

  function cell(c) {
    var label = c.gap === null || c.gap === undefined ? "—" : c.noInputView ? "(" + n(c.gap) + ")" : n(c.gap);
    var more = c.brokenFrames > 0 ? "<br><b>✕" + esc(c.brokenFrames) + "</b>" : "";
    var pixelNote = "";
    if (c.pixels) {
      if (c.pixels.disagreements) more += '<br><i class="px">px≠' + esc(c.pixels.disagreements) + "</i>";
      pixelNote = "; pixels: " + c.pixels.frames + " frames at " + c.pixels.scale + "x, " + c.pixels.agreed + " agree, " +
        c.pixels.disagreements + " disagree";
    }
    if (c.minMotionGap !== null && c.minMotionGap !== undefined) more += '<br><small title="smallest gap in motion">~' + n(c.minMotionGap) + "</small>";
    var title = c.id + ": " + c.verdict + "; covered after edit: " + c.coveredAfterEdit + "; broken frames " + c.brokenFrames +
      "; keyboard-hidden findings " + c.keyboardHiddenFindings + "; expected warnings " + c.expectedWarnings + "; rule violations " +
      c.ruleViolations + "; clamps " + c.clamps + "; failed expects " + c.failedExpectations + pixelNote;
    return '<td class="cell ' + esc(c.tone) + " " + esc(c.verdict) + '" data-i="' + esc(c.index) + '" title="' + esc(title) + '">' + label + more + "</td>";
  }

  var loaded = {}, wanted = null;
  window.CARET_CELL = function (i, c) { loaded[i] = c; if (wanted === i) show(i); };
  function open(i) {
    wanted = i;
    document.querySelectorAll("td.cell.selected").forEach(function (e) { e.classList.remove("selected"); });
    var td = document.querySelector('td.cell[data-i="' + i + '"]');
    if (td) td.classList.add("selected");
    if (loaded[i]) return show(i);
    document.getElementById("detail").innerHTML = "<p>Loading cell " + esc(i) + "…</p>";
    var s = document.createElement("script");
    s.src = K.url(data.cellFolder + "/cell-" + i + ".js");
    s.onerror = function () {
      document.getElementById("detail").innerHTML = '<p class="bad">' + esc(data.cellFolder + "/cell-" + i + ".js") +
        " did not load: keep the folder beside sweep.html.</p>";
    };
    document.body.appendChild(s);
  }
  function show(i) {
    var c = loaded[i];
    var h = "<h2>" + esc(c.id) + ": " + esc(c.verdict) + "</h2><p>smallest gap where the design scrolled: " + n(c.minScrolledGap) +
      " pt with a keyboard up, " + n(c.minScrolledGapNoInputView) + " pt without; text size " + esc(c.textSize) + " pt (line " +
      n(c.lineHeight) + " pt)" + (c.beyondApp ? " beyond the app" : "") + ", " + esc(c.orientation) + ", keyboard " + esc(c.keyboard) +
      " (inputHeight " + esc(c.inputHeight) + " pt), sheet width " + esc(c.sheetWidth) + " pt; rule violations " + esc(c.ruleViolations) +
      ", clamps " + esc(c.clamps) + "</p>";
    if (c.pixels) {
      var p = c.pixels;
      h += "<p>pixels (" + esc(p.frames) + " frames drawn at " + esc(p.scale) + "x): " + esc(p.agreed) + " agree with the model, " +
        esc(p.notAsked) + " not asked (caret covered or none), <span" + (p.disagreements.length ? ' class="bad"' : "") + ">" +
        p.disagreements.length + " disagree</span></p>";
      p.disagreements.forEach(function (d) {
        h += '<p class="bad">' + esc(d.scenario + " " + d.frame + ": model " + n(d.modelGap) + " pt, pixels " + n(d.pixelGap) + " pt (" + d.status + ")") + "</p>";
      });
    }
    c.scenarios.forEach(function (s) {
      h += "<h3>" + esc(s.scenario) + ": smallest gap where the design scrolled " + n(s.minScrolledGap) + " pt, " + esc(s.brokenFrames) +
        " edit frames covered or short with the keyboard up, " + esc(s.keyboardHiddenFindings) + " with no input view, " +
        esc(s.expectedWarnings) + " expected design warnings</h3><p><code>" + esc(s.command) + "</code></p>";
      h += "<table><tr><th>#</th><th>event</th><th>line</th><th>scroll y</th><th>recenter</th><th>caret top</th><th>caret bottom</th>" +
        "<th>header bottom</th><th>button top</th><th>keyboard top</th><th>gap</th><th>covered by</th><th>rule</th><th>expect</th></tr>";
      s.frames.forEach(function (f) {
        var ex = f.expectations.map(function (e) {
          return (e.passed ? "" : '<span class="bad">') + esc(e.text + ": " + e.message) + (e.passed ? "" : "</span>");
        }).join("<br>");
        var rule = f.ruleHolds === null || f.ruleHolds === undefined ? "" : f.ruleHolds ? "holds" : '<span class="bad">outside</span>';
        h += "<tr><td>" + esc(f.index) + "</td><td>" + esc(f.event) + "</td><td>" + esc(f.line) + "</td><td>" + n(f.scrollOriginY) +
          "</td><td>" + esc(f.recenter || "") + "</td><td>" + n(f.caretTop) + "</td><td>" + n(f.caretBottom) + "</td><td>" +
          n(f.headerBottom) + "</td><td>" + n(f.buttonTop) + "</td><td>" + n(f.keyboardTop) + "</td><td>" + n(f.gap) + "</td><td" +
          (f.coveredBy.length ? ' class="bad"' : "") + ">" + esc(f.coveredBy.join(", ")) + "</td><td>" + rule + "</td><td>" + ex + "</td></tr>";
      });
      h += "</table>";
    });
    document.getElementById("detail").innerHTML = h;
  }
  document.getElementById("page").addEventListener("click", function (e) {
    var td = e.target.closest("td.cell");
    if (!td) return;
    var i = Number(td.getAttribute("data-i"));
    history.replaceState(null, "", "#cell-" + i);
    open(i);
  });
  var m = /^#cell-(\d+)$/.exec(location.hash);
  if (m && document.querySelector('td.cell[data-i="' + m[1] + '"]')) open(Number(m[1]));
})();

"""#
}
