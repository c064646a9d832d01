"""The speed benchmark of scripts/bench: Bubbles against headless Chromium screenshots.

Run through scripts/bench, which installs what is missing and builds Bubbles; this file does
the measuring and prints the Speed article's tables.

  Chromium cold   one `chromium --headless --screenshot` process per image (hyperfine; a kept
                  profile; the page height measured beforehand, untimed)
  Chromium warm   one browser, one page, over the DevTools protocol: navigate, wait for load,
                  full-page captureScreenshot, write the PNG; wall time / images
  Bubbles cold    one `bubbles render chat.json -o out.png` process per image (hyperfine)
  Bubbles batch   `bubbles render a.json b.json ... -o DIR/ --jobs N` (hyperfine) / images
  phases          `bubbles render ... --timings` (one JSON object on stderr), medians
  peak RSS        `/usr/bin/time -v bubbles render` of a 100,000-entry transcript of short replies
  preview         `bubbles preview` of a 1,000-key, 12-locale catalog: bubbles per second
  PNG encoding    `png-encode-bench` on the 20-message image, against libdeflate and libpng
"""

import argparse
import json
import os
import platform
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
import chat_html  # noqa: E402
import png_encoding  # noqa: E402
import transcripts  # noqa: E402

WIDTH = 390
SCALE = 3
PHASES = ["processStart", "fontSetup", "layout", "drawing", "encoding", "total"]
TARGETS = {"cold": 40.0, "batch": 25.0, "scaling": 10.0, "rss_mb": 150.0, "preview": 100.0}
COMMON_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--no-default-browser-check", "--disable-extensions", "--mute-audio",
                "--disable-background-networking", "--disable-sync"]


def log(*args):
    print("bench:", *args, file=sys.stderr, flush=True)


def load_average():
    with open("/proc/loadavg") as f:
        return f.read().split()[0]


def hyperfine(cmd, runs, warmup, work, name):
    """Median wall milliseconds and mean CPU milliseconds (user + system) of `cmd` over `runs`
    runs after `warmup` untimed ones (hyperfine, no shell)."""
    out = os.path.join(work, f"hyperfine-{name}.json")
    subprocess.run(["hyperfine", "-N", "--style", "none", "--warmup", str(warmup), "--runs", str(runs),
                    "--export-json", out, "--", shlex.join(cmd)], check=True, stdout=subprocess.DEVNULL)
    with open(out) as f:
        result = json.load(f)["results"][0]
    return result["median"] * 1000, (result["user"] + result["system"]) * 1000


