// compare.js, as written (JavaScript in a raw string literal: no escapes). See PageAssets.

extension PageAssets {
    /// compare.html's script: the scenario under each keyboard-avoidance approach.
    static let compareJS = #"""
// compare.html: the scenario under each keyboard-avoidance approach, from compare.data.js
// (compare.json's document and each scenario's motion chart): the strip's verdict, the
// summaries, the chart, the matrix, every frame under every approach, and the strip.
(function () {
  "use strict";
  var K = Kit, esc = K.esc, url = K.url, fx = K.fixed;
  var page = K.data("compare"), doc = page.compare, tw = page.thumbnailWidth;
  var variant = doc.device + "-" + doc.appearance, gap = fx(doc.requiredGap, 0);
  document.title = "caret-harness compare: " + variant;
  var STRIP = {
    match: function () { return "strategy strip matches its golden"; },
    kept: function () { return "strategy strip recorded, pixels unchanged"; },
    written: function () { return "strategy strip recorded"; },
    changed: function (s) { return "strategy strip changed: " + s.detail; },
    missing: function () { return "strategy strip missing: no golden yet; record it with caret-harness compare --record"; },
    unreadable: function (s) { return "strategy strip golden unreadable: " + s.detail; }
  };
  var html = K.header({
    command: "compare",
    context: esc(variant) + " · " + doc.strategies.length + " keyboard-avoidance approaches, the same script each",
    legend: K.chip("clear", "caret visible, ≥ " + gap + " pt above the button") + K.chip("tight", "visible, less room") +
      K.chip("covered", "covered or off screen") + K.chip("none", "— no caret"),
    nav: doc.scenarios.map(function (s, i) { return '<a href="#s' + (i + 1) + '">' + esc(s.scenario) + "</a>"; }).join("")
  });
  html += "<main>" + doc.scenarios.map(function (s, i) { return section(s, "s" + (i + 1)); }).join("") + "</main>";
  document.getElementById("page").innerHTML = html;


  function section(s, id) {
    var out = '<section id="' + id + '"><h2>' + esc(s.scenario) + " <small>" + esc(s.scenarioPath) + "</small></h2>";
    if (s.stripCheck) {
      var c = s.stripCheck;
      out += '<p class="strip ' + esc(c.status) + '">' + esc(STRIP[c.status](c)) + (c.diff ? ' · <a href="' + url(c.diff) + '">diff</a>' : "") +
        " · golden <code>" + esc(c.golden) + "</code></p>";
    }
    out += "<h3>Summary</h3><table><tr><th>approach</th><th>clear</th><th>tight</th><th>covered</th><th>no caret</th><th>covered in steps</th></tr>";
    s.summaries.forEach(function (m) {
      out += "<tr><th>" + esc(m.strategy) + '</th><td class="num clear">' + m.clear + '</td><td class="num tight">' + m.tight +
        '</td><td class="num covered">' + m.covered + '</td><td class="num none">' + m.noCaret + "</td><td>" + esc(m.coveredSteps.join(", ")) + "</td></tr>";
    });
    out += "</table>" + chart(page.charts[s.scenario]) + "<h3>Caret gap to the button, pt</h3>";
    out += '<div class="matrix-wrap"><table class="matrix"><tr><th>frame</th><th>step</th><th>event</th>' +
      doc.strategies.map(function (st) { return '<th class="cell">' + esc(st) + "</th>"; }).join("") + "</tr>";
    var step = null;
    s.rows.forEach(function (r) {
      if (r.step !== step) {
        step = r.step;
        out += '<tr class="step"><td colspan="' + (3 + doc.strategies.length) + '">step ' + r.step + ": " + esc(r.stepText) + "</td></tr>";
      }
      out += '<tr><td><a href="#' + id + "-" + esc(r.frame) + '">' + esc(r.frame) + '</a></td><td class="num">' + r.step +
        '</td><td class="event" title="' + esc(r.event) + '">' + esc(r.event) + "</td>" +
        r.cells.map(function (c) { return '<td class="cell ' + esc(c.tone) + '">' + esc(c.text) + "</td>"; }).join("") + "</tr>";
    });
    out += "</table></div><h3>Frames side by side</h3>";
    var th = Math.round(tw * s.screen.height / s.screen.width);
    s.rows.forEach(function (r) {
      out += '<div class="frame" id="' + id + "-" + esc(r.frame) + '"><h4>' + esc(r.frame) + " <span>step " + r.step + " · " + esc(r.event) +
        '</span></h4><div class="tiles">';
      r.cells.forEach(function (c, i) {
        var st = doc.strategies[i];
        out += '<figure><a href="' + url(c.image) + '"><img src="' + url(c.image) + '" width="' + tw + '" height="' + th +
          '" loading="lazy" alt="' + esc(r.frame + " with " + st) + '"></a><figcaption class="' + esc(c.tone) + '"><b>' + esc(st) + "</b>" +
          esc(c.text) + "</figcaption></figure>";
      });
      out += "</div></div>";
    });
    out += '<h3>Strategy strip</h3><p class="note">The last frame of each step (rows, steps in order) under each approach (columns), a third of the size.</p>';
    out += '<div class="strip-labels" style="grid-template-columns: repeat(' + doc.strategies.length + ', 1fr)">' +
      doc.strategies.map(function (st) { return "<span>" + esc(st) + "</span>"; }).join("") + "</div>";
    out += '<a class="strip-image" href="' + url(s.strip) + '"><img src="' + url(s.strip) + '" alt="strategy strip of ' + esc(s.scenario) + '" loading="lazy"></a>';
    return out + "</section>";
  }

  // Each approach's gap in the in-between frames on one SVG, the design's gap dashed.
  function chart(c) {
    if (!c) return "";
    var colours = ["#1565c0", "#ef6c00", "#2e7d32", "#6a1b9a", "#c62828", "#00838f", "#5d4037", "#455a64"];
    var w = 820, h = 300, l = 50, r = 260, t = 12, b = 34;
    var allMs = [], gaps = [c.designGap, 0];
    c.lines.forEach(function (line) {
      allMs = allMs.concat(line.ms);
      line.gaps.forEach(function (g) { if (g !== null) gaps.push(g); });
    });
    var maxMs = Math.max(allMs.length ? Math.max.apply(null, allMs) : 400, 1);
    var lo = Math.floor(Math.min.apply(null, gaps) / 8) * 8 - 4, hi = Math.ceil(Math.max.apply(null, gaps) / 8) * 8 + 4;
    function x(ms) { return l + (w - l - r) * ms / maxMs; }
    function y(g) { return t + (h - t - b) * (hi - g) / (hi - lo); }
    function f(v) { return fx(v, 1); }
    var out = "<h3>" + esc(c.title) + '</h3><svg class="chart-compare" viewBox="0 0 ' + w + " " + h + '" width="' + w + '" height="' + h + '" role="img">';
    var step = hi - lo > 80 ? 40 : hi - lo > 40 ? 16 : 8;
    for (var g = Math.ceil(lo / step) * step; g <= hi; g += step) {
      out += '<line x1="' + f(l) + '" x2="' + f(w - r) + '" y1="' + f(y(g)) + '" y2="' + f(y(g)) + '" stroke="#eee"/>' +
        '<text x="' + f(l - 6) + '" y="' + f(y(g) + 4) + '" font-size="11" text-anchor="end">' + g + "</text>";
    }
    out += '<line x1="' + f(l) + '" x2="' + f(w - r) + '" y1="' + f(y(c.designGap)) + '" y2="' + f(y(c.designGap)) + '" stroke="#1a7f37" stroke-dasharray="6 3"/>';
    out += '<line x1="' + f(l) + '" x2="' + f(w - r) + '" y1="' + f(y(0)) + '" y2="' + f(y(0)) + '" stroke="#999"/>';
    for (var ms = 0; ms <= maxMs; ms += 50) {
      out += '<text x="' + f(x(ms)) + '" y="' + f(h - b + 16) + '" font-size="11" text-anchor="middle">' + ms + "</text>";
    }
    out += '<text x="' + f((l + w - r) / 2) + '" y="' + f(h - 4) + '" font-size="11" text-anchor="middle">ms after the event (gap in pt; dashed: ' +
      f(c.designGap) + " pt)</text>";
    c.lines.forEach(function (line, i) {
      var colour = colours[i % colours.length];
      var points = line.ms.map(function (ms, k) { return line.gaps[k] === null ? null : f(x(ms)) + "," + f(y(line.gaps[k])); })
        .filter(function (p) { return p !== null; }).join(" ");
      out += '<polyline points="' + points + '" fill="none" stroke="' + colour + '" stroke-width="2"/>';
      var ly = t + 16 * i + 8;
      out += '<line x1="' + f(w - r + 10) + '" x2="' + f(w - r + 28) + '" y1="' + f(ly) + '" y2="' + f(ly) + '" stroke="' + colour + '" stroke-width="3"/>';
      out += '<text x="' + f(w - r + 32) + '" y="' + f(ly + 4) + '" font-size="11">' +
        esc(line.strategy + (line.smallest !== null && line.smallest !== undefined ? " (min " + f(line.smallest) + ")" : "")) + "</text>";
    }, this);
    return out + "</svg>";
  }
})();

"""#
}
