#!/usr/bin/env python3
"""Writes the synthetic seeds in Corpus/FuzzPNG, Corpus/FuzzJPEG and Corpus/FuzzAPNG:
small PNGs of every colour type, bit depth and interlace (the examples and
snapshots are all 8-bit RGB(A)), JPEGs in the layouts libjpeg-turbo decodes
(needs `cjpeg`, from libjpeg-turbo-progs), and APNG inputs (see FuzzAPNG.swift).
Run from Fuzz/: python3 make-seeds.py"""
import os, struct, subprocess, zlib

here = os.path.dirname(os.path.abspath(__file__))

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

def png(width, height, depth, colour, rows, interlace=0, extra=b""):
    """rows(x0, dx, y0, dy) -> raw scanlines of the sub-image (each with its filter byte)."""
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    if interlace:
        passes = [(0, 8, 0, 8), (4, 8, 0, 8), (0, 4, 4, 8), (2, 4, 0, 4), (0, 2, 2, 4), (1, 2, 0, 2), (0, 1, 1, 2)]
        raw = b"".join(rows(x0, dx, y0, dy) for x0, dx, y0, dy in passes)
    else:
        raw = rows(0, 1, 0, 1)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")

def maker(width, height, bits_per_pixel, sample, filter_byte=0):
    def rows(x0, dx, y0, dy):
        out = b""
        for y in range(y0, height, dy):
            xs = range(x0, width, dx)
            if not xs:
                continue
            bits = "".join(format(sample(x, y), "0%db" % bits_per_pixel) for x in xs)
            bits += "0" * (-len(bits) % 8)
            out += bytes([filter_byte]) + int(bits, 2).to_bytes(len(bits) // 8, "big") if bits else b""
        return out
    return rows

seeds = {
    "gray1.png": png(9, 5, 1, 0, maker(9, 5, 1, lambda x, y: (x + y) & 1)),
    "gray4-adam7.png": png(11, 9, 4, 0, maker(11, 9, 4, lambda x, y: (x * y) & 15), interlace=1),
    "gray8-sub-filter.png": png(8, 8, 8, 0, maker(8, 8, 8, lambda x, y: 3, filter_byte=1)),
    "gray16.png": png(4, 3, 16, 0, maker(4, 3, 16, lambda x, y: x * 9000 + y)),
    "gray-alpha8.png": png(5, 4, 8, 4, maker(5, 4, 16, lambda x, y: (x * 40) << 8 | y * 60)),
    "rgb16-paeth.png": png(3, 3, 16, 2, maker(3, 3, 48, lambda x, y: x << 40 | y << 20 | 7, filter_byte=4)),
    "rgba8-adam7.png": png(10, 10, 8, 6, maker(10, 10, 32, lambda x, y: (x * 25) << 24 | (y * 25) << 16 | 128 << 8 | (x + y) * 12),
                           interlace=1),
    "palette2-trns.png": png(6, 6, 2, 3, maker(6, 6, 2, lambda x, y: (x + y) % 4),
                             extra=chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])) + chunk(b"tRNS", bytes([0, 128]))),
    "gray8-trns-gamma.png": png(4, 4, 8, 0, maker(4, 4, 8, lambda x, y: x * 60),
                                extra=chunk(b"gAMA", struct.pack(">I", 45455)) + chunk(b"tRNS", b"\x00\x3c")),
    "rgb8-text.png": png(2, 2, 8, 2, maker(2, 2, 24, lambda x, y: 0x336699),
                         extra=chunk(b"tEXt", b"bezel\x00renderer=1 cairo=1.16.0 pixels=00112233445566778899aabbccddeeff")
                         + chunk(b"iTXt", b"Comment\x00\x00\x00\x00\x00caf\xc3\xa9") + chunk(b"zTXt", b"z\x00\x00" + zlib.compress(b"hi"))),
}
for name, data in seeds.items():
    open(os.path.join(here, "Corpus/FuzzPNG", name), "wb").write(data)

def ppm(width, height, grey=False):
    pixels = bytes(v for y in range(height) for x in range(width)
                   for v in ([(x * 13 + y * 7) & 255] if grey else [x * 255 // width, y * 255 // height, (x ^ y) * 8 & 255]))
    return (b"P5" if grey else b"P6") + b"\n%d %d\n255\n" % (width, height) + pixels

jpegs = {
    "baseline-420.jpg": (ppm(16, 16), ["-quality", "75"]),
    "progressive-444.jpg": (ppm(13, 7), ["-progressive", "-sample", "1x1"]),
    "grey-restart.jpg": (ppm(24, 8, grey=True), ["-grayscale", "-restart", "1"]),
    "optimized-422.jpg": (ppm(9, 17), ["-optimize", "-sample", "2x1", "-quality", "30"]),
    "rgb.jpg": (ppm(8, 8), ["-rgb"]),
}
for name, (source, options) in jpegs.items():
    data = subprocess.run(["cjpeg"] + options, input=source, capture_output=True, check=True).stdout
    open(os.path.join(here, "Corpus/FuzzJPEG", name), "wb").write(data)

# FuzzAPNG: count, width, height, flags, 8-byte delay (big-endian Double
# bits), 8 bytes saying how each later frame comes from the one before
# (0 the same, 1 or 2 a rectangle changed, 3 all new), pixels.
def apng(count, width, height, flags, delay, pixels, kinds=(3,) * 8):
    return bytes([count - 1, width - 1, height - 1, flags]) + struct.pack(">d", delay) + bytes(kinds) + bytes(pixels)
apngs = {
    "one-opaque-frame": apng(1, 4, 4, 0, 0.1, [255, 10, 20, 30]),
    "three-translucent": apng(3, 8, 5, 0, 0.04, [128, 100, 50, 0, 0, 0, 0, 0, 255, 1, 2, 3]),
    "eight-large": apng(8, 64, 64, 0, 1.5, range(256)),
    "mixed-sizes": apng(2, 3, 3, 0x80, 0.5, [255, 255, 255, 255]),
    "rectangles-and-repeats": apng(8, 32, 24, 0, 0.6, range(7, 250, 3), kinds=(1, 0, 2, 0, 0, 1, 3, 2)),
}
for name, data in apngs.items():
    open(os.path.join(here, "Corpus/FuzzAPNG", name), "wb").write(data)
