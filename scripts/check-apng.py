"""Decodes out/apng-check/sample.apng with Pillow and compares it with the source frames.

Exit 0 when every frame's pixels and delay match and Chromium's screenshots show a motion frame
while it plays and the last frame after; 1 otherwise, naming the frame and the first differing pixel.
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
    frames = [Image.open(source).convert("RGB") for source in sources]
    for delay, allowed in (("0.6", range(1, len(frames) - 1)), ("2", [len(frames) - 1])):
        shot = Image.open(folder / f"chromium-{delay}s.png").convert("RGB")
        if shot.size != frames[0].size:
            print(f"check-apng: FAIL chromium-{delay}s.png is {shot.size}, the frames {frames[0].size}")
            failures += 1
            continue
        shown = [i for i, frame in enumerate(frames) if ImageChops.difference(shot, frame).getbbox() is None]
        ok = bool(shown) and shown[0] in allowed
        print(f"check-apng: Chromium {delay} s after load shows frame {shown[0] if shown else 'none of the sources'}"
              f" ({'ok' if ok else 'FAIL'}: expected one of {list(allowed)})")
        failures += not ok
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "out/apng-check"))
