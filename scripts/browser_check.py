"""Loads the four pages (report.html of a verify and of a run, compare.html, motion.html,
sweep.html) in headless Chromium (Debian's, driven by Playwright) and checks what a person
would: no console error, every image, link and script on disk, and the controls work (expand,
slider, blend, overlay toggle; the matrix links; the motion scrubber; a sweep cell's frames
loaded on a click). Then the kit's escaping: report.html over a data file whose strings are
markup and quotes (' and ") shows them as text and runs none of them. Saves a screenshot of each.

usage: browser_check.py CHROMIUM REPORT_HTML COMPARE_HTML MOTION_HTML SWEEP_HTML RUN_REPORT_HTML SCREENSHOT_DIR
"""
import json
import shutil
import os
import sys
from urllib.parse import unquote, urlparse

from playwright.sync_api import sync_playwright

failures = []


def fail(message):
    failures.append(message)
    print("check-browser: FAIL " + message)


def open_page(browser, path):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors = []
    page.on("console", lambda m: errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
    page.on("requestfailed", lambda r: errors.append(f"request failed: {r.url}"))
    page.goto("file://" + os.path.abspath(path), wait_until="load")
    return page, errors


# Every image of the selector loaded and decoded, in one call into the page: each made eager
# (a lazy image loads only near the viewport) and decoded by the browser; the sources that
# failed. One evaluate rather than a scroll and a round trip an image (169 3x frames on
# compare.html: 8.9 s before, the decoding itself now).
UNDECODED = """sel => Promise.all([...document.querySelectorAll(sel)].map(img => {
    img.loading = 'eager';
    return img.decode().then(() => img.naturalWidth > 0 ? null : img.getAttribute('src'),
                              () => img.getAttribute('src'));
})).then(srcs => srcs.filter(s => s !== null))"""


def undecoded(page, selector):
    """(how many images, the sources of those that did not load and decode)."""
    return page.locator(selector).count(), page.evaluate(UNDECODED, selector)


def check_references(page, path):
    """Every img src and every link that is not an in-page anchor names a file on disk."""
    base = os.path.dirname(os.path.abspath(path))
    refs = page.eval_on_selector_all("img", "els => els.map(e => e.getAttribute('src'))")
    refs += page.eval_on_selector_all("a[href]", "els => els.map(e => e.getAttribute('href'))")
    refs += page.eval_on_selector_all("script[src]", "els => els.map(e => e.getAttribute('src'))")
    missing = []
    anchors = 0
    for ref in refs:
        if ref.startswith("#"):
            anchors += 1
            if page.locator(f"[id='{unquote(ref[1:])}']").count() != 1:
                missing.append(ref)
            continue
        if urlparse(ref).scheme:
            missing.append(ref + " (not a relative path)")
            continue
        if not os.path.isfile(os.path.join(base, unquote(ref.split("#")[0]))):
            missing.append(ref)
    if missing:
        fail(f"{path}: {len(missing)} of {len(refs)} references missing, e.g. {missing[:3]}")
    return len(refs), anchors


def check_report(browser, path, shots):
    page, errors = open_page(browser, path)
    refs, anchors = check_references(page, path)
    frames = page.locator("details.frame").count()
    if frames == 0:
        fail(f"{path}: no frames on the page")
    # Expand: "expand all" opens every frame; "collapse passing" leaves only the others open.
    page.click("[data-expand=all]")
    opened = page.locator("details.frame[open]").count()
    if opened != frames:
        fail(f"{path}: expand all opened {opened} of {frames} frames")
    page.click("[data-expand=none]")
    still = page.locator("details.frame[open]").count()
    passing = page.locator("details.frame.pass").count()
    if still != frames - passing:
        fail(f"{path}: collapse passing left {still} open, expected {frames - passing}")
    # Slider and blend: moving them changes the split and the opacity the CSS reads.
    split = page.locator("input.split").first
    if split.count() == 0:
        fail(f"{path}: no slider (the check's verify run has a broken golden, so there should be one)")
    else:
        clip = "e => getComputedStyle(e.parentNode.querySelector('.top')).clipPath"
        before = split.evaluate(clip)
        split.evaluate("e => { e.value = 20; e.dispatchEvent(new Event('input', {bubbles: true})); }")
        value = split.evaluate("e => e.parentNode.style.getPropertyValue('--split')")
        if value != "20%" or split.evaluate(clip) == before:
            fail(f"{path}: the slider set --split to {value!r} (expected '20%') and the clip stayed {before}")
        blend = page.locator("input.blend").first
        blend.evaluate("e => { e.value = 80; e.dispatchEvent(new Event('input', {bubbles: true})); }")
        opacity = blend.evaluate("e => e.closest('figure').querySelector('.stack').style.getPropertyValue('--blend')")
        if opacity != "0.8":
            fail(f"{path}: the blend set --blend to {opacity!r}, expected '0.8'")
    # Overlay: unchecking hides every overlay drawing; checking shows them again.
    overlay = page.locator("svg.overlay").first
    if overlay.count() == 0:
        fail(f"{path}: no overlay drawn over any frame")
    else:
        page.click("[data-expand=all]")
        shown = overlay.is_visible()
        page.uncheck("#show-overlay")
        hidden = not overlay.is_visible()
        page.check("#show-overlay")
        if not (shown and hidden and overlay.is_visible()):
            fail(f"{path}: the overlay toggle did not hide and show the overlay (shown {shown}, hidden {hidden})")
        page.click("[data-expand=none]")
    for error in errors:
        fail(f"{path}: {error}")
    page.screenshot(path=os.path.join(shots, "report.png"), full_page=False)
    failed = page.locator("details.frame.fail").first
    if failed.count():
        failed.scroll_into_view_if_needed()
        failed.screenshot(path=os.path.join(shots, "report-failed-frame.png"))
    print(f"check-browser: {path}: {frames} frames, {refs} references ({anchors} anchors), controls work, "
          f"{len(errors)} console errors")


def check_compare(browser, path, shots):
    page, errors = open_page(browser, path)
    refs, anchors = check_references(page, path)
    cells = page.locator("table.matrix td.cell").count()
    if cells == 0:
        fail(f"{path}: no matrix cells")
    # A frame link in the matrix jumps to that frame's tiles.
    link = page.locator("table.matrix a").first
    target = link.get_attribute("href")
    link.click()
    if page.evaluate("location.hash") != target:
        fail(f"{path}: the matrix link {target} did not navigate")
    page.evaluate("window.scrollTo(0, 0)")
    images, broken = undecoded(page, "img")
    if images == 0 or broken:
        fail(f"{path}: {len(broken)} of {images} images did not load, e.g. {broken[:3]}")
    for error in errors:
        fail(f"{path}: {error}")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=os.path.join(shots, "compare.png"), full_page=False)
    print(f"check-browser: {path}: {cells} matrix cells, {images - len(broken)} of {images} images decoded, {refs} references ({anchors} anchors), "
          f"{len(errors)} console errors")


