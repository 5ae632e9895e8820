"""Generates the parity pairs: PNG files in pairs, each with the options to compare them under.

Kinds: text nudged by a fraction of a pixel, recoloured blocks, alpha gradients, noise, equal
luma in different colours, images one pixel wide or tall, and crops of the golden frames with
small edits. Seeded, so a failure can be reproduced by its pair name.
"""
import glob
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
THRESHOLDS = [0.0, 0.02, 0.05, 0.1, 0.1, 0.1, 0.2, 0.35, 0.6, 1.0]


def text_pair(rng, w, h):
    """The same words drawn at 4x and box-filtered down, the second shifted 1-3 quarter pixels."""
    size = rng.choice([11, 13, 17, 22])
    words = rng.choice(["Sign off with a smile", "caret 24 pt", "Aa Bb Cc", "Hello, world", "gjpqy"])
    ink = tuple(rng.randrange(0, 120) for _ in range(3))
    paper = tuple(rng.randrange(180, 256) for _ in range(3))
    font = ImageFont.truetype(FONT, size * 4)
    dx, dy = rng.choice([(1, 0), (2, 0), (0, 1), (3, 2), (1, 1)])
    out = []
    for ox, oy in [(0, 0), (dx, dy)]:
        big = Image.new("RGB", (w * 4, h * 4), paper)
        ImageDraw.Draw(big).text((8 + ox, 8 + oy), words, font=font, fill=ink)
        out.append(np.array(big.resize((w, h), Image.BOX).convert("RGBA")))
    return out


def blocks_pair(rng, w, h):
    a = np.zeros((h, w, 4), np.uint8)
    a[..., :3] = rng.randrange(0, 256)
    a[..., 3] = 255
    for _ in range(rng.randrange(3, 12)):
        x, y = rng.randrange(w), rng.randrange(h)
        a[y:y + rng.randrange(1, h + 1), x:x + rng.randrange(1, w + 1), :3] = [rng.randrange(256) for _ in range(3)]
    b = a.copy()
    x, y = rng.randrange(w), rng.randrange(h)
    step = rng.choice([3, 12, 25, 40, 120])
    region = b[y:y + rng.randrange(1, 20), x:x + rng.randrange(1, 20), :3].astype(int)
    b[y:y + region.shape[0], x:x + region.shape[1], :3] = np.clip(region + rng.choice([-1, 1]) * step, 0, 255)
    return a, b


def alpha_pair(rng, w, h):
    """Alpha ramps over colour ramps; the second image changes alpha, colour, or goes clear."""
    xs = np.linspace(0, 1, w)[None, :]
    ys = np.linspace(0, 1, h)[:, None]
    a = np.zeros((h, w, 4), np.uint8)
    a[..., 0] = (255 * xs).astype(np.uint8)
    a[..., 1] = (255 * ys).astype(np.uint8)
    a[..., 2] = rng.randrange(256)
    a[..., 3] = (255 * (xs * ys if rng.random() < 0.5 else 1 - xs)).astype(np.uint8)
    b = a.copy()
    mode = rng.randrange(4)
    if mode == 0:
        b[..., 3] = np.clip(b[..., 3].astype(int) + rng.choice([-60, -8, 8, 60]), 0, 255)
    elif mode == 1:
        b[..., :3] = 255 - b[..., :3]
    elif mode == 2:
        b[..., 3] = 0
    else:
        a[..., 3] = 255
        b[..., 3] = 0
    return a, b


def noise_pair(rng, w, h):
    a = np.full((h, w, 4), 255, np.uint8)
    a[..., :3] = rng.randrange(100, 256)
    b = a.copy()
    amp = rng.choice([4, 16, 40, 128])
    count = rng.randrange(1, max(2, w * h // 3))
    nr = np.random.default_rng(rng.randrange(1 << 30))
    ys, xs = nr.integers(0, h, count), nr.integers(0, w, count)
    b[ys, xs, :3] = np.clip(b[ys, xs, :3].astype(int) + nr.integers(-amp, amp + 1, (count, 3)), 0, 255)
    if rng.random() < 0.3:
        b[ys, xs, 3] = nr.integers(0, 256, count)
    return a, b


def equal_luma_pair(rng, w, h):
    """Different colours of equal luma next to each other: the equal-neighbour rule decides."""
    palette = [(255, 0, 0), (0, 0, 255), (128, 128, 128), (0, 130, 0), (76, 0, 255), (0, 0, 0), (255, 255, 255)]
    nr = np.random.default_rng(rng.randrange(1 << 30))
    idx = nr.integers(0, len(palette), (h, w))
    a = np.zeros((h, w, 4), np.uint8)
    a[..., :3] = np.array(palette, np.uint8)[idx]
    a[..., 3] = 255
    b = a.copy()
    flips = nr.integers(0, 2, (h, w)).astype(bool) & (nr.random((h, w)) < 0.2)
    b[flips, :3] = np.array(palette, np.uint8)[nr.integers(0, len(palette), flips.sum())]
    return a, b


def golden_pair(rng, frames):
    a = np.array(Image.open(rng.choice(frames)).convert("RGBA"))
    h, w = a.shape[:2]
    cw, ch = min(w, rng.randrange(120, 360)), min(h, rng.randrange(120, 360))
    x, y = rng.randrange(w - cw + 1), rng.randrange(h - ch + 1)
    a = a[y:y + ch, x:x + cw].copy()
    b = a.copy()
    edit = rng.randrange(3)
    if edit == 0:  # a block of the frame moved by one pixel
        sx, sy = rng.randrange(cw - 40), rng.randrange(ch - 40)
        b[sy + 1:sy + 41, sx:sx + 40] = a[sy:sy + 40, sx:sx + 40]
    elif edit == 1:  # a caret-like bar drawn
        cx, cy = rng.randrange(cw - 6), rng.randrange(ch - 60)
        b[cy:cy + 60, cx:cx + 6, :3] = (0, 122, 255)
    else:  # a small gray shift over a region
        sx, sy = rng.randrange(cw - 30), rng.randrange(ch - 30)
        b[sy:sy + 30, sx:sx + 30, :3] = np.clip(b[sy:sy + 30, sx:sx + 30, :3].astype(int) - rng.choice([10, 30]), 0, 255)
    return a, b


def generate(count, goldens_dir, seed=17):
    """Yields (name, image A, image B, threshold, include_aa) for `count` pairs."""
    rng = random.Random(seed)
    frames = sorted(glob.glob(f"{goldens_dir}/**/*.png", recursive=True))
    kinds = [("text", text_pair), ("blocks", blocks_pair), ("alpha", alpha_pair),
             ("noise", noise_pair), ("luma", equal_luma_pair)]
    for n in range(count):
        kind, make = kinds[n % len(kinds)]
        if n % 6 == 5 and frames:
            kind, (a, b) = "golden", golden_pair(rng, frames)
        else:
            w, h = rng.randrange(1, 90), rng.randrange(1, 90)
            if kind == "text":
                w, h = max(w, 40), max(h, 24)
            if n % 11 == 0:
                w, h = rng.choice([(1, h), (w, 1), (2, 2), (1, 1)])
            a, b = make(rng, w, h)
        yield f"{n:04d}-{kind}", a, b, rng.choice(THRESHOLDS), rng.random() < 0.25
