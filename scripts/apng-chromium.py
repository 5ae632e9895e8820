"""Plays out/apng-check/play.html in headless Chromium and screenshots it while it plays.

Chromium's --screenshot flag draws one frame on demand, so an animated image never advances
there (frame 0 at any --virtual-time-budget). Here Chromium runs with a DevTools port and its
compositor ticking in real time; Page.captureScreenshot is taken at the given delays (seconds
after the page loaded). Usage: apng-chromium.py CHROMIUM FOLDER WIDTH HEIGHT DELAY...
"""
import base64
import json
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import websocket


def main(browser, folder, width, height, delays):
    folder = Path(folder).resolve()
    port = 9337
    profile = tempfile.mkdtemp(prefix="apng-chromium-")
    log = open(folder / "chromium.log", "ab")
    process = subprocess.Popen(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--force-device-scale-factor=1", f"--window-size={width},{height}",
         f"--remote-debugging-port={port}", f"--user-data-dir={profile}", "about:blank"],
        stdout=log, stderr=log)
    try:
        target = None
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json") as response:
                    pages = [t for t in json.load(response) if t.get("type") == "page"]
                if pages:
                    target = pages[0]
                    break
            except OSError:
                pass
            time.sleep(0.1)
        if target is None:
            print("apng-chromium: Chromium's DevTools port never answered", file=sys.stderr)
            return 2
        socket = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=30)
        counter = [0]

        def call(method, **params):
            counter[0] += 1
            socket.send(json.dumps({"id": counter[0], "method": method, "params": params}))
            while True:
                message = json.loads(socket.recv())
                if message.get("id") == counter[0]:
                    return message.get("result", {})

        call("Page.enable")
        # --window-size does not reach the page's viewport in this mode; set it exactly.
        call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)
        call("Page.navigate", url=(folder / "play.html").as_uri())
        while json.loads(socket.recv()).get("method") != "Page.loadEventFired":
            pass
        loaded = time.monotonic()
        for delay in delays:
            time.sleep(max(0.0, loaded + delay - time.monotonic()))
            shot = call("Page.captureScreenshot", format="png")
            taken = time.monotonic() - loaded
            name = folder / f"chromium-{delay:g}s.png"
            name.write_bytes(base64.b64decode(shot["data"]))
            print(f"apng-chromium: {name.name} taken {taken:.3f} s after load")
        socket.close()
        return 0
    finally:
        process.terminate()
        process.wait(timeout=10)


if __name__ == "__main__":
    browser, folder, width, height, *delays = sys.argv[1:]
    sys.exit(main(browser, folder, int(width), int(height), [float(d) for d in delays]))
