// motion.js, as written (JavaScript in a raw string literal: no escapes). See PageAssets.

extension PageAssets {
    /// motion.html's script: each animated event's frames, curves and verdicts.
    static let motionJS = #"""
// motion.html: one chart a event from the JSON embedded in the page (#motion-data, the same
// document as motion.json beside it): the model's gap (pt) against ms after the event, the
// pixel-measured gaps as dots, the design's gap as a line, covered frames shaded, and a
// scrubber that walks the in-between frames.
(function () {
  "use strict";
  var K = Kit, esc = K.esc, page = K.data("motion"), data = page.motion;
  document.title = "caret-harness motion: " + data.scenario;
  var names = Object.keys(page.warnings).sort();
  var head = K.header({
    command: "motion",
    context: esc(data.scenario) + " on " + esc(data.device + "-" + data.appearance) + " · curve " + esc(data.curve) + " · " +
      esc(K.fixed(data.fps, 0)) + " fps · " + esc(K.plural(data.events.length, "animated event")) + " · design gap " +
      esc(K.fixed(data.designGap)) + ' pt · data: <a href="motion.json">motion.json</a>',
    status: names.length ? { tone: "finding", text: K.plural(names.length, "design warning") + " in motion" }
      : { tone: "pass", text: "No design warning in motion" },
    legend: '<i class="k-model"></i>model gap <i class="k-button"></i>measured gap (dots) <i class="k-design"></i>design gap ' +
      '<i class="k-covered"></i>caret covered'
  });
  var warnings = names.length ? '<div class="warnings">' + names.map(function (name) {
    return '<p><a href="#' + esc(name) + '">' + esc(name) + "</a>: " + esc(page.warnings[name]) + "</p>";
  }).join("") + "</div>" : "";
  document.getElementById("page").innerHTML = head + '<main>' + warnings + '<div id="events"></div></main>';
  var root = document.getElementById("events");
  var NS = "http://www.w3.org/2000/svg";
  function el(name, attrs, parent) {
    var node = document.createElementNS(NS, name);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(node);
    return node;
  }
  var fixed = K.fixed;
  data.events.forEach(function (ev, n) {
    var section = document.createElement("section");
    section.className = "event";
    section.id = ev.frame;
    var h = document.createElement("h2");
    h.textContent = ev.frame + " · " + ev.event + " · t = " + fixed(ev.time, 2) + " s";
    section.appendChild(h);
    var row = document.createElement("div");
    row.className = "row";
    section.appendChild(row);
    if (ev.apng) {
      var img = document.createElement("img");
      img.src = K.url(ev.apng); img.alt = ev.frame + " in motion"; img.className = "apng";
      row.appendChild(img);
    }
    var W = 640, H = 300, L = 50, R = 12, T = 12, B = 36;
    var frames = ev.frames;
    var maxMs = frames.length ? frames[frames.length - 1].ms : 1;
    var gaps = [data.designGap, 0];
    frames.forEach(function (f) { if (f.gap !== null && f.gap !== undefined) gaps.push(f.gap);
      if (f.measuredGap !== null && f.measuredGap !== undefined) gaps.push(f.measuredGap); });
    var lo = Math.floor(Math.min.apply(null, gaps) / 4) * 4 - 4, hi = Math.ceil(Math.max.apply(null, gaps) / 4) * 4 + 4;
    function x(ms) { return L + (W - L - R) * ms / maxMs; }
    function y(g) { return T + (H - T - B) * (hi - g) / (hi - lo); }
    var svg = el("svg", { viewBox: "0 0 " + W + " " + H, width: W, height: H, "class": "chart" }, row);
    var step = 1000 / ev.fps;
    frames.forEach(function (f) {
      if (f.coveredBy.length) el("rect", { x: x(f.ms - step / 2), y: T, width: Math.max(1, x(step) - L), height: H - T - B, "class": "covered" }, svg);
    });
    var tick = [4, 8, 20, 40, 80, 100].filter(function (t) { return (hi - lo) / t <= 10; })[0] || 200;
    for (var g = Math.ceil(lo / tick) * tick; g <= hi; g += tick) {
      el("line", { x1: L, x2: W - R, y1: y(g), y2: y(g), "class": "grid" }, svg);
      el("text", { x: L - 6, y: y(g) + 4, "class": "tick", "text-anchor": "end" }, svg).textContent = g;
    }
    el("line", { x1: L, x2: W - R, y1: y(data.designGap), y2: y(data.designGap), "class": "design" }, svg);
    el("text", { x: W - R - 4, y: y(data.designGap) - 4, "class": "label", "text-anchor": "end" }, svg).textContent = data.designGap + " pt (design)";
    el("line", { x1: L, x2: W - R, y1: y(0), y2: y(0), "class": "zero" }, svg);
    var pts = frames.filter(function (f) { return f.gap !== null && f.gap !== undefined; })
      .map(function (f) { return x(f.ms) + "," + y(f.gap); }).join(" ");
    el("polyline", { points: pts, "class": "model" }, svg);
    frames.forEach(function (f) {
      if (f.measuredGap !== null && f.measuredGap !== undefined) el("circle", { cx: x(f.ms), cy: y(f.measuredGap), r: 3, "class": "measured" }, svg);
    });
    for (var t = 0; t <= maxMs; t += 50) {
      el("text", { x: x(t), y: H - B + 16, "class": "tick", "text-anchor": "middle" }, svg).textContent = t;
    }
    el("text", { x: (L + W - R) / 2, y: H - 4, "class": "label", "text-anchor": "middle" }, svg).textContent = "ms after the event";
    el("text", { x: 12, y: T + (H - T - B) / 2, "class": "label", transform: "rotate(-90 12 " + (T + (H - T - B) / 2) + ")", "text-anchor": "middle" }, svg).textContent = "gap to button (pt)";
    var marker = el("line", { x1: x(0), x2: x(0), y1: T, y2: H - B, "class": "marker" }, svg);
    var controls = document.createElement("div");
    controls.className = "scrub";
    var range = document.createElement("input");
    range.type = "range"; range.min = 0; range.max = Math.max(frames.length - 1, 0); range.value = 0;
    range.setAttribute("aria-label", "in-between frame of " + ev.frame);
    var readout = document.createElement("output");
    function show(k) {
      var f = frames[k];
      if (!f) return;
      marker.setAttribute("x1", x(f.ms)); marker.setAttribute("x2", x(f.ms));
      readout.textContent = "frame " + (k + 1) + "/" + frames.length + " · " + fixed(f.ms, 1) + " ms · origin " +
        fixed(f.scrollOriginY, 2) + " · model gap " + fixed(f.gap, 2) + " pt · measured " +
        (f.measuredGap !== null && f.measuredGap !== undefined ? fixed(f.measuredGap, 2) + " pt" : (f.measureStatus || "not drawn")) +
        (f.coveredBy.length ? " · covered by " + f.coveredBy.join(", ") : "");
    }
    range.addEventListener("input", function () { show(Number(range.value)); });
    controls.appendChild(range); controls.appendChild(readout);
    section.appendChild(controls);
    show(0);
    root.appendChild(section);
  });
})();

"""#
}
