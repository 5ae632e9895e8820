// report.js, as written (JavaScript in a raw string literal: no escapes). See PageAssets.

extension PageAssets {
    /// report.html's script: the counts, the filmstrip and a section a frame.
    static let reportJS = #"""
// report.html: the report of a verify (frames against their goldens) or of a run (frames
// alone) from report.data.js (the frames as report.json has them, with each frame's final
// verdict and the tone of its gap as the writer decided them): the counts, a filmstrip and a section a frame
// per scenario (the verdict, the failure, the images with the overlay, slider and blend, the
// numbers). Then the controls: slider, blend, overlay and size switches, expand and collapse.
(function () {
  "use strict";
  var K = Kit, esc = K.esc, url = K.url, fx = K.fixed;
  var report = K.data("report"), verify = report.command === "verify";
  var VERDICT = { pass: ["pass", "pass"], "design-warning": ["finding", "design warning"], fail: ["fail", "fail"] };
  function tone(v) { return VERDICT[v.verdict][0]; }
  function label(v) { return VERDICT[v.verdict][1]; }
  function pt(v) { return fx(v) + " pt"; }

  var s = report.summary;
  document.title = "caret-harness " + report.command + ": " + s.failed + " failed of " + s.frames + " frames";
  var variants = Array.from(new Set(report.scenarios.map(function (x) { return x.variant; }))).sort();
  var status = s.failed > 0 ? { tone: "fail", text: s.failed + " of " + s.frames + " frames failed" }
    : s.designWarnings > 0 ? { tone: "finding", text: "All " + s.frames + " frames " + (verify ? "match" : "pass") + " · " + K.plural(s.designWarnings, "design warning") }
    : { tone: "pass", text: "All " + s.frames + (verify ? " frames match their goldens" : " frames pass their expectations") };
  var counts = [["Frames", s.frames, "total"], ["Passed", s.passed, "pass"], ["Failed", s.failed, "fail"],
    ["Design warnings", s.designWarnings, "finding"]];
  if (verify) counts.push(["Missing goldens", s.missingGoldens, "fail"]);
  if (s.unreadableGoldens > 0) counts.push(["Unreadable goldens", s.unreadableGoldens, "fail"]);
  var nav = report.scenarios.map(function (sc, i) {
    var failed = sc.frames.filter(function (f) { return f.verdict === "fail"; }).length;
    return '<a href="#s' + (i + 1) + '"' + (failed ? ' class="fail"' : "") + ">" + esc(sc.scenario) + " <small>" +
      (failed ? failed + " of " + sc.frames.length + " failed" : sc.frames.length + " frames") + "</small></a>";
  }).join("");
  var html = K.header({
    command: report.command,
    context: esc(variants.join(", ")) + (verify ? " · goldens: <code>" + esc(report.goldensDirectory) + "</code>" : " · no goldens compared (run)") +
      " · " + K.plural(report.scenarios.length, "scenario"),
    status: status, counts: counts, nav: nav,
    controls: '<label><input type="checkbox" id="show-overlay" checked> overlay</label>',
    legend: '<i class="k-caret"></i>caret <i class="k-button"></i>button top <i class="k-keyboard"></i>keyboard top ' +
      '<i class="k-gap"></i>gap <i class="k-band"></i>bottom inset <i class="k-header"></i>header bottom',
    after: '<label><input type="checkbox" id="large-images"> large images</label><button type="button" data-expand="all">expand all</button>' +
      '<button type="button" data-expand="none">collapse passing</button>'
  });
  if (report.rendererChanges.length) {
    html += '<section class="renderer-changed"><h2>Renderer changed since the goldens were recorded</h2>' +
      "<p>Pixel differences below may come from the renderer rather than the design.</p><ul>" +
      report.rendererChanges.map(function (c) { return "<li><code>" + esc(c) + "</code></li>"; }).join("") + "</ul></section>";
  }
  html += "<main>" + report.scenarios.map(function (sc, i) { return scenario(sc, "s" + (i + 1)); }).join("") + "</main>";
  html += footer();
  document.getElementById("page").innerHTML = html;

  function scenario(sc, id) {
    var fid = function (i) { return id + "-f" + (i + 1); };
    var out = '<section class="scenario" id="' + id + '"><header class="scenario-head"><h2>' + esc(sc.scenario) + "</h2>" +
      '<span class="variant">' + esc(sc.variant) + '</span><span class="pills">';
    [["pass", "passed", "passed"], ["design-warning", "design warning", "design warnings"], ["fail", "failed", "failed"]].forEach(function (p) {
      var n = sc.frames.filter(function (f) { return f.verdict === p[0]; }).length;
      if (n > 0 || p[0] === "fail") out += '<span class="pill ' + VERDICT[p[0]][0] + (n === 0 ? " zero" : "") + '">' + n + " " + (n === 1 ? p[1] : p[2]) + "</span>";
    });
    out += "</span></header>";
    var meta = [esc(sc.scenarioPath), sc.frames.length + " frames", '<a href="' + url(sc.framesJSON) + '">frames.json</a>'];
    if (sc.constants) meta.push("caret insets " + fx(sc.constants.caretTopInset, 0) + " pt top, " + fx(sc.constants.caretBottomInset, 0) + " pt bottom");
    else meta.push("no screen or constants recorded, so no overlay");
    var first = -1;
    if (sc.firstDivergingFrame) {
      first = sc.frames.findIndex(function (f) { return f.frame.name === sc.firstDivergingFrame; });
      meta.push('first diverging frame <a class="diverge"' + (first >= 0 ? ' href="#' + fid(first) + '"' : "") + ">" + esc(sc.firstDivergingFrame) + "</a>");
    }
    out += '<p class="scenario-meta">' + meta.join(" · ") + '</p><ol class="filmstrip">';
    sc.frames.forEach(function (v, i) {
      var isFirst = i === first, f = v.frame;
      var title = (i + 1) + " · " + f.eventDescription + " · " + label(v) + (isFirst ? " · first diverging frame" : "");
      out += '<li class="' + tone(v) + (isFirst ? " first" : "") + '"><a href="#' + fid(i) + '" title="' + esc(title) + '">' +
        '<img src="' + url(v.actualImage) + '" alt="frame ' + (i + 1) + '"><span class="n">' + (i + 1) + "</span>" +
        (isFirst ? '<span class="flag">first diff</span>' : "") + '</a><span class="cap">' + esc(f.eventDescription) + "</span></li>";
    });
    out += "</ol>";
    sc.frames.forEach(function (v, i) { out += frame(sc, v, i + 1, fid(i)); });
    return out + "</section>";
  }

  function frame(sc, v, index, id) {
    var f = v.frame, t = tone(v);
    var out = '<details class="frame ' + t + '" id="' + id + '"' + (t === "pass" ? "" : " open") + "><summary>" +
      '<span class="idx">' + index + '</span><span class="badge ' + t + '">' + label(v) + "</span>" +
      '<span class="event">' + esc(f.eventDescription) + '</span><span class="gaps">' + esc(gaps(f)) + "</span>";
    if (sc.firstDivergingFrame === f.name) out += '<span class="tag diverge">first diverging frame</span>';
    var tag = v.comparison ? comparisonTag(v.comparison) : null;
    if (tag) out += '<span class="tag">' + esc(tag) + "</span>";
    out += '</summary><div class="body"><p class="step"><span class="stepno">Step ' + f.step + "</span> " + esc(f.stepText) + "</p>" +
      '<p class="where">' + esc(sc.scenarioPath) + ":" + f.line + " · " + esc(f.name) + " · event <code>" + esc(f.event) + "</code></p>";
    if (v.failure) {
      out += '<pre class="failure">' + esc(v.failure) + "</pre>";
    } else if (t === "finding" && f.occludedBy.length === 0 && f.motion && f.motion.warning) {
      out += '<p class="finding-note"><strong>Design finding in motion:</strong> ' + esc(f.motion.warning) + ".</p>";
    } else if (t === "finding") {
      out += '<p class="finding-note"><strong>Design finding:</strong> the design\'s rule holds, yet the caret is covered by ' + esc(f.occludedBy.join(", ")) + ".</p>";
    }
    out += motionNote(f, v.actualImage) + views(sc, v) + facts(sc, v);
    return out + "</div></details>";
  }

  function gaps(f) {
    if (f.caretGapToButton === undefined || f.caretGapToButton === null) return "no caret";
    var m = f.measuredGap ? (f.measuredGap.gap !== undefined && f.measuredGap.gap !== null ? fx(f.measuredGap.gap) : f.measuredGap.status) : "not measured";
    return "model gap " + fx(f.caretGapToButton) + " · measured " + m;
  }

  function comparisonTag(c) {
    switch (c.status) {
      case "match": return c.differingPixels > 0 ? c.differingPixels + " px within budget" : null;
      case "changed": return c.differingPixels + " px changed";
      case "sizeChanged": return "size changed";
      case "missing": return "no golden";
      default: return "golden unreadable";
    }
  }

  function motionNote(f, actualImage) {
    var m = f.motion;
    if (!m || !(m.frames > 0)) return "";
    var parts = actualImage.split("/"); parts.pop();
    var prefix = parts.length ? parts.join("/") + "/" : "";
    var text = "In motion (" + m.frames + " frames at " + fx(m.fps, 0) + " fps, curve " + m.curve + "): ";
    text += m.smallestGap !== undefined && m.smallestGap !== null && m.smallestGapMs !== undefined && m.smallestGapMs !== null
      ? "smallest gap " + pt(m.smallestGap) + " at " + fx(m.smallestGapMs, 1) + " ms" : "no caret";
    if (m.smallestMeasuredGap !== undefined && m.smallestMeasuredGap !== null) text += ", measured " + pt(m.smallestMeasuredGap);
    text += m.coveredMs > 0 ? "; covered for " + fx(m.coveredMs, 1) + " ms by " + m.coveredBy.join(", ") : "; never covered";
    var links = m.apng ? ' · <a href="' + url(prefix + m.apng) + '">APNG</a> · <a href="' + url(prefix + "motion.html") + "#" + esc(f.name) + '">chart</a>' : "";
    return '<p class="motion-note">' + esc(text) + links + "</p>";
  }

  function figure(caption, content) { return "<figure><figcaption>" + caption + "</figcaption>" + content + "</figure>"; }
  function placeholder(sc, caption, text) {
    var shape = sc.screen ? ' style="aspect-ratio:' + fx(sc.screen.width) + " / " + fx(sc.screen.height) + '"' : "";
    return figure(esc(caption), '<div class="stack empty"' + shape + "><span>" + esc(text) + "</span></div>");
  }

  function views(sc, v) {
    var actual = url(v.actualImage), st = v.comparison ? v.comparison.status : "none";
    if (!v.comparison) {
      var svg0 = sc.screen && sc.constants ? overlay(sc.screen, sc.constants, v.frame, v.gapTone) : "";
      return '<div class="views">' + figure("Actual <small>+ overlay</small>", '<a class="stack" href="' + actual + '"><img src="' + actual +
        '" alt="actual">' + svg0 + "</a>") + placeholder(sc, "Expected", "run: no golden compared (verify compares)") + "</div>";
    }
    // Without a copy in out/, the golden is byte-for-byte the actual frame (or absent).
    var expected = st === "missing" || st === "unreadable" ? (v.expectedImage ? url(v.expectedImage) : null) : url(v.expectedImage || v.actualImage);
    var noGolden = st === "unreadable" ? "Golden unreadable" : "No golden";
    var out = '<div class="views">';
    out += expected ? figure(v.expectedImage ? "Expected <small>golden</small>" : "Expected <small>= actual</small>",
      '<a class="stack" href="' + expected + '"><img src="' + expected + '" alt="expected"></a>') : placeholder(sc, "Expected", noGolden);
    var svg = sc.screen && sc.constants ? overlay(sc.screen, sc.constants, v.frame, v.gapTone) : "";
    out += figure("Actual <small>+ overlay</small>", '<a class="stack" href="' + actual + '"><img src="' + actual + '" alt="actual">' + svg + "</a>");
    if (v.diffImage) {
      var strip = v.stripImage ? ' <a class="strip" href="' + url(v.stripImage) + '">strip</a>' : "";
      out += figure("Diff <small>changed pixels</small>" + strip, '<a class="stack" href="' + url(v.diffImage) + '"><img src="' + url(v.diffImage) + '" alt="diff"></a>');
    } else {
      out += placeholder(sc, "Diff", expected ? "Pixels match the golden" : "Nothing to compare");
    }
    if (expected) {
      out += figure("Slider <small>actual | expected</small>", '<div class="stack split" style="--split:50%"><img src="' + expected + '" alt="expected">' +
        '<img class="top" src="' + actual + '" alt="actual"><span class="divider"></span>' +
        '<input class="split" type="range" min="0" max="100" value="50" aria-label="split between actual and expected"></div>');
      out += figure("Blend <small>onion skin</small>", '<div class="stack blend" style="--blend:0.5"><img src="' + expected + '" alt="expected">' +
        '<img class="top" src="' + actual + '" alt="actual"></div>' +
        '<label class="blend-range"><span>expected</span><input class="blend" type="range" min="0" max="100" value="50" aria-label="actual\'s opacity over expected"><span>actual</span></label>');
    } else {
      out += placeholder(sc, "Slider", noGolden) + placeholder(sc, "Blend", noGolden);
    }
    return out + "</div>";
  }

  // The SVG over the actual image, in the screen's points: the bottom inset's band, header
  // bottom, button and keyboard tops, the caret's box and its gap to the button.
  function overlay(screen, constants, f, gapTone) {
    var w = screen.width, marks = [];
    function line(y, cls) { return '<line class="' + cls + '" x1="' + fx(screen.x) + '" y1="' + fx(y) + '" x2="' + fx(screen.x + w) + '" y2="' + fx(y) + '"/>'; }
    function text(words, x, y, anchor, cls) {
      return '<text class="label' + (cls ? " " + cls : "") + '" x="' + fx(x) + '" y="' + fx(y) + '" text-anchor="' + anchor + '">' + esc(words) + "</text>";
    }
    if (f.caret) marks.push('<rect class="band" x="' + fx(screen.x) + '" y="' + fx(f.button.y - constants.caretBottomInset) + '" width="' + fx(w) +
      '" height="' + fx(constants.caretBottomInset) + '"/>');
    marks.push(line(f.header.y + f.header.height, "header"), line(f.button.y, "button"),
      text("button top " + fx(f.button.y), screen.x + w - 6, f.button.y + 16, "end", "button"));
    if (f.keyboard) marks.push(line(f.keyboard.y, "keyboard"), text("keyboard top " + fx(f.keyboard.y), screen.x + w - 6, f.keyboard.y + 16, "end", "keyboard"));
    var c = f.caret;
    if (c) {
      var bottom = c.y + c.height;
      if (bottom <= screen.y) {
        marks.push(text("▲ caret above the screen, y " + fx(c.y), screen.x + w / 2, screen.y + 18, "middle", "caret"));
      } else if (c.y >= screen.y + screen.height) {
        marks.push(text("▼ caret below the screen, y " + fx(c.y), screen.x + w / 2, screen.y + screen.height - 10, "middle", "caret"));
      } else {
        marks.push('<rect class="caret' + (f.occludedBy.length ? " covered" : "") + '" x="' + fx(c.x - 3) + '" y="' + fx(c.y - 3) + '" width="' +
          fx(c.width + 6) + '" height="' + fx(c.height + 6) + '" rx="2"/>');
        var gap = f.caretGapToButton;
        if (gap !== undefined && gap !== null) {
          // The dimension goes on the caret's roomier side, so its label stays on the screen.
          var right = c.x + c.width / 2 < screen.x + w * 0.6, x = right ? c.x + c.width + 9 : c.x - 9, b = f.button.y;
          marks.push('<g class="gap ' + esc(gapTone || "ok") + '"><line x1="' + fx(x) + '" y1="' + fx(bottom) + '" x2="' + fx(x) + '" y2="' + fx(b) + '"/>' +
            '<line x1="' + fx(x - 4) + '" y1="' + fx(bottom) + '" x2="' + fx(x + 4) + '" y2="' + fx(bottom) + '"/>' +
            '<line x1="' + fx(x - 4) + '" y1="' + fx(b) + '" x2="' + fx(x + 4) + '" y2="' + fx(b) + '"/>' +
            text("gap " + fx(gap), right ? x + 7 : x - 7, (bottom + b) / 2 + 5, right ? "start" : "end", "") + "</g>");
        }
      }
    }
    return '<svg class="overlay" viewBox="' + fx(screen.x) + " " + fx(screen.y) + " " + fx(w) + " " + fx(screen.height) +
      '" preserveAspectRatio="none" role="img" aria-label="caret, button, keyboard and gap overlay">' + marks.join("") + "</svg>";
  }

  function row(labelText, value, o) {
    o = o || {};
    return "<tr" + (o.emphasis ? ' class="key"' : "") + "><th>" + esc(labelText) + "</th><td>" + (o.code ? "<code>" + esc(value) + "</code>" : esc(value)) + "</td></tr>";
  }

  function facts(sc, v) {
    var f = v.frame, c = v.comparison, moved = f.scrollOriginY - f.scrollOriginBefore;
    var rows = [row("Focus", (f.focusedField ? f.focusedField : "no field") + " · hint " + f.hint),
      row("Scroll origin", fx(f.scrollOriginBefore) + " → " + fx(f.scrollOriginY) + (Math.abs(moved) < 0.005 ? "" : " (" + (moved > 0 ? "+" : "") + fx(moved) + ")"))];
    rows.push(row("Caret (screen)", f.caret ? "y " + fx(f.caret.y) + " – " + fx(f.caret.y + f.caret.height) + " · x " + fx(f.caret.x) + " · " +
      fx(f.caret.width) + " × " + fx(f.caret.height) : "none"));
    if (f.caretInScroll) rows.push(row("Caret (content)", "y " + fx(f.caretInScroll.y) + " – " + fx(f.caretInScroll.y + f.caretInScroll.height)));
    rows.push(row("Button top", fx(f.button.y)), row("Keyboard top", f.keyboard ? fx(f.keyboard.y) : "hidden"),
      row("Header", "y " + fx(f.header.y) + " – " + fx(f.header.y + f.header.height)),
      row("Visible (content)", "y " + fx(f.visibleTop) + " – " + fx(f.visibleBottom) + " of " + fx(f.contentHeight)),
      row("Model gap", f.caretGapToButton === undefined || f.caretGapToButton === null ? "—" : fx(f.caretGapToButton), { emphasis: true }));
    var m = f.measuredGap;
    if (m) {
      rows.push(row("Measured gap", m.gap !== undefined && m.gap !== null ? fx(m.gap) : m.status, { emphasis: true }));
      var parts = [];
      if (m.caretTopRow !== undefined && m.caretBottomRow !== undefined) {
        parts.push("caret " + m.caretTopRow + "–" + m.caretBottomRow + (m.caretColumns && m.caretColumns.length === 2 ? " (columns " + m.caretColumns[0] + "–" + m.caretColumns[1] + ")" : ""));
      }
      parts.push("button top " + (m.buttonTopRow !== undefined ? m.buttonTopRow : "—"), "keyboard top " + (m.keyboardTopRow !== undefined ? m.keyboardTopRow : "—"));
      rows.push(row("Pixel rows", parts.join(" · ")));
    } else {
      rows.push(row("Measured gap", "not measured", { emphasis: true }));
    }
    rows.push(row("Covered by", f.occludedBy.length ? f.occludedBy.join(", ") : "nothing"),
      row("Design rule", f.designRuleSatisfied ? "satisfied" : "not satisfied"), row("Recenter", f.recenter || "—"));
    var out = '<div class="tables"><table class="facts"><caption>frames.json</caption>' + rows.join("") + "</table><div>";
    var expectations = expectationTable(sc, f);
    if (!c) return out + expectations + "</div></div>";
    return out + expectations + comparison(c) + "</div></div>";
  }

  function expectationTable(sc, f) {
    var out = "";
    if (!f.expectations.length) {
      out += '<table class="expectations"><caption>Expectations</caption><tr><td class="none">none at this frame</td></tr></table>';
    } else {
      out += '<table class="expectations"><caption>Expectations</caption>' + f.expectations.map(function (e) {
        return "<tr>" + (e.passed ? '<td class="mark pass" title="held">✓</td>' : '<td class="mark fail" title="failed">✗</td>') +
          "<td><code>" + esc(e.expect) + '</code><div class="where">' + esc(sc.scenarioPath) + ":" + e.line + "</div></td><td>" + esc(e.message) + "</td></tr>";
      }).join("") + "</table>";
    }
    return out;
  }

  function comparison(c) {
    var STATUS = { match: "match", changed: "changed beyond the budget", sizeChanged: "size changed", missing: "no golden", unreadable: "golden unreadable" };
    var cr = [row("Golden", c.golden, { code: true }), row("Status", STATUS[c.status])];
    if (c.differingPixels > 0) cr.push(row("Differing pixels", c.differingPixels + " (anti-aliased " + c.antiAliasedPixels + ")"));
    if (c.box) {
      var b = c.box.points;
      cr.push(row("Box", "x " + fx(b.x) + " y " + fx(b.y) + " w " + fx(b.width) + " h " + fx(b.height) + " pt (px " + c.box.x + "," + c.box.y + " " + c.box.width + "×" + c.box.height + ")"));
    }
    if (c.maxColorDelta > 0) cr.push(row("Largest colour distance", fx(c.maxColorDelta, 3)));
    var regions = Object.keys(c.regionPixels || {}).sort();
    if (regions.length) cr.push(row("In regions", regions.map(function (k) { return k + " " + c.regionPixels[k]; }).join(" · ")));
    var violations = (c.violations || []).join("; ");
    if (violations) cr.push(row("Budget broken", violations));
    // The detail often repeats the broken limits word for word; say it once.
    if (c.detail && c.detail !== violations) cr.push(row("Detail", c.detail));
    return '<table class="comparison"><caption>Golden comparison</caption>' + cr.join("") + "</table>";
  }

  function footer() {
    var r = report.renderer;
    if (!r) return "<footer>" + esc(report.generatedBy) + "</footer>";
    var parts = ["cairo " + r.cairo, "FreeType " + r.freeType, "libpng " + r.libpng,
      "scale " + fx(r.scale, r.scale === Math.round(r.scale) ? 0 : 2) + "×", r.fontOptions];
    Object.keys(r.fonts).sort().forEach(function (k) { parts.push("font " + k + " " + r.fonts[k].slice(0, 12) + "…"); });
    return "<footer>" + esc(report.generatedBy) + " · renderer: " + esc(parts.join(" · ")) + "</footer>";
  }
})();

"""#
}
