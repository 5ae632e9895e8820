#!/usr/bin/env python3
"""Writes the PNG fixtures for HarnessPNGTests (run by hand; the outputs are committed).

Each file is built chunk by chunk with zlib and struct alone, so the fixtures do not depend on
the encoder under test. The pixel values here are repeated by hand in PNGFixtureTests.swift.
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SIGNATURE = b"\x89PNG\r\n\x1a\n"


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def ihdr(width, height, depth, color, interlace=0):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, interlace))


def pack_row(samples, depth):
    """Packs one row of samples (filter byte excluded) at the given bit depth."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def png(width, height, depth, color, rows, extra=b""):
    """rows: lists of samples, channels interleaved; every row uses filter 0."""
    raw = b"".join(b"\x00" + pack_row(r, depth) for r in rows)
    return (SIGNATURE + ihdr(width, height, depth, color) + extra
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def interlaced_rgb8(width, height, pixel):
    """An Adam7 file; pixel(x, y) gives (r, g, b)."""
    raw = bytearray()
    for x0, y0, dx, dy in ADAM7:
        xs = range(x0, width, dx)
        if not xs:
            continue
        for y in range(y0, height, dy):
            raw.append(0)
            for x in xs:
                raw.extend(pixel(x, y))
    return (SIGNATURE + ihdr(width, height, 8, 2, interlace=1)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b""))


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def main():
    write("gray1.png", png(10, 2, 1, 0, [[1, 0, 1, 0, 1, 1, 0, 0, 1, 0], [0, 1, 0, 1, 0, 0, 1, 1, 0, 1]]))
    write("gray2.png", png(4, 1, 2, 0, [[0, 1, 2, 3]]))
    write("gray4.png", png(3, 1, 4, 0, [[0, 5, 15]]))
    write("gray8_trns.png", png(3, 1, 8, 0, [[0, 128, 255]], extra=chunk(b"tRNS", struct.pack(">H", 128))))
    write("gray16.png", png(2, 1, 16, 0, [[0x1234, 0xFFFF]]))
    write("gray_alpha8.png", png(2, 1, 8, 4, [[10, 200, 250, 0]]))
    write("gray_alpha16.png", png(1, 1, 16, 4, [[0x8000, 0x4000]]))
    palette = chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]))
    write("palette8.png", png(3, 1, 8, 3, [[2, 0, 1]], extra=palette))
    # tRNS shorter than the palette: entries past its end are opaque.
    write("palette2_trns.png",
          png(4, 1, 2, 3, [[0, 1, 2, 3]], extra=palette + chunk(b"tRNS", bytes([0, 128]))))
    write("rgb8.png", png(2, 1, 8, 2, [[1, 2, 3, 250, 251, 252]]))
    write("rgb16.png", png(1, 1, 16, 2, [[0x1234, 0x5678, 0x9ABC]]))
    write("rgba8.png", png(2, 1, 8, 6, [[1, 2, 3, 4, 200, 150, 100, 50]]))
    write("rgba16.png", png(1, 1, 16, 6, [[0xFF00, 0x8080, 0x0102, 0x7FFF]]))
    write("interlaced_rgb8.png", interlaced_rgb8(9, 9, lambda x, y: (x * 25, y * 25, 100 + x + y)))

    write("empty.png", b"")
    write("not_a_png.png", b"GIF89a this is not a PNG file at all\n")
    whole = png(16, 16, 8, 2, [[(x * 16 + y) & 0xFF for x in range(48)] for y in range(16)])
    write("truncated.png", whole[:len(whole) - 30])  # ends inside the IDAT data
    # A valid IHDR for 100000 x 100000 pixels followed by a tiny IDAT: only the size is wrong.
    write("huge.png", SIGNATURE + ihdr(100000, 100000, 8, 6)
          + chunk(b"IDAT", zlib.compress(b"\x00" * 16)) + chunk(b"IEND", b""))
    broken = bytearray(png(2, 1, 8, 2, [[1, 2, 3, 4, 5, 6]]))
    broken[len(SIGNATURE) + 8 + 13] ^= 0xFF  # the first byte of IHDR's CRC
    write("bad_crc.png", bytes(broken))


if __name__ == "__main__":
    main()
