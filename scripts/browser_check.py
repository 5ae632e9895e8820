"""Loads report.html and compare.html in headless Chromium (Debian's, driven by Playwright) and
checks what a person would: no console error, every image and link on disk, and the controls
(expand, slider, blend, overlay toggle) change what is shown. Saves a screenshot of each page.

usage: browser_check.py CHROMIUM REPORT_HTML COMPARE_HTML SCREENSHOT_DIR
"""
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


def check_references(page, path):
    """Every img src and every link that is not an in-page anchor names a file on disk."""
    base = os.path.dirname(os.path.abspath(path))
    refs = page.eval_on_selector_all("img", "els => els.map(e => e.getAttribute('src'))")
    refs += page.eval_on_selector_all("a[href]", "els => els.map(e => e.getAttribute('href'))")
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
        if not os.path.isfile(os.path.join(base, unquote(ref))):
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
    for image in page.locator("img").all():
        image.scroll_into_view_if_needed()
        if image.evaluate("e => e.naturalWidth") == 0:
            fail(f"{path}: image {image.get_attribute('src')} did not load")
            break
    for error in errors:
        fail(f"{path}: {error}")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=os.path.join(shots, "compare.png"), full_page=False)
    print(f"check-browser: {path}: {cells} matrix cells, {refs} references ({anchors} anchors), "
          f"{len(errors)} console errors")


def main():
    chromium, report, compare, shots = sys.argv[1:5]
    os.makedirs(shots, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        check_report(browser, report, shots)
        check_compare(browser, compare, shots)
        browser.close()
    if failures:
        sys.exit(1)
    print(f"check-browser: screenshots in {shots}/report.png and {shots}/compare.png")


if __name__ == "__main__":
    main()
