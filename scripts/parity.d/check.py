"""Compares `caret-harness diff --json` with pixelmatch-fast (a port of pixelmatch 7.1, whose
rules are 7.2.0's default) on generated pairs and on pixelmatch's published test images, and
with the PyPI `pixelmatch` 0.4 (a port of pixelmatch 5, semi-transparent pixels over white)
under `--background white`. Prints every disagreement; exit 1 when there is one.

Usage: check.py BINARY WORKDIR PAIRS GOLDENS FIXTURES OLD_PYTHON
"""
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from PIL import Image
from pixelmatch import pixelmatch as pixelmatch_fast

from pairs import generate

# pixelmatch's published cases (its test/test.js for 7.x, carried by pixelmatch-fast's tests):
# first image, second image, threshold, published count.
PUBLISHED = [("1a", "1b", 0.05, 143), ("1a", "1b", 0.1, 106), ("2a", "2b", 0.05, 12437),
             ("3a", "3b", 0.05, 212), ("4a", "4b", 0.05, 36049), ("5a", "5b", 0.05, 6),
             ("6a", "6b", 0.1, 51), ("6a", "6a", 0.0, 0), ("7a", "7b", 0.1, 2448),
             ("8a", "5b", 0.05, 32896)]


def ours(binary, a, b, threshold, include_aa, background="checkerboard"):
    cmd = [binary, "diff", a, b, "--json", "--threshold", repr(threshold), "--background", background]
    if include_aa:
        cmd.append("--include-aa")
    run = subprocess.run(cmd, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"parity: {' '.join(cmd)} failed ({run.returncode}): {run.stderr.strip()}")
    return json.loads(run.stdout)["differingPixels"]


def theirs(a, b, threshold, include_aa):
    return pixelmatch_fast(Image.open(a), Image.open(b), threshold=threshold, includeAA=include_aa)


def main():
    binary, work, count, goldens, fixtures, old_python = sys.argv[1:7]
    os.makedirs(f"{work}/pairs", exist_ok=True)
    failures, old_jobs, kinds = [], [], {}
    # Our diffs run as processes two at a time beside the Python work (the generating, saving and
    # pixelmatch-fast), which waited on each one in turn; each count is compared as before.
    pool = ThreadPoolExecutor(2)
    pending = []
    for name, a, b, threshold, include_aa in generate(int(count), goldens):
        pa, pb = f"{work}/pairs/{name}-a.png", f"{work}/pairs/{name}-b.png"
        Image.fromarray(a, "RGBA").save(pa)
        Image.fromarray(b, "RGBA").save(pb)
        mine = pool.submit(ours, binary, pa, pb, threshold, include_aa)
        pending.append((name, threshold, include_aa, mine, theirs(pa, pb, threshold, include_aa)))
        kind = name.split("-", 1)[1]
        kinds[kind] = kinds.get(kind, 0) + 1
        if a.shape[0] * a.shape[1] <= 8100:
            old_jobs.append((name, pa, pb, threshold, include_aa))
    for name, threshold, include_aa, mine, ref in pending:
        if mine.result() != ref:
            failures.append(f"{name} threshold {threshold} includeAA {include_aa}: ours {mine.result()}, pixelmatch-fast {ref}")
    print(f"parity: {int(count)} generated pairs against pixelmatch-fast (7.2.0 rules, checkerboard):"
          f" {int(count) - len(failures)} agree; kinds {kinds}")

    # pixelmatch 0.4 is pure Python; it runs in its own environment (both packages are
    # named `pixelmatch`) on every pair of at most 90 x 90 pixels.
    # Ours under --background white start now, beside pixelmatch 0.4's own process.
    whites = pool.map(lambda job: ours(binary, job[1], job[2], job[3], job[4], background="white"), old_jobs)
    listing = f"{work}/old-jobs.json"
    with open(listing, "w") as f:
        json.dump(old_jobs, f)
    old = subprocess.run([old_python, os.path.join(os.path.dirname(__file__), "old.py"), listing],
                         capture_output=True, text=True, check=True)
    old_counts = json.loads(old.stdout)
    old_failures = 0
    for (name, pa, pb, threshold, include_aa), ref, mine in zip(old_jobs, old_counts, whites):
        if mine != ref:
            old_failures += 1
            failures.append(f"{name} --background white threshold {threshold} includeAA {include_aa}:"
                            f" ours {mine}, pixelmatch 0.4 {ref}")
    print(f"parity: {len(old_jobs)} pairs with --background white against pixelmatch 0.4 (white blending):"
          f" {len(old_jobs) - old_failures} agree")

    print("parity: pixelmatch's published images (count published / pixelmatch-fast / ours):")
    for first, second, threshold, published in PUBLISHED:
        pa, pb = f"{fixtures}/{first}.png", f"{fixtures}/{second}.png"
        mine, ref = ours(binary, pa, pb, threshold, False), theirs(pa, pb, threshold, False)
        mark = "ok" if mine == ref == published else "DIFFERENT"
        print(f"  {first} vs {second} threshold {threshold}: {published} / {ref} / {mine}  {mark}")
        if mark != "ok":
            failures.append(f"published {first}/{second} at {threshold}: published {published}, "
                            f"pixelmatch-fast {ref}, ours {mine}")
    for line in failures:
        print(f"parity: DISAGREE {line}")
    print(f"parity: {'FAILED, ' + str(len(failures)) + ' disagreements' if failures else 'every count agrees'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
