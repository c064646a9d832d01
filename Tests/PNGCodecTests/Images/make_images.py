#!/usr/bin/env python3
"""Writes the PNG decoding fixtures of PNGCodecTests and their expected RGBA.

Rerun from anywhere (needs `pip install pypng`):

    python3 Tests/PNGCodecTests/Images/make_images.py

For every colour type, legal bit depth, tRNS variant and interlace method it writes
NAME.png and NAME.rgba (the expected straight 8-bit RGBA, width * height * 4 bytes, rows
without padding) into this folder, plus manifest.txt (one "NAME WIDTH HEIGHT" per line).

The PNG writer below is our own so that every row uses a different filter type (row i uses
filter i % 5, in every pass), the image data is split over several IDAT chunks, and
ancillary chunks (gAMA, tEXt) appear that the decoder must skip. Each file is then read back
with pypng, an independent decoder: its samples must equal the ones we wrote and its RGBA
conversion must equal the .rgba file, so a bug in this script cannot hide in the fixtures.
(Pillow is not used as the reference: it compares the tRNS key of 2- and 4-bit grey images
with the scaled 8-bit values, so those pixels stay opaque there.)

Expected RGBA, as PNGDecoder documents it:
  - samples of 1, 2, 4 bits scale exactly: v * 255 // (2**depth - 1);
  - 16-bit samples round to nearest: (v * 255 + 32767) // 65535;
  - tRNS: grey / RGB pixels equal to the key (compared at the stored depth) get alpha 0;
    palette entries get the tRNS alpha, 255 past its end;
  - no gamma or colour management.
"""

import os
import struct
import zlib

import png  # pypng

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = [(7, 5), (13, 11)]
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, nbits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        nbits += depth
        if nbits == 8:
            out.append(acc)
            acc, nbits = 0, 0
    if nbits:
        out.append(acc << (8 - nbits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, prev, bpp):
    out = bytearray([kind])
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prev[i] if prev is not None else 0
        c = prev[i - bpp] if (prev is not None and i >= bpp) else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - pred) & 0xFF)
    return bytes(out)


def write_png(path, width, height, color_type, depth, pixels, palette=None, trns=None, interlace=False):
    """pixels[y][x] is a tuple of CHANNELS[color_type] samples."""
    bpp = max(1, CHANNELS[color_type] * depth // 8)
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw, row_index = bytearray(), 0
    for x0, y0, dx, dy in passes:
        xs, ys = list(range(x0, width, dx)), list(range(y0, height, dy))
        if not xs or not ys:
            continue
        prev = None
        for y in ys:
            row = pack_row([s for x in xs for s in pixels[y][x]], depth)
            raw += filter_row(row_index % 5, row, prev, bpp)
            prev = row
            row_index += 1
    data = zlib.compress(bytes(raw), 9)
    out = b"\x89PNG\r\n\x1a\n"
    out += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, int(interlace)))
    out += chunk(b"gAMA", struct.pack(">I", 45455))
    if palette is not None:
        out += chunk(b"PLTE", b"".join(bytes(entry) for entry in palette))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    third = max(1, len(data) // 3)
    for part in (data[:third], data[third:2 * third], data[2 * third:]):
        out += chunk(b"IDAT", part)
    out += chunk(b"tEXt", b"Comment\x00PNGCodec fixture")
    out += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(out)


def eight(v, depth):
    if depth == 16:
        return (v * 255 + 32767) // 65535
    return v * 255 // ((1 << depth) - 1)


def sample(x, y, channel, depth, seed):
    """Deterministic, varied samples that include 0 and the maximum."""
    top = (1 << depth) - 1
    value = (x * 37 + y * 101 + channel * 59 + seed * 13 + (x * y * 7)) % (top + 1 if top < 255 else 251)
    if depth == 16:
        value = (value * 257 + (x * 911 + y * 313 + channel * 7) * 31) & 0xFFFF
    if (x + y + channel) % 11 == 0:
        value = top
    if (x * 3 + y + channel) % 13 == 0:
        value = 0
    return value


def make(name, width, height, color_type, depth, interlace, with_trns):
    seed = depth * 7 + color_type
    channels = CHANNELS[color_type]
    palette = trns = None
    if color_type == 3:
        count = min(1 << depth, 200)  # fewer than 256 entries for 8-bit
        palette = [((i * 67) % 256, (i * 151 + 30) % 256, (255 - i * 41) % 256) for i in range(count)]
        pixels = [[((x * 5 + y * 3 + seed) % count,) for x in range(width)] for y in range(height)]
        if with_trns:
            trns = bytes(((i * 97) % 256) for i in range(max(1, count // 2)))  # shorter than PLTE
    else:
        pixels = [[tuple(sample(x, y, c, depth, seed) for c in range(channels)) for x in range(width)]
                  for y in range(height)]
    key = None
    if with_trns and color_type in (0, 2):
        key = pixels[1][2]  # a value that occurs
        trns = b"".join(struct.pack(">H", s) for s in key)
    path = os.path.join(HERE, name + ".png")
    write_png(path, width, height, color_type, depth, pixels, palette, trns, interlace)

    # Independent check: pypng must read back exactly the samples we wrote.
    reader = png.Reader(filename=path)
    _, _, rows, _ = reader.read()
    back = [list(r) for r in rows]
    for y in range(height):
        flat = [s for p in pixels[y] for s in p]
        assert back[y] == flat, (name, y, back[y], flat)

    rgba = bytearray()
    for y in range(height):
        for x in range(width):
            p = pixels[y][x]
            if color_type == 3:
                r, g, b = palette[p[0]]
                a = trns[p[0]] if trns is not None and p[0] < len(trns) else 255
            elif color_type in (0, 4):
                r = g = b = eight(p[0], depth)
                a = eight(p[1], depth) if color_type == 4 else (0 if key is not None and p == key else 255)
            else:
                r, g, b = (eight(s, depth) for s in p[:3])
                a = eight(p[3], depth) if color_type == 6 else (0 if key is not None and p == key else 255)
            rgba += bytes((r, g, b, a))
    # Second independent check: pypng's own RGBA conversion (asRGBA8 scales 1/2/4-bit grey;
    # 16-bit values are rounded here as documented above).
    reader = png.Reader(filename=path)
    _, _, rows, info = reader.asRGBA8() if depth < 8 else reader.asRGBA()
    theirs = bytearray()
    for row in rows:
        theirs += bytes(eight(v, 16) if depth == 16 else v for v in row)
    assert bytes(theirs) == bytes(rgba), name

    with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
        f.write(rgba)
    return name


def main():
    kinds = [
        ("grey", 0, [1, 2, 4, 8, 16], [False, True]),
        ("rgb", 2, [8, 16], [False, True]),
        ("palette", 3, [1, 2, 4, 8], [False, True]),
        ("greyalpha", 4, [8, 16], [False]),
        ("rgba", 6, [8, 16], [False]),
    ]
    names = []
    for label, color_type, depths, trns_variants in kinds:
        for depth in depths:
            for with_trns in trns_variants:
                for interlace in (False, True):
                    for width, height in SIZES:
                        name = f"{label}{depth}{'_trns' if with_trns else ''}{'_adam7' if interlace else ''}_{width}x{height}"
                        make(name, width, height, color_type, depth, interlace, with_trns)
                        names.append(f"{name} {width} {height}")
    with open(os.path.join(HERE, "manifest.txt"), "w") as f:
        f.write("\n".join(names) + "\n")
    print(f"wrote {len(names)} fixtures to {HERE}")


if __name__ == "__main__":
    main()
