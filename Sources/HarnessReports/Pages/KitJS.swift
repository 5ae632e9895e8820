// kit.js, as written (JavaScript in a raw string literal: no escapes). See PageAssets.

extension PageAssets {
    /// The kit's script: escaping, numbers, the header and legend, shared by the four pages.
    static let kitJS = #"""
// The page kit every caret-harness page shares: escaping, number formatting, and the header
// with its counts and legend. A page is a static file; its data comes from the script beside it
// (`<page>.data.js` sets window.CARET_DATA to the run's JSON), because a page opened from disk
// may not fetch() a file in Chromium, while a <script src> beside it always loads.
var Kit = (function () {
  "use strict";
  var entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
  // Text or an attribute value (double- or single-quoted): & < > " ' replaced.
  function esc(value) {
    return String(value === null || value === undefined ? "" : value).replace(/[&<>"']/g, function (c) { return entities[c]; });
  }
  // A path relative to the page as an attribute-ready URL: every byte outside the unreserved
  // set and "/" percent-encoded, so a scenario named "a:b" or "x#1" never becomes a scheme or
  // a fragment.
  function url(path) {
    return encodeURIComponent(String(path)).replace(/%2F/g, "/").replace(/[!'()*]/g, function (c) {
      return "%" + c.charCodeAt(0).toString(16).toUpperCase();
    });
  }
  // A number with `digits` decimals ("—" when absent), rounded half away from zero and
  // without a sign when it rounds to zero: the terminal's NumberText.fixed.
  function fixed(value, digits) {
    if (value === null || value === undefined) return "—";
    var d = digits === undefined ? 2 : digits, factor = Math.pow(10, d);
    var scaled = Math.round(Math.abs(Number(value)) * factor);
    if (!isFinite(scaled)) return String(value);
    var sign = Number(value) < 0 && scaled !== 0 ? "-" : "";
    var whole = Math.floor(scaled / factor), fraction = String(scaled % factor);
    while (fraction.length < d) fraction = "0" + fraction;
    return sign + whole + (d === 0 ? "" : "." + fraction);
  }
  function plural(n, noun, nouns) { return n + " " + (n === 1 ? noun : (nouns || noun + "s")); }
  // The header: title, a context line, an optional status box, counts, a legend and controls.
  // o = {command, context (HTML), status: {tone, text}, counts: [[label, n, tone]], legend (HTML),
  //      controls (HTML, before the legend), after (HTML, after it), nav (HTML)}
  function header(o) {
    var h = '<header class="top"><div class="headline"><h1>caret-harness <span>' + esc(o.command) + "</span></h1>";
    h += '<p class="context">' + (o.context || "") + "</p></div>";
    if (o.status) h += '<div class="status ' + esc(o.status.tone) + '">' + esc(o.status.text) + "</div>";
    if (o.counts && o.counts.length) {
      h += '<dl class="counts">' + o.counts.map(function (c) {
        return '<div class="count ' + esc(c[2]) + (c[1] === 0 ? " zero" : "") + '"><dt>' + esc(c[0]) + "</dt><dd>" + esc(c[1]) + "</dd></div>";
      }).join("") + "</dl>";
    }
    if (o.legend || o.controls || o.after) {
      h += '<div class="controls">' + (o.controls || "") + (o.legend ? '<span class="legend">' + o.legend + "</span>" : "") + (o.after || "") + "</div>";
    }
    if (o.nav) h += '<nav class="toc">' + o.nav + "</nav>";
    return h + "</header>";
  }
  // One legend entry: a swatch of a tone class and its words.
  function chip(tone, words) { return '<span class="chip ' + esc(tone) + '">' + esc(words) + "</span>"; }
  // The data the page's .data.js set; a clear message on the page when it is missing.
  function data(page) {
    if (window.CARET_DATA) return window.CARET_DATA;
    document.body.insertAdjacentHTML("afterbegin", '<p class="missing-data">' + esc(page) +
      ".data.js did not load: keep it beside " + esc(page) + ".html (both are written by the same run).</p>");
    throw new Error(page + ".data.js did not load");
  }
  return { esc: esc, url: url, fixed: fixed, plural: plural, header: header, chip: chip, data: data };
})();

"""#
}