def check_motion(browser, path, shots):
    page, errors = open_page(browser, path)
    refs, anchors = check_references(page, path)
    events = page.locator("section.event").count()
    if events == 0:
        fail(f"{path}: no animated events drawn")
    apngs, broken = undecoded(page, "img.apng")
    if apngs == 0 or broken:
        fail(f"{path}: {len(broken)} of {apngs} APNGs did not load, e.g. {broken[:3]}")
    # The scrubber walks the in-between frames: the readout and the marker follow it.
    scrub = page.locator(".scrub input").first
    readout = page.locator(".scrub output").first
    marker = page.locator("svg.chart line.marker").first
    before, x_before = readout.text_content(), marker.get_attribute("x1")
    scrub.evaluate("e => { e.value = e.max; e.dispatchEvent(new Event('input', {bubbles: true})); }")
    if readout.text_content() == before or marker.get_attribute("x1") == x_before:
        fail(f"{path}: the scrubber did not move the readout ({before!r}) or the marker")
    for error in errors:
        fail(f"{path}: {error}")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=os.path.join(shots, "motion.png"), full_page=False)
    print(f"check-browser: {path}: {events} events, {apngs - len(broken)} of {apngs} APNGs decoded, {refs} references ({anchors} anchors), scrubber works, {len(errors)} console errors")


def check_sweep(browser, path, shots):
    page, errors = open_page(browser, path)
    refs, anchors = check_references(page, path)
    cells = page.locator("td.cell").count()
    if cells == 0:
        fail(f"{path}: no matrix cells")
    # A click loads the cell's file from sweep-cells/ and shows its scenarios' frames.
    cell = page.locator("td.cell.breaks").first if page.locator("td.cell.breaks").count() else page.locator("td.cell").first
    index = cell.get_attribute("data-i")
    cell.click()
    try:
        page.wait_for_selector("#detail table", timeout=10000)
    except Exception:
        fail(f"{path}: clicking cell {index} showed no frames")
    heading = page.locator("#detail h2").first.text_content() if page.locator("#detail h2").count() else ""
    if not cell.get_attribute("title").startswith(heading.split(":")[0]):
        fail(f"{path}: cell {index}'s detail is headed {heading!r}")
    if page.evaluate("location.hash") != f"#cell-{index}":
        fail(f"{path}: the cell click did not set #cell-{index}")
    base = os.path.dirname(os.path.abspath(path))
    if not os.path.isfile(os.path.join(base, "sweep-cells", f"cell-{index}.js")):
        fail(f"{path}: sweep-cells/cell-{index}.js is not on disk")
    for error in errors:
        fail(f"{path}: {error}")
    page.screenshot(path=os.path.join(shots, "sweep.png"), full_page=False)
    page.locator("#detail").screenshot(path=os.path.join(shots, "sweep-cell.png"))
    print(f"check-browser: {path}: {cells} cells, {refs} references, cell {index} loaded on click ({heading}), {len(errors)} console errors")


