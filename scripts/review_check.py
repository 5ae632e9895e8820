"""Drives `caret-harness review OUT` in headless Chromium (Debian's, through Playwright): opens
the page the command prints, approves one frame (FRAME_ID) or everything that changed ("all"),
checks the page then shows it approved, checks a POST without the session token and a request
for a file outside the out folder are refused, stops the server from the page and waits for the
command to exit 0. Saves a screenshot.

usage: review_check.py CHROMIUM CARET_HARNESS OUT GOLDENS FRAME_ID|all SCREENSHOT
"""
import subprocess
import sys
import urllib.error
import urllib.request

from playwright.sync_api import sync_playwright

chromium, binary, out, goldens, target, shot = sys.argv[1:7]


def fail(message):
    print("review_check: FAIL " + message)
    sys.exit(1)


server = subprocess.Popen([binary, "review", out, "--goldens", goldens, "--timeout", "600"],
                          stdout=subprocess.PIPE, text=True)
try:
    first = server.stdout.readline()
    if "http://127.0.0.1:" not in first:
        fail("review printed no address: " + first)
    url = first.split()[1]
    # Another site cannot approve: a POST without the page's token is refused.
    try:
        urllib.request.urlopen(urllib.request.Request(url + "approve", data=b"all=1", method="POST"))
        fail("a POST without the token was accepted")
    except urllib.error.HTTPError as e:
        if e.code != 403:
            fail(f"a POST without the token answered {e.code}, expected 403")
    for bad in ["out/../" + goldens.split("/")[-1] + "/manifest.json", "out/%2e%2e/report.json"]:
        try:
            urllib.request.urlopen(url + bad)
            fail("served a path outside the out folder: " + bad)
        except urllib.error.HTTPError as e:
            if e.code not in (400, 404):
                fail(f"{bad}: answered {e.code}")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1200, "height": 900})
        # Approving hashes the fonts and encodes the golden: seconds in a release build, a minute
        # or more in a debug build on a loaded machine.
        page.set_default_timeout(300000)
        page.set_default_navigation_timeout(300000)
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("requestfailed", lambda r: errors.append("request failed: " + r.url))
        page.goto(url, wait_until="load")
        broken = page.eval_on_selector_all("img", "els => els.filter(e => !e.complete || e.naturalWidth == 0).map(e => e.src)")
        if broken:
            fail(f"{len(broken)} images did not load, e.g. {broken[:2]}")
        if target == "all":
            # The page posts with fetch (the token in a header), then reloads itself.
            with page.expect_navigation():
                page.click("#approve-all")
            if page.locator("#approve-all").count() != 0:
                fail("the page still offers to approve everything")
        else:
            frame = page.locator(f"[data-frame='{target}']")
            if frame.count() != 1:
                fail(f"no frame {target} on the page")
            with page.expect_navigation():
                frame.locator("button").click()
            if page.locator(f"[data-frame='{target}'] .approved").count() != 1:
                fail(f"{target} is not shown approved: " + page.inner_text("body")[:400])
        notice = page.inner_text("#notice")
        if not notice.startswith("approved"):
            fail("notice: " + notice)
        page.screenshot(path=shot, full_page=True)
        if errors:
            fail("; ".join(errors))
        page.click("#stop")
        browser.close()
    code = server.wait(timeout=30)
    rest = server.stdout.read()
    if code != 0 or "review: stopped (stopped from the page)" not in rest:
        fail(f"review exited {code}: {rest}")
    print("review_check: ok: " + notice)
finally:
    if server.poll() is None:
        server.kill()