def timed(cmd):
    """Wall milliseconds and stderr of one run of `cmd`."""
    start = time.perf_counter()
    proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    ms = (time.perf_counter() - start) * 1000
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[:3])}... exited {proc.returncode}:\n{proc.stderr[-2000:]}")
    return ms, proc.stderr


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise RuntimeError(f"{path} is not a PNG")
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def machine(bubbles, chromium):
    with open("/proc/cpuinfo") as f:
        models = [line.split(":", 1)[1].strip() for line in f if line.startswith("model name")]
    with open("/proc/meminfo") as f:
        memory = int(re.search(r"MemTotal:\s+(\d+)", f.read()).group(1)) / 1024 / 1024
    with open("/etc/os-release") as f:
        system = re.search(r'PRETTY_NAME="([^"]+)"', f.read()).group(1)
    version = lambda exe: (subprocess.run([exe, "--version"], capture_output=True, text=True).stdout.strip()  # noqa: E731
                           .split("\n")[0])
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    commit = subprocess.run(["git", "-C", repo, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    return (f"{models[0] if models else platform.processor()}, {os.cpu_count()} cores, {memory:.0f} GiB; {system}; "
            f"{version(chromium)}; Bubbles {version(bubbles)} (checkout {commit or '?'})")


# -- Chromium ----------------------------------------------------------------------------------

def cold_flags(profile, height):
    return COMMON_FLAGS + [f"--user-data-dir={profile}", f"--force-device-scale-factor={SCALE}",
                           f"--window-size={WIDTH},{height}"]


def page_height(exe, profile, html, logfile):
    """The full-page height in CSS pixels of a page as a cold `--screenshot` run lays it out
    (device scale forced on the command line, which rounds lines a little differently from the
    DevTools emulation). Not timed."""
    browser = cdp.Browser(exe, cold_flags(profile, 844) + ["about:blank"], logfile)
    try:
        # The new headless mode keeps windows at least 500 wide; its --screenshot emulates the
        # --window-size instead, at the scale the command line forced (0: the browser's own).
        browser.emulate(WIDTH, 844, 0)
        width = browser.evaluate("window.innerWidth")
        if width != WIDTH:
            raise RuntimeError(f"{exe}: the window is {width} CSS pixels wide, not {WIDTH}")
        browser.load("file://" + html)
        return int(-(-browser.content_height() // 1))
    finally:
        browser.close()


def chromium_warm(exe, profile, htmls, outdir, warmups, logfile):
    """Milliseconds per image of one warm page: navigate, load event, full-page PNG, file written."""
    os.makedirs(outdir, exist_ok=True)
    browser = cdp.Browser(exe, COMMON_FLAGS + [f"--user-data-dir={profile}", "about:blank"], logfile)
    try:
        browser.emulate(WIDTH, 844, SCALE)
        for html in warmups:
            browser.load("file://" + html)
            browser.screenshot_full_page(WIDTH, os.path.join(outdir, "warmup.png"))
        start = time.perf_counter()
        for html in htmls:
            browser.load("file://" + html)
            browser.screenshot_full_page(WIDTH, os.path.join(outdir, os.path.basename(html).replace(".html", ".png")))
        return (time.perf_counter() - start) * 1000 / len(htmls)
    finally:
        browser.close()


# -- Bubbles -----------------------------------------------------------------------------------

def bubbles_timings(bubbles, transcript, out, reps):
    """Median milliseconds of each `--timings` phase over `reps` runs."""
    runs = []
    for _ in range(reps):
        _, stderr = timed([bubbles, "render", transcript, "-o", out, "--timings"])
        runs.append(json.loads(next(line for line in reversed(stderr.splitlines()) if line.startswith("{"))))
    return {k: statistics.median(t[k] for t in runs) for k in PHASES}


def peak_rss(bubbles, transcript, out):
    """Peak RSS in MB (`/usr/bin/time -v`), seconds and pages of one render of `transcript`."""
    ms, stderr = timed(["/usr/bin/time", "-v", bubbles, "render", transcript, "-o", out, "--quiet"])
    rss = int(re.search(r"Maximum resident set size \(kbytes\):\s*(\d+)", stderr).group(1))
    folder, stem = os.path.split(os.path.splitext(out)[0])
    pages = [name for name in os.listdir(folder) if re.fullmatch(re.escape(stem) + r"(-\d+)?\.png", name)]
    for name in pages:
        os.remove(os.path.join(folder, name))
    return rss / 1024, ms / 1000, len(pages)


# -- the report --------------------------------------------------------------------------------

def fmt(ms):
    return f"{ms:,.0f}" if ms >= 100 else f"{ms:.1f}"


def verdict(ok):
    return "**met**" if ok else "**not met**"


def report(r):
    lines = ["## Bubbles vs headless Chromium" + (" (quick run: few repetitions, smaller inputs)" if r["quick"] else ""), "",
             f"{r['machine']}. Date {r['date']}; load average {r['load_start']} at the start, {r['load_end']} at the end.", "",
             f"| conversation | Chromium cold | Chromium warm page | Bubbles cold | Bubbles batch (`--jobs {r['jobs']}`) "
             "| cold ratio | batch ratio |", "|---|---:|---:|---:|---:|---:|---:|"]
    for size, x in r["results"].items():
        lines.append(f"| {size} messages ({x['px']} px) | {fmt(x['chromium_cold'])} ms | {fmt(x['chromium_warm'])} ms "
                     f"| {fmt(x['bubbles_cold'])} ms | {fmt(x['bubbles_batch'])} ms "
                     f"| {x['chromium_cold'] / x['bubbles_cold']:.1f}× | {x['chromium_warm'] / x['bubbles_batch']:.1f}× |")
    small, large = r["results"][20], r["results"][200]
    scaling = large["bubbles_batch"] / small["bubbles_batch"]
    rss_mb, rss_s, rss_pages = r["rss"]
    lines += ["", "Cold: median wall time of one process per image; warm and batch: wall time / images. "
              "CPU time of a cold Bubbles render (user + system, mean): "
              + ", ".join(f"{fmt(x['bubbles_cold_cpu'])} ms ({size} messages)" for size, x in r["results"].items()) + ".",
              "", "| target | measured | met? |", "|---|---:|---|"]
    for size, x in r["results"].items():
        ratio = x["chromium_cold"] / x["bubbles_cold"]
        lines.append(f"| one cold `bubbles render` ≥ {TARGETS['cold']:.0f}× faster than one cold Chromium screenshot "
                     f"({size} messages) | {ratio:.1f}× | {verdict(ratio >= TARGETS['cold'])} |")
    for size, x in r["results"].items():
        ratio = x["chromium_warm"] / x["bubbles_batch"]
        lines.append(f"| batch throughput ≥ {TARGETS['batch']:.0f}× a warm Chromium page ({size} messages) "
                     f"| {ratio:.1f}× | {verdict(ratio >= TARGETS['batch'])} |")
    lines.append(f"| the 200-message conversation costs ≤ {TARGETS['scaling']:.0f}× the 20-message one (batch, per image) "
                 f"| {scaling:.1f}× | {verdict(scaling <= TARGETS['scaling'])} |")
    lines.append(f"| a transcript of {r['big']:,} messages and separators, page by page, peak RSS < {TARGETS['rss_mb']:.0f} MB "
                 f"| {rss_mb:.0f} MB ({rss_pages} pages, {rss_s:.1f} s) | {verdict(rss_mb < TARGETS['rss_mb'])} |")
    rate = r["preview_bubbles"] / r["preview_s"]
    lines.append(f"| `bubbles preview` of a {r['preview_keys']:,}-key, 12-locale catalog ≥ {TARGETS['preview']:.0f} bubbles/s "
                 f"| {rate:,.0f} bubbles/s ({r['preview_bubbles']:,} in {r['preview_s']:.1f} s) "
                 f"| {verdict(rate >= TARGETS['preview'])} |")
    png_lines, png_targets = png_encoding.report_lines(r["png"], os.cpu_count(), verdict, fmt)
    lines += [f"| {text} | {measured} | {met} |" for text, measured, met in png_targets]
    lines += ["", "Where one cold `bubbles render` spends its time (`--timings`, median milliseconds):", "",
              "| conversation | process start | font setup | layout | drawing | PNG encoding | total |",
              "|---|---:|---:|---:|---:|---:|---:|"]
    for size, x in r["results"].items():
        lines.append(f"| {size} messages | " + " | ".join(fmt(x["timings"][k]) for k in PHASES) + " |")
    lines += [""] + png_lines
    return "\n".join(lines) + "\n"


# -- main --------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bubbles", required=True)
    ap.add_argument("--png-bench", help="the png-encode-bench binary (default: beside --bubbles)")
    ap.add_argument("--chromium", default="/usr/lib/chromium/chromium")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--out")
    ap.add_argument("--work", help="folder for transcripts, pages and images (default: a new temporary one)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()

    bubbles, chromium, quick = os.path.abspath(args.bubbles), args.chromium, args.quick
    # Per size: transcripts per batch and warm-page run, then repetitions. A batch is timed 7
    # times: with 2 or 3 runs its median moved by a tenth from one run of the bench to the next.
    cfg = {20: {"set": 8 if quick else 24, "chromium_cold": 2 if quick else 5, "bubbles_cold": 5 if quick else 15,
                "timings": 3 if quick else 9, "batch": 1 if quick else 7},
           200: {"set": 2 if quick else 4, "chromium_cold": 1 if quick else 3, "bubbles_cold": 2 if quick else 5,
                 "timings": 1 if quick else 3, "batch": 1 if quick else 7}}
    big = 10_000 if quick else 100_000
    preview_keys = 100 if quick else 1000

    work = args.work or tempfile.mkdtemp(prefix="bubbles-bench.")
    chats = os.path.join(work, "chats")
    os.makedirs(chats, exist_ok=True)
    logfile = os.path.join(work, "chromium.log")
    log(f"working in {work}")
    files = {}
    for size in cfg:
        files[size] = []
        for seed in range(cfg[size]["set"]):
            path = os.path.join(chats, f"chat{size}-{seed:02d}.json")
            data = transcripts.write(path, size, seed)
            with open(path.replace(".json", ".html"), "w", encoding="utf-8") as f:
                f.write(chat_html.page(data))
            files[size].append(path)
    big_path = os.path.join(chats, f"chat{big}.json")
    # As many entries as a transcript may hold, messages and their separators, in short
    # replies: the usual mix would pass the limit of characters per transcript.
    transcripts.write(big_path, big, 0, entries=big, short=True)
    catalog_path = os.path.join(work, f"catalog{preview_keys}.json")
    with open(catalog_path, "w", encoding="utf-8") as f:
        json.dump(transcripts.catalog(preview_keys), f, ensure_ascii=False)

    r = {"machine": machine(bubbles, chromium), "date": time.strftime("%Y-%m-%d"), "quick": quick, "jobs": args.jobs,
         "load_start": load_average(), "big": big, "preview_keys": preview_keys, "results": {}}
    for size in cfg:
        x = r["results"][size] = {}
        first = files[size][0]
        html = first.replace(".json", ".html")
        log(f"chromium warm page, {size} messages: {len(files[size])} images")
        warmups = [files[20][0].replace(".json", ".html")] * 2 + ([html] if size != 20 else [])
        x["chromium_warm"] = chromium_warm(chromium, os.path.join(work, "profile-warm"),
                                           [f.replace(".json", ".html") for f in files[size]],
                                           os.path.join(work, f"chromium-warm-{size}"), warmups, logfile)
        profile = os.path.join(work, "profile-cold")
        height = page_height(chromium, profile, html, logfile)
        shot = os.path.join(work, f"chromium-cold-{size}.png")
        log(f"chromium cold, {size} messages: {cfg[size]['chromium_cold']} runs ({WIDTH}x{height} CSS px)")
        x["chromium_cold"], _ = hyperfine([chromium] + cold_flags(profile, height) + [f"--screenshot={shot}", "file://" + html],
                                          cfg[size]["chromium_cold"], 1, work, f"chromium-cold-{size}")
        x["px"] = "{}×{}".format(*png_size(shot))
        log(f"bubbles cold, {size} messages: {cfg[size]['bubbles_cold']} runs")
        out = os.path.join(work, f"bubbles-cold-{size}.png")
        x["bubbles_cold"], x["bubbles_cold_cpu"] = hyperfine([bubbles, "render", first, "-o", out], cfg[size]["bubbles_cold"],
                                                             2, work, f"bubbles-cold-{size}")
        x["timings"] = bubbles_timings(bubbles, first, out, cfg[size]["timings"])
        log(f"bubbles batch, {size} messages: {len(files[size])} transcripts, --jobs {args.jobs}")
        outdir = os.path.join(work, f"bubbles-batch-{size}")
        os.makedirs(outdir, exist_ok=True)
        batch, _ = hyperfine([bubbles, "render", *files[size], "-o", outdir + "/", "--jobs", str(args.jobs), "--quiet"],
                             cfg[size]["batch"], 1, work, f"bubbles-batch-{size}")
        x["bubbles_batch"] = batch / len(files[size])
    log(f"bubbles, {big:,} entries: peak RSS")
    r["rss"] = peak_rss(bubbles, big_path, os.path.join(work, f"bubbles-{big}.png"))
    log(f"bubbles preview, {preview_keys:,} keys in 12 locales")
    r["preview_bubbles"] = preview_keys * len(transcripts.PHRASES)
    ms, _ = timed([bubbles, "preview", catalog_path, "-o", os.path.join(work, "preview") + "/", "--jobs", str(args.jobs),
                   "--quiet"])
    r["preview_s"] = ms / 1000
    log("PNG encoding on its own: png-encode-bench and libpng")
    png_bench = args.png_bench or os.path.join(os.path.dirname(bubbles), "png-encode-bench")
    r["png"] = png_encoding.measure(png_bench, os.path.join(work, "bubbles-cold-20.png"), 3 if quick else 9)
    r["load_end"] = load_average()

    with open(os.path.join(work, "results.json"), "w") as f:
        json.dump(r, f, indent=1)
    text = report(r)
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
        log(f"wrote {args.out}")


if __name__ == "__main__":
    main()
