#!/usr/bin/env python3
"""Decodes PNG files with pypng (a decoder this project did not write) into 8-bit RGBA PNGs,
so that `bubbles diff` can check its own decoder against them. Used by scripts/conformance.

Usage: conformance-reference.py OUT_DIR FILE.png...
Prints one line per file: `ok NAME`, or `refused NAME: REASON` when pypng cannot read it.
"""
import os
import sys

import png


def to8(value, depth):
    """A sample of `depth` bits as 8 bits: exact scaling for 1 to 8 bits, nearest for 16."""
    if depth == 16:
        return (value * 255 + 32767) // 65535
    return value * 255 // ((1 << depth) - 1)


def rgba8(reader):
    """The image's pixels as rows of 8-bit RGBA, palette and tRNS applied, sBIT and gamma not."""
    width, height, rows, info = reader.read()
    rows = [list(row) for row in rows]
    depth = info["bitdepth"]
    if reader.color_type == 3:
        palette = [tuple(entry) + (255,) * (4 - len(entry)) for entry in info["palette"]]
        return width, height, [[c for index in row for c in palette[index]] for row in rows]
    planes = info["planes"]
    transparent = info.get("transparent")
    out = []
    for row in rows:
        line = []
        for x in range(width):
            pixel = row[x * planes:(x + 1) * planes]
            if planes == 1:
                grey = to8(pixel[0], depth)
                alpha = 0 if transparent is not None and tuple(pixel) == tuple(transparent) else 255
                line += [grey, grey, grey, alpha]
            elif planes == 2:
                grey = to8(pixel[0], depth)
                line += [grey, grey, grey, to8(pixel[1], depth)]
            elif planes == 3:
                alpha = 0 if transparent is not None and tuple(pixel) == tuple(transparent) else 255
                line += [to8(v, depth) for v in pixel] + [alpha]
            else:
                line += [to8(v, depth) for v in pixel]
        out.append(line)
    return width, height, out


def main():
    out_dir = sys.argv[1]
    for path in sys.argv[2:]:
        name = os.path.basename(path)
        try:
            width, height, rows = rgba8(png.Reader(filename=path))
        except Exception as error:  # pypng raises several types for damaged files
            print(f"refused {name}: {error}")
            continue
        with open(os.path.join(out_dir, name), "wb") as handle:
            png.Writer(width, height, greyscale=False, alpha=True, bitdepth=8).write(handle, rows)
        print(f"ok {name}")


if __name__ == "__main__":
    main()
