#!/usr/bin/env python3
"""Writes the JPEG fixtures for JPEGDecoderTests into this folder.

Rerun from anywhere (the output goes next to this script):

    pip install pillow                   # any recent Pillow; 13.0.0 was used
    apt-get install libjpeg-turbo-progs  # optional: cjpeg (2.1.5 was used) for cjpeg_*.jpg
    python3 Tests/JPEGDecoderTests/Images/make_images.py

The tests compare averages with a tolerance (and the orientation transforms against the
decoder's own unrotated output), so a different Pillow or libjpeg-turbo version that
writes slightly different bytes still passes.

The upright picture is 32x16 pixels in four flat quadrants (QUADRANTS below, the same
values the Swift tests expect). Each orientation_N.jpg stores that picture turned so that
applying EXIF orientation N makes it upright again: a decoder that honours the tag must
return the same 32x16 picture for every N. The script checks each file with Pillow's own
ImageOps.exif_transpose before it is kept, so the fixtures agree with an independent
implementation.

    python3 make_images.py --benchmark /tmp/photo.jpg

writes a 4032x3024 photo-like JPEG (smooth gradients plus noise, quality 90, 4:2:0, EXIF
orientation 6) for timing with the jpegbench tool; it is not a fixture.
"""

import io
import os
import random
import shutil
import subprocess
import sys

from PIL import Image, ImageOps

HERE = os.path.dirname(os.path.abspath(__file__))

WIDTH, HEIGHT = 32, 16
# (name, RGB) for top-left, top-right, bottom-left, bottom-right.
QUADRANTS = [
    ("top-left", (220, 30, 30)),
    ("top-right", (30, 200, 30)),
    ("bottom-left", (30, 30, 220)),
    ("bottom-right", (230, 220, 40)),
]
GREY_LEVELS = [30, 100, 170, 240]

# The transpose that turns the upright picture into what is stored for orientation N
# (the inverse of what a viewer applies).
STORE = {
    1: None,
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_90,   # stored turned 90 degrees counter-clockwise
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_270,  # stored turned 90 degrees clockwise
}


