"""Full-page screenshots of HTML files in headless Chromium (Debian's, driven by Playwright).

usage: full_page_shots.py CHROMIUM PAGE.html=SHOT.png...

Chromium cannot capture a page taller than its largest texture (16,384 px) in one piece, so a
page taller than 16,000 px is saved in slices SHOT-1.png, SHOT-2.png, ... that together cover it.
"""
import os
import sys

from playwright.sync_api import sync_playwright

SLICE = 16000  # px; Chromium cannot capture more than its 16,384 px texture in one piece


def shoot(browser, page_path, shot_path):
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto("file://" + os.path.abspath(page_path))
    page.wait_for_load_state("load")
    # Lazy images below the fold would be blank in a full-page shot: load them all first.
    page.evaluate("document.querySelectorAll('img[loading=lazy]').forEach(i => { i.loading = 'eager'; })")
    page.wait_for_function("Array.from(document.images).every(i => i.complete)", timeout=60000)
    height = page.evaluate("document.documentElement.scrollHeight")
    if height <= SLICE:
        page.screenshot(path=shot_path, full_page=True)
        shots = [shot_path]
    else:
        base, ext = os.path.splitext(shot_path)
        shots = []
        for i, top in enumerate(range(0, height, SLICE)):
            part = f"{base}-{i + 1}{ext}"
            clip = {"x": 0, "y": top, "width": 1400, "height": min(SLICE, height - top)}
            page.screenshot(path=part, full_page=True, clip=clip)
            shots.append(part)
    page.close()
    if errors:
        print(f"full_page_shots: {page_path}: script errors: {errors}", file=sys.stderr)
        sys.exit(1)
    print(f"check-report: {page_path} ({height} px tall) -> {', '.join(shots)}")


def main():
    chromium, pairs = sys.argv[1], sys.argv[2:]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        for pair in pairs:
            page_path, shot_path = pair.split("=", 1)
            if not os.path.exists(page_path):
                print(f"full_page_shots: {page_path}: no such page", file=sys.stderr)
                sys.exit(2)
            shoot(browser, page_path, shot_path)
        browser.close()


if __name__ == "__main__":
    main()
