#!/usr/bin/env python3
"""Generate cross-check vectors for the Swift PixelDiff module.

Draws a few small image pairs (noise, shifted shapes, anti-aliased circles,
semi-transparent areas, a text bubble, odd sizes / borders), runs the Python
port of mapbox/pixelmatch on each pair with several option sets, and writes:

  <case>_a.rgba, <case>_b.rgba   raw straight RGBA, row-major, no padding
  vectors.json                   sizes, file names and pixelmatch's results

For every option set the JSON records:
  differentPixels    pixelmatch's return value
  antialiasedPixels  pixels drawn in the anti-aliasing colour (equals the count
                     with includeAA=True minus the count with includeAA=False)
  diffFNV1a64        FNV-1a 64 hash of pixelmatch's diff image bytes

How to rerun (from anywhere):

    pip install 'pixelmatch==0.4.*' Pillow
    python3 Tests/PixelDiffTests/Vectors/make_vectors.py

Output goes next to this script. Everything is seeded, so a rerun with the
same Pillow and pixelmatch versions reproduces the files byte for byte.
"""

import importlib.metadata
import json
import os
import random

from PIL import Image, ImageDraw, ImageFont
from pixelmatch import pixelmatch as pm

HERE = os.path.dirname(os.path.abspath(__file__))

THRESHOLDS = [0.05, 0.1, 0.3]
AA_COLOR = (255, 255, 0)
DIFF_COLOR = (255, 0, 0)


def fnv1a64(data: bytes) -> str:
    h = 0xCBF29CE484222325
    for byte in data:
        h ^= byte
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h


def supersampled(width, height, draw_fn, factor=4, background=(255, 255, 255, 255)):
    """Draw at `factor` x resolution and box-downsample: cheap anti-aliasing."""
    big = Image.new("RGBA", (width * factor, height * factor), background)
    draw_fn(ImageDraw.Draw(big), factor)
    return big.resize((width, height), Image.Resampling.BOX)


def case_noise(rng):
    w, h = 48, 40
    a = bytearray()
    for _ in range(w * h):
        a += bytes([rng.randrange(256), rng.randrange(256), rng.randrange(256), 255])
    b = bytearray(a)
    for p in range(w * h):
        if rng.random() < 0.3:
            spread = rng.choice([4, 20, 60])
            for c in range(3):
                v = b[4 * p + c] + rng.randint(-spread, spread)
                b[4 * p + c] = max(0, min(255, v))
    return w, h, bytes(a), bytes(b)


def case_shifted_shapes(rng):
    w, h = 64, 48

    def draw(shift, tweak):
        img = Image.new("RGBA", (w, h), (255, 255, 255, 255))
        d = ImageDraw.Draw(img)
        d.rectangle([4 + shift, 4, 24 + shift, 20], fill=(30, 90, 200, 255))
        d.ellipse([30, 6, 58, 30], fill=(220, 40 + tweak, 60, 255))
        d.rectangle([8, 28, 40, 42], fill=(0, 0, 0, 255))
        d.line([44, 36, 62, 46], fill=(20, 160, 20, 255), width=1)
        return img

    return w, h, draw(0, 0).tobytes(), draw(1, 3).tobytes()


def case_aa_circles(rng):
    w, h = 64, 64

    def scene(dx, dr):
        def draw(d, f):
            for (cx, cy, r, col) in [(18, 20, 12, (0, 0, 0, 255)),
                                     (44, 22, 10, (40, 110, 230, 255)),
                                     (32, 46, 14, (230, 60, 30, 255))]:
                cx2, r2 = cx + dx, r + dr
                d.ellipse([(cx2 - r2) * f, (cy - r2) * f, (cx2 + r2) * f, (cy + r2) * f], fill=col)
            # a ring, to get thin anti-aliased strokes
            d.ellipse([(8 + dx) * f, 40 * f, (24 + dx) * f, 56 * f], outline=(80, 80, 80, 255), width=f)
        return supersampled(w, h, draw)

    return w, h, scene(0, 0).tobytes(), scene(0.5, 0.25).tobytes()


def case_semi_transparent(rng):
    w, h = 40, 40
    a = bytearray()
    b = bytearray()
    for y in range(h):
        for x in range(w):
            if y < 10:
                # fully transparent with random colour: all blend to white
                pa = [rng.randrange(256), rng.randrange(256), rng.randrange(256), 0]
                pb = [rng.randrange(256), rng.randrange(256), rng.randrange(256), 0]
            elif y < 20:
                # alpha gradient of one colour vs its white-blended opaque twin (rounded)
                alpha = (x * 255) // (w - 1)
                col = [20, 60, 200]
                pa = col + [alpha]
                pb = [round(255 + (c - 255) * alpha / 255) for c in col] + [255]
            elif y < 30:
                # semi-transparent panel, actual has alpha nudged by varying amounts
                alpha = 60 + 4 * x
                pa = [200, 30, 90, alpha]
                pb = [200, 30, 90, max(0, min(255, alpha + rng.choice([0, 0, 3, 25, -40])))]
            else:
                # semi-transparent noise vs. noise with some colour changes
                pa = [rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(256)]
                pb = list(pa)
                if rng.random() < 0.4:
                    pb[rng.randrange(4)] = rng.randrange(256)
            a += bytes(pa)
            b += bytes(pb)
    return w, h, bytes(a), bytes(b)