def upright(mode="RGB"):
    colours = [c for _, c in QUADRANTS] if mode == "RGB" else GREY_LEVELS
    image = Image.new(mode, (WIDTH, HEIGHT))
    half_w, half_h = WIDTH // 2, HEIGHT // 2
    for index, colour in enumerate(colours):
        x0 = (index % 2) * half_w
        y0 = (index // 2) * half_h
        image.paste(colour, (x0, y0, x0 + half_w, y0 + half_h))
    return image


def stored(image, orientation):
    op = STORE[orientation]
    return image if op is None else image.transpose(op)


def exif_bytes(orientation):
    exif = Image.Exif()
    exif[0x0112] = orientation
    return exif.tobytes()


def big_endian_exif(orientation):
    """A hand-made big-endian ("MM") EXIF block: TIFF header, IFD0 with one entry."""
    tiff = b"MM\x00\x2a" + (8).to_bytes(4, "big")
    tiff += (1).to_bytes(2, "big")  # one entry
    tiff += (0x0112).to_bytes(2, "big") + (3).to_bytes(2, "big") + (1).to_bytes(4, "big")
    tiff += orientation.to_bytes(2, "big") + b"\x00\x00"
    tiff += (0).to_bytes(4, "big")  # no next IFD
    return b"Exif\x00\x00" + tiff


def check_upright(path, mode="RGB"):
    """Pillow's own reading of the file, turned upright, must match the pattern."""
    with Image.open(path) as image:
        image = ImageOps.exif_transpose(image).convert(mode)
        assert image.size == (WIDTH, HEIGHT), (path, image.size)
        expected = [c for _, c in QUADRANTS] if mode == "RGB" else GREY_LEVELS
        for index, colour in enumerate(expected):
            x = (index % 2) * (WIDTH // 2) + WIDTH // 4
            y = (index // 2) * (HEIGHT // 2) + HEIGHT // 4
            got = image.getpixel((x, y))
            got = got if isinstance(got, tuple) else (got,)
            want = colour if isinstance(colour, tuple) else (colour,)
            assert all(abs(a - b) <= 24 for a, b in zip(got, want)), (path, index, got, want)


def save(image, name, **options):
    path = os.path.join(HERE, name)
    image.save(path, "JPEG", **options)
    return path


def cjpeg(name, args, source):
    """Writes NAME with libjpeg-turbo's cjpeg, if installed (keeps the old file if not)."""
    if shutil.which("cjpeg") is None:
        print(f"cjpeg not found: keeping {name} as it is")
        return
    buffer = io.BytesIO()
    source.save(buffer, "PPM")
    path = os.path.join(HERE, name)
    with open(path, "wb") as out:
        subprocess.run(["cjpeg", *args], input=buffer.getvalue(), stdout=out, check=True)
    check_upright(path)


def fixtures():
    rgb = upright("RGB")
    for orientation in range(1, 9):
        path = save(stored(rgb, orientation), f"orientation_{orientation}.jpg",
                    quality=95, exif=exif_bytes(orientation))
        check_upright(path)

    check_upright(save(rgb, "plain.jpg", quality=95))
    check_upright(save(stored(rgb, 6), "progressive_6.jpg", quality=95, progressive=True,
                       exif=exif_bytes(6)))
    check_upright(save(stored(rgb, 8), "big_endian_exif_8.jpg", quality=95,
                       exif=big_endian_exif(8)))
    check_upright(save(rgb, "subsampling_444.jpg", quality=95, subsampling=0))
    check_upright(save(rgb, "subsampling_422.jpg", quality=95, subsampling=1))
    check_upright(save(rgb, "restart_markers.jpg", quality=95, restart_marker_blocks=1))
    check_upright(save(stored(upright("L"), 3), "grey_3.jpg", quality=95,
                       exif=exif_bytes(3)), mode="L")
    # Pillow writes CMYK with an Adobe APP14 segment and inverted samples, as Photoshop does.
    check_upright(save(stored(rgb.convert("CMYK"), 5), "cmyk_5.jpg", quality=95,
                       exif=exif_bytes(5)))

    # Larger than the 64-pixel tiles the decoder rotates in, and not a multiple of them:
    # the tests splice each EXIF orientation into this file and compare pixel for pixel.
    gradient = Image.new("RGB", (150, 70))
    gradient.putdata([(x * 255 // 149, y * 255 // 69, (x * 7 + y * 13) % 256)
                      for y in range(70) for x in range(150)])
    gradient.save(os.path.join(HERE, "gradient_150x70.jpg"), "JPEG", quality=90)

    # Kinds Pillow cannot write. 4:1:0 sampling (luma 4x2) is one tjDecompressHeader3 in
    # libjpeg-turbo 2.1 does not name; arithmetic coding is rare but legal.
    cjpeg("cjpeg_sampling_4x2.jpg", ["-quality", "95", "-sample", "4x2,1x1,1x1"], rgb)
    cjpeg("cjpeg_arithmetic.jpg", ["-quality", "95", "-arithmetic"], rgb)


def benchmark(path):
    """A 4032x3024 photo-like JPEG: gradients, shapes and noise (realistic entropy)."""
    width, height = 4032, 3024
    rng = random.Random(4032)
    small = Image.new("RGB", (63, 48))
    small.putdata([(rng.randrange(256), rng.randrange(256), rng.randrange(256))
                   for _ in range(63 * 48)])
    image = small.resize((width, height), Image.Resampling.BICUBIC)
    noise = Image.effect_noise((width, height), 24).convert("RGB")
    image = Image.blend(image, noise, 0.25)
    image.save(path, "JPEG", quality=90, subsampling=2, exif=exif_bytes(6))
    print(f"wrote {path}: {os.path.getsize(path)} bytes")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--benchmark":
        benchmark(sys.argv[2])
    else:
        fixtures()
        print("fixtures written to", HERE)