def check_escaping(browser, report, shots):
    """report.html over hostile data: every string that reaches the page is shown as text."""
    folder = os.path.join(shots, "escaping")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    shutil.copy(report, os.path.join(folder, "report.html"))
    with open(os.path.join(os.path.dirname(report), "report.data.js")) as f:
        text = f.read()
    data = json.loads(text[text.index("=") + 1:text.rindex(";")])
    hostile_name = "<img src=x onerror=window.__owned=1>"
    hostile_event = "' onmouseover='window.__owned=2' x='"
    hostile_step = 'Tom & Jerry\'s "<b>step</b>"'
    scenario = data["scenarios"][0]
    scenario["scenario"] = hostile_name
    frame = scenario["frames"][0]["frame"]
    frame["eventDescription"] = hostile_event
    frame["stepText"] = hostile_step
    scenario["frames"][0]["actualImage"] = "odd dir/01 #1.png"
    with open(os.path.join(folder, "report.data.js"), "w") as f:
        f.write("window.CARET_DATA = " + json.dumps(data) + ";\n")
    page, errors = open_page(browser, os.path.join(folder, "report.html"))
    page.hover("ol.filmstrip li a >> nth=0")
    if page.evaluate("window.__owned") is not None:
        fail("escaping: a string from the data ran as script")
    if page.locator("img[src=x]").count():
        fail("escaping: a scenario name became an <img>")
    body = page.locator("body").text_content()  # closed frames too
    for words in [hostile_name, hostile_event.strip(), hostile_step]:
        if words not in body:
            fail(f"escaping: {words!r} is not shown as text")
    titles = page.eval_on_selector_all("ol.filmstrip a", "els => els.map(e => e.getAttribute('title'))")
    if not titles or hostile_event not in titles[0]:
        fail(f"escaping: the filmstrip title lost the quotes: {titles[:1]}")
    srcs = page.eval_on_selector_all("ol.filmstrip img", "els => els.map(e => e.getAttribute('src'))")
    if not srcs or srcs[0] != "odd%20dir/01%20%231.png":
        fail(f"escaping: the image path was not percent-encoded: {srcs[:1]}")
    # The copy has no images beside it (the checks above cover references): only script errors count here.
    # The kit's helpers themselves, expectations worked out by hand: the five characters HTML
    # needs escaped (' as &#39;), the bytes a path must percent-encode, and rounding half away
    # from zero with no sign on a zero, as ReportNumber.fixed prints.
    cases = [
        ("Kit.esc(`<a href='x' title=\"y\">&</a>`)", "&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;&lt;/a&gt;"),
        ("Kit.esc(null)", ""),
        ("Kit.url('odd dir/01 #1.png')", "odd%20dir/01%20%231.png"),
        ("Kit.url(\"a:b'(x)*\")", "a%3Ab%27%28x%29%2A"),
        ("Kit.fixed(1.5, 0)", "2"), ("Kit.fixed(-1.5, 0)", "-2"), ("Kit.fixed(-0.004)", "0.00"),
        ("Kit.fixed(161.714)", "161.71"), ("Kit.fixed(null)", "—"),
    ]
    for expression, expected in cases:
        got = page.evaluate(expression)
        if got != expected:
            fail(f"escaping: {expression} gave {got!r}, expected {expected!r}")
    errors = [e for e in errors if "request failed" not in e and "Failed to load resource" not in e]
    for error in errors:
        fail(f"escaping: {error}")
    page.close()
    print("check-browser: escaping: markup, ' and \" in the data shown as text, nothing run, paths percent-encoded")


def main():
    chromium, report, compare, motion, sweep, run_report, shots = sys.argv[1:8]
    os.makedirs(shots, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        check_report(browser, report, shots)
        check_compare(browser, compare, shots)
        check_motion(browser, motion, shots)
        check_sweep(browser, sweep, shots)
        check_run_report(browser, run_report, shots)
        check_escaping(browser, report, shots)
        browser.close()
    if failures:
        sys.exit(1)
    print(f"check-browser: screenshots in {shots}/: report.png, report-failed-frame.png, compare.png, motion.png, "
          "sweep.png, sweep-cell.png, run-report.png")


def check_run_report(browser, path, shots):
    page, errors = open_page(browser, path)
    refs, anchors = check_references(page, path)
    frames = page.locator("details.frame").count()
    if frames == 0:
        fail(f"{path}: no frames on run's report")
    if "run" not in page.locator("header.top h1").text_content():
        fail(f"{path}: the header does not say run")
    for error in errors:
        fail(f"{path}: {error}")
    page.screenshot(path=os.path.join(shots, "run-report.png"), full_page=False)
    print(f"check-browser: {path}: run's report, {frames} frames, {refs} references, {len(errors)} console errors")


if __name__ == "__main__":
    main()
