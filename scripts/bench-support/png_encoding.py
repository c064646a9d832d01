"""PNG encoding on its own, for scripts/bench: Bubbles' encoder against libdeflate on the same
filtered bytes and against libpng (Cairo's cairo_surface_write_to_png), on one image."""

import ctypes
import json
import os
import subprocess
import tempfile
import time

TARGETS = {"deflate_ratio": 1.5, "size_ratio": 1.10}


def libpng(png_path, runs):
    """Milliseconds (median) and bytes of cairo_surface_write_to_png for the image, via ctypes."""
    cairo = ctypes.CDLL("libcairo.so.2")
    cairo.cairo_image_surface_create_from_png.restype = ctypes.c_void_p
    cairo.cairo_image_surface_create_from_png.argtypes = [ctypes.c_char_p]
    cairo.cairo_surface_write_to_png.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    cairo.cairo_surface_destroy.argtypes = [ctypes.c_void_p]
    surface = cairo.cairo_image_surface_create_from_png(png_path.encode())
    out = tempfile.mktemp(suffix=".png")
    times = []
    try:
        for _ in range(runs):
            start = time.perf_counter()
            if cairo.cairo_surface_write_to_png(surface, out.encode()) != 0:
                raise RuntimeError("cairo_surface_write_to_png failed")
            times.append((time.perf_counter() - start) * 1000)
        size = os.path.getsize(out)
    finally:
        cairo.cairo_surface_destroy(surface)
        if os.path.exists(out):
            os.remove(out)
    return sorted(times)[len(times) // 2], size


def measure(bench_exe, png_path, runs):
    result = json.loads(subprocess.run([bench_exe, png_path, str(runs)], check=True,
                                       capture_output=True, text=True).stdout)
    result["libpng_ms"], result["libpng_bytes"] = libpng(png_path, max(1, runs // 2))
    return result


def report_lines(r, cores, verdict, fmt):
    """The markdown table and the two target rows for the results of `measure`."""
    size = r["libpng_bytes"]
    deflate = r["libdeflate6"]["wallMs"]
    lines = [f"PNG encoding on its own: the {r['width']}×{r['height']} Bubbles image of the 20-message chat, encoded "
             f"from Cairo's pixels by `png-encode-bench` (median of runs; wall on {cores} cores and CPU time of all threads), "
             f"against libdeflate compressing the very filtered bytes `default` compresses "
             f"({r['libdeflate6']['inputBytes']:,} bytes, one core) and libpng via `cairo_surface_write_to_png`:", ""]
    lines.append("| encoder | wall | CPU | size | size against libpng |")
    lines.append("|---|---:|---:|---:|---:|")
    for name in ["default", "best"]:
        x = r[name]
        lines.append(f"| Bubbles `--compression {name}` | {fmt(x['wallMs'])} ms | {fmt(x['cpuMs'])} ms | {x['bytes']:,} "
                     f"| {(x['bytes'] / size - 1) * 100:+.0f}% |")
    for level in [1, 6]:
        x = r[f"libdeflate{level}"]
        lines.append(f"| libdeflate level {level} on the filtered bytes (deflate only) | {fmt(x['wallMs'])} ms | – "
                     f"| {x['bytes']:,} | {(x['bytes'] / size - 1) * 100:+.0f}% |")
    lines.append(f"| libpng (Cairo) | {fmt(r['libpng_ms'])} ms | – | {size:,} | – |")
    lines.append("")
    d = r["default"]
    targets = [
        (f"`default` encodes within {TARGETS['deflate_ratio']}x the time libdeflate (level 6) takes to deflate the same "
         f"filtered bytes", f"{d['wallMs'] / deflate:.2f}x", d["wallMs"] <= TARGETS["deflate_ratio"] * deflate),
        (f"`default` files at most {(TARGETS['size_ratio'] - 1) * 100:.0f}% larger than libpng's",
         f"{(d['bytes'] / size - 1) * 100:+.0f}%", d["bytes"] <= TARGETS["size_ratio"] * size),
    ]
    return lines, [(text, measured, verdict(ok)) for text, measured, ok in targets]
