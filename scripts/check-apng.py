"""Decodes out/apng-check/sample.apng with Pillow and compares it with the source frames.

Exit 0 when every frame's pixels and delay match and Chromium's screenshots show the first and
the last frame; 1 otherwise, naming the frame and the first differing pixel.
"""
import sys
from pathlib import Path

from PIL import Image, ImageChops, ImageSequence


def first_difference(a, b):
    diff = ImageChops.difference(a, b)
    box = diff.getbbox()
    if box is None:
        return None
    x, y = box[0], box[1]
    for yy in range(box[1], box[3]):
        for xx in range(box[0], box[2]):
            if diff.getpixel((xx, yy)) != (0,) * len(diff.getbands()):
                return (xx, yy, a.getpixel((xx, yy)), b.getpixel((xx, yy)))
    return (x, y, None, None)


def main(folder):
    folder = Path(folder)
    sources = sorted(folder.glob("frame-*.png"))
    expected_ms = [float(line) for line in (folder / "delays-ms.txt").read_text().split()]
    failures = 0
    with Image.open(folder / "sample.apng") as apng:
        print(f"check-apng: Pillow reads {apng.format} with {apng.n_frames} frames, "
              f"loop {apng.info.get('loop')}, {len(sources)} source frames")
        if apng.n_frames != len(sources):
            print(f"check-apng: FAIL frame count {apng.n_frames} != {len(sources)}")
            return 1
        for index, frame in enumerate(ImageSequence.Iterator(apng)):
            got = frame.convert("RGBA")
            want = Image.open(sources[index]).convert("RGBA")
            difference = first_difference(got, want)
            duration = frame.info.get("duration")
            if difference is not None:
                failures += 1
                print(f"check-apng: FAIL frame {index}: pixel {difference[:2]} is {difference[2]}, source {difference[3]}")
            if duration is None or abs(duration - expected_ms[index]) > 0.01:
                failures += 1
                print(f"check-apng: FAIL frame {index}: duration {duration} ms, expected {expected_ms[index]} ms")
        print(f"check-apng: Pillow: {apng.n_frames - failures} of {apng.n_frames} frames equal their sources")
    for budget, source in (("1", sources[0]), ("3000", sources[-1])):
        shot = Image.open(folder / f"chromium-{budget}.png").convert("RGB")
        want = Image.open(source).convert("RGB")
        if shot.size != want.size:
            print(f"check-apng: FAIL chromium-{budget}.png is {shot.size}, frame {want.size}")
            failures += 1
            continue
        box = ImageChops.difference(shot, want).getbbox()
        verdict = "shows" if box is None else f"differs from (box {box})"
        print(f"check-apng: Chromium at {budget} ms virtual time {verdict} {source.name}")
        failures += box is not None
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "out/apng-check"))