def case_text_bubble(rng):
    w, h = 64, 32
    font = ImageFont.load_default(size=14)

    def scene(text, dy):
        def draw(d, f):
            d.rounded_rectangle([2 * f, 2 * f, 61 * f, 29 * f], radius=9 * f, fill=(0, 132, 255, 255))
        img = supersampled(w, h, draw)
        ImageDraw.Draw(img).text((9, 7 + dy), text, font=font, fill=(255, 255, 255, 255))
        # translucent shadow strip along the bottom
        shadow = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        ImageDraw.Draw(shadow).rectangle([4, 29, 59, 31], fill=(0, 0, 0, 70))
        out = Image.alpha_composite(img, shadow)
        return out

    return w, h, scene("Hi there", 0).tobytes(), scene("Hi there!", 1).tobytes()


def case_odd_borders(rng):
    w, h = 23, 7
    a = bytearray()
    for y in range(h):
        for x in range(w):
            if (x + y) % 2 == 0:
                a += bytes([240, 240, 240, 255])
            elif x < 8:
                a += bytes([10, 10, 10, 255])
            else:
                g = 255 * x // (w - 1)
                a += bytes([g, 255 - g, 128, 255])
    b = bytearray(a)
    # change the four corners, a border midpoint and one interior pixel
    for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (11, 0), (5, 3)]:
        p = 4 * (y * w + x)
        b[p:p + 4] = bytes([255 - b[p], 255 - b[p + 1], 255 - b[p + 2], 255])
    # soften a vertical edge by one grey column
    for y in range(h):
        p = 4 * (y * w + 8)
        b[p:p + 3] = bytes([128, 128, 128])
    return w, h, bytes(a), bytes(b)


CASES = [
    ("noise", case_noise),
    ("shifted_shapes", case_shifted_shapes),
    ("aa_circles", case_aa_circles),
    ("semi_transparent", case_semi_transparent),
    ("text_bubble", case_text_bubble),
    ("odd_borders", case_odd_borders),
]


def run(a, b, w, h, threshold, include_aa, alpha):
    out = bytearray(len(a))
    n = pm(list(a), list(b), w, h, out, threshold=threshold, includeAA=include_aa,
           alpha=alpha, aa_color=AA_COLOR, diff_color=DIFF_COLOR)
    aa = sum(1 for i in range(0, len(out), 4) if tuple(out[i:i + 3]) == AA_COLOR)
    return n, aa, fnv1a64(bytes(out))


def main():
    rng = random.Random(20240611)
    cases = []
    for name, make in CASES:
        w, h, a, b = make(rng)
        assert len(a) == len(b) == w * h * 4, name
        fa, fb = f"{name}_a.rgba", f"{name}_b.rgba"
        with open(os.path.join(HERE, fa), "wb") as f:
            f.write(a)
        with open(os.path.join(HERE, fb), "wb") as f:
            f.write(b)
        results = []
        configs = [(t, aa, 0.1) for t in THRESHOLDS for aa in (False, True)]
        configs.append((0.1, False, 0.35))  # non-default alpha for the diff image
        for threshold, include_aa, alpha in configs:
            n, aa_count, digest = run(a, b, w, h, threshold, include_aa, alpha)
            if include_aa:
                assert aa_count == 0
            else:
                with_aa, _, _ = run(a, b, w, h, threshold, True, alpha)
                assert with_aa - n == aa_count, (name, threshold)
            results.append({
                "threshold": threshold,
                "includeAA": include_aa,
                "alpha": alpha,
                "differentPixels": n,
                "antialiasedPixels": aa_count,
                "diffFNV1a64": digest,
            })
        cases.append({"name": name, "width": w, "height": h,
                      "expected": fa, "actual": fb, "results": results})
        print(name, w, h, [(r["threshold"], r["includeAA"], r["differentPixels"], r["antialiasedPixels"])
                           for r in results])
    meta = {
        "generator": "make_vectors.py",
        "pixelmatch": importlib.metadata.version("pixelmatch"),
        "pillow": importlib.metadata.version("Pillow"),
        "cases": cases,
    }
    with open(os.path.join(HERE, "vectors.json"), "w") as f:
        json.dump(meta, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
