// report-controls.js, as written (JavaScript in a raw string literal: no escapes). See PageAssets.

extension PageAssets {
    /// report.html's controls: slider, blend, overlay and size switches, expand and collapse.
    static let reportControlsJS = #"""
// report.html's controls: the slider's split, the blend's opacity, the overlay and image-size
// switches, expanding frames, and opening a closed frame when a link jumps to it.
(function () {
  function openTarget(hash) {
    var el = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (el && el.tagName === 'DETAILS') el.open = true;
  }
  document.addEventListener('input', function (e) {
    var t = e.target;
    if (t.classList.contains('split')) {
      t.parentNode.style.setProperty('--split', t.value + '%');
    } else if (t.classList.contains('blend')) {
      t.closest('figure').querySelector('.stack').style.setProperty('--blend', t.value / 100);
    }
  });
  document.addEventListener('click', function (e) {
    var button = e.target.closest('[data-expand]');
    if (button) {
      document.querySelectorAll('details.frame').forEach(function (d) {
        d.open = button.dataset.expand === 'all' || !d.classList.contains('pass');
      });
    }
    var link = e.target.closest('a[href^="#"]');
    if (link) openTarget(link.getAttribute('href'));
  });
  var overlay = document.getElementById('show-overlay'), large = document.getElementById('large-images');
  // Browsers restore checkboxes on reload; the page must follow what they show.
  function switches() {
    document.body.classList.toggle('no-overlay', !overlay.checked);
    document.body.classList.toggle('large', large.checked);
  }
  overlay.addEventListener('change', switches);
  large.addEventListener('change', switches);
  switches();
  window.addEventListener('hashchange', function () { openTarget(location.hash); });
  openTarget(location.hash);
})();

"""#
}
