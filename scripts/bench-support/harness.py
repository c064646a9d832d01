"""The speed benchmark of scripts/bench: Bubbles against headless Chromium screenshots.

Run through scripts/bench, which installs what is missing and builds Bubbles; this file does
the measuring and prints the results table. Everything is timed from here with the same clock
(time.perf_counter around a child process, reaped with os.wait4 for its peak RSS), so the two
sides are measured the same way.

  Chromium cold   one `chromium --headless --screenshot` process per image (a kept profile, as
                  a plain `chromium` run has; the page height measured beforehand, untimed)
  Chromium warm   one browser, one page, over the DevTools protocol: navigate, wait for load,
                  full-page captureScreenshot, write the PNG; per image over many images
  Bubbles cold    one `bubbles render chat.json -o out.png` process per image
  Bubbles batch   `bubbles render a.json b.json ... -o DIR/ --jobs N`: one process, all cores
  phases          `bubbles render ... --timings` (one JSON object on stderr)
  peak RSS        `/usr/bin/time -v bubbles render` on a 10,000-message transcript
  PNG encoding    `png-encode-bench` on the 20-message image, against libdeflate and libpng
"""

import argparse
import glob
import json
import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
import chat_html  # noqa: E402
import png_encoding  # noqa: E402
import transcripts  # noqa: E402

WIDTH = 390
SCALE = 3
PHASES = ["processStart", "fontSetup", "layout", "drawing", "encoding", "total"]
TARGETS = {"cold": 20.0, "batch": 10.0, "scaling": 12.0, "rss_mb": 300.0}


def log(*args):
    print("bench:", *args, file=sys.stderr, flush=True)


# -- processes ---------------------------------------------------------------------------------

class Run:
    def __init__(self, ms, rss_kb, status, stderr, cpu_ms=float("nan")):
        self.ms = ms
        self.cpu_ms = cpu_ms
        self.rss_kb = rss_kb
        self.status = status
        self.stderr = stderr


def become_subreaper():
    """Chromium's zygote and renderers outlive the browser process by a moment and are
    re-parented away from it, so their CPU time would be lost: as a subreaper this process
    inherits them, and reap_orphans counts them."""
    try:
        import ctypes
        return ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) == 0  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        return False


def reap_orphans(timeout=5.0):
    """Waits (up to `timeout` s) for the descendants this process inherited; their CPU ms."""
    cpu, deadline = 0.0, time.monotonic() + timeout
    while True:
        try:
            pid, _, usage = os.wait4(-1, os.WNOHANG)
        except ChildProcessError:
            return cpu
        if pid == 0:
            if time.monotonic() > deadline:
                return cpu
            time.sleep(0.005)
            continue
        cpu += (usage.ru_utime + usage.ru_stime) * 1000


def run(cmd, cwd=None, check=True) -> Run:
    """Runs `cmd` to its end: wall milliseconds, peak RSS (kB) of the process itself, stderr."""
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err, cwd=cwd)
        _, status, usage = os.wait4(proc.pid, 0)
        ms = (time.perf_counter() - start) * 1000
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        text = err.read().decode("utf-8", "replace")
    if check and proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[:3])}... exited {proc.returncode}:\n{text[-2000:]}")
    # wait4's usage counts the process and the descendants it reaped; reap_orphans the others.
    cpu = (usage.ru_utime + usage.ru_stime) * 1000 + reap_orphans()
    return Run(ms, usage.ru_maxrss, proc.returncode, text, cpu)


def tree_cpu_ms(pid):
    """CPU milliseconds (user + system) used so far by `pid` and its live and reaped descendants."""
    parents, cpu = {}, {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        parents[int(entry)] = int(fields[1])
        cpu[int(entry)] = sum(int(v) for v in fields[11:15])  # utime stime cutime cstime
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        total += cpu.get(p, 0)
        todo.extend(c for c, parent in parents.items() if parent == p)
    return total * 1000 / os.sysconf("SC_CLK_TCK")


class CpuWatch:
    """How much of the machine's CPU other processes used while a section ran: /proc/stat's
    busy time less this process's and its reaped children's (Chromium's renderers are reaped
    by the browser, so they count as ours). Other load skews every number here."""

    def __init__(self):
        self.start = self._sample()

    @staticmethod
    def _sample():
        try:
            with open("/proc/stat") as f:
                values = [int(v) for v in f.readline().split()[1:9]]
        except (OSError, ValueError):
            return None
        own = resource.getrusage(resource.RUSAGE_SELF)
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        ours = own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime
        return time.monotonic(), sum(values) - values[3] - values[4], ours

    def others(self):
        """The share (0-1) of all cores that other processes kept busy since the start."""
        end = self._sample()
        if end is None or self.start is None:
            return float("nan")
        (t0, busy0, ours0), (t1, busy1, ours1) = self.start, end
        busy = (busy1 - busy0) / os.sysconf("SC_CLK_TCK")
        return max(0.0, busy - (ours1 - ours0)) / max(1e-9, (t1 - t0) * (os.cpu_count() or 1))


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise RuntimeError(f"{path} is not a PNG")
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def median(values):
    return statistics.median(values) if values else float("nan")


# -- the machine -------------------------------------------------------------------------------

def machine(bubbles, engines):
    info = {}
    try:
        with open("/proc/cpuinfo") as f:
            models = [line.split(":", 1)[1].strip() for line in f if line.startswith("model name")]
        info["cpu"] = models[0] if models else platform.processor()
    except OSError:
        info["cpu"] = platform.processor() or "?"
    info["cores"] = os.cpu_count()
    try:
        with open("/proc/meminfo") as f:
            kb = int(re.search(r"MemTotal:\s+(\d+)", f.read()).group(1))
        info["memory"] = f"{kb / 1024 / 1024:.0f} GiB"
    except (OSError, AttributeError):
        info["memory"] = "?"
    try:
        with open("/etc/os-release") as f:
            info["os"] = re.search(r'PRETTY_NAME="([^"]+)"', f.read()).group(1)
    except (OSError, AttributeError):
        info["os"] = platform.system()
    info["kernel"] = platform.release()
    for name, exe in engines.items():
        out = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout.strip()
        info[name] = out or "?"
    version = subprocess.run([bubbles, "--version"], capture_output=True, text=True).stdout.strip()
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    commit = subprocess.run(["git", "-C", repo, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", repo, "status", "--porcelain", "--untracked-files=no"],
                           capture_output=True, text=True).stdout.strip()
    if commit:
        version += f" (commit {commit}{' + uncommitted changes' if dirty else ''})"
    info["bubbles"] = version
    libs = []
    for lib in ("cairo", "pango"):
        v = subprocess.run(["pkg-config", "--modversion", lib], capture_output=True, text=True).stdout.strip()
        if v:
            libs.append(f"{lib} {v}")
    info["libs"] = ", ".join(libs) or "?"
    return info


# -- Chromium ----------------------------------------------------------------------------------

COMMON_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                "--no-default-browser-check", "--disable-extensions", "--mute-audio",
                "--disable-background-networking", "--disable-sync"]


def cold_flags(profile, height):
    return COMMON_FLAGS + [f"--user-data-dir={profile}", f"--force-device-scale-factor={SCALE}",
                           f"--window-size={WIDTH},{height}"]


def page_heights(exe, profile, htmls, logfile):
    """The full-page height in CSS pixels of each page, as a cold `--screenshot` run lays it
    out (device scale forced to 3 on the command line, which rounds lines a little differently
    from the DevTools emulation). Not timed."""
    browser = cdp.Browser(exe, cold_flags(profile, 844) + ["about:blank"], logfile)
    try:
        page = browser.first_page()
        # The new headless mode keeps windows at least 500 wide; its --screenshot emulates the
        # --window-size instead, at the scale the command line forced (0: the browser's own).
        page.send("Emulation.setDeviceMetricsOverride",
                  {"width": WIDTH, "height": 844, "deviceScaleFactor": 0, "mobile": False})
        width = page.evaluate("window.innerWidth")
        if width != WIDTH:
            raise RuntimeError(f"{exe}: the window is {width} CSS pixels wide, not {WIDTH}")
        heights = {}
        for html in htmls:
            page.load("file://" + html)
            heights[html] = int(-(-page.content_height() // 1))
        return heights
    finally:
        browser.close()
        reap_orphans()


def chromium_cold(exe, profile, html, height, out, reps):
    """Milliseconds of one `chromium --headless --screenshot` process, `reps` times."""
    cmd = [exe] + cold_flags(profile, height) + [f"--screenshot={out}", "file://" + html]
    run(cmd)  # warms the disk cache and the profile; not counted
    size = png_size(out)
    if size != (WIDTH * SCALE, height * SCALE):
        raise RuntimeError(f"{exe}: {out} is {size}, expected {(WIDTH * SCALE, height * SCALE)}")
    runs = []
    for _ in range(reps):
        os.remove(out)
        runs.append(run(cmd))
        if not os.path.exists(out):
            raise RuntimeError(f"{exe} wrote no {out}")
    return runs


def chromium_warm(exe, profile, htmls, outdir, warmups, pages, logfile, fast_png=False):
    """Milliseconds per image for one warm browser driving `pages` pages at once (1: the
    usual single warm page). Each image: navigate, wait for the load event, full-page PNG,
    write the file."""
    os.makedirs(outdir, exist_ok=True)
    browser = cdp.Browser(exe, COMMON_FLAGS + [f"--user-data-dir={profile}", "about:blank"], logfile)
    try:
        tabs = [browser.new_page() for _ in range(pages)]
        for tab in tabs:
            tab.emulate(WIDTH, 844, SCALE)
            # Pages not in front still draw: each page is told it has the focus.
            tab.send("Emulation.setFocusEmulationEnabled", {"enabled": True})
        for html in warmups:
            for tab in tabs:
                tab.load("file://" + html)
                tab.screenshot_full_page(WIDTH, os.path.join(outdir, "warmup.png"), fast_png)
        per_image = {}
        errors = []

        def work(tab, items):
            try:
                for html in items:
                    start = time.perf_counter()
                    tab.load("file://" + html)
                    out = os.path.join(outdir, os.path.basename(html).replace(".html", ".png"))
                    tab.screenshot_full_page(WIDTH, out, fast_png)
                    per_image[html] = (time.perf_counter() - start) * 1000
            except Exception as error:  # reported below
                errors.append(error)

        cpu_start = tree_cpu_ms(browser.proc.pid)
        start = time.perf_counter()
        threads = [threading.Thread(target=work, args=(tab, htmls[i::pages])) for i, tab in enumerate(tabs)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = (time.perf_counter() - start) * 1000
        cpu = tree_cpu_ms(browser.proc.pid) - cpu_start
        if errors:
            raise errors[0]
        return {"ms_per_image": wall / len(htmls), "median_latency": median(list(per_image.values())),
                "cpu_per_image": cpu / len(htmls),
                "images": len(htmls), "version": browser.version()}
    finally:
        browser.close()
        reap_orphans()


# -- Bubbles -----------------------------------------------------------------------------------

def bubbles_features(bubbles, work, a, b):
    """Whether this build has batch mode (several transcripts, -o DIR/, --jobs) and --timings."""
    probe = os.path.join(work, "probe")
    shutil.rmtree(probe, ignore_errors=True)
    os.makedirs(probe)
    r = run([bubbles, "render", a, b, "-o", probe + "/", "--jobs", "1"], check=False)
    names = [os.path.splitext(os.path.basename(p))[0] for p in (a, b)]
    batch = r.status == 0 and all(glob.glob(os.path.join(probe, n + "*.png")) for n in names)
    r = run([bubbles, "render", a, "-o", os.path.join(probe, "t.png"), "--timings"], check=False)
    timings = r.status == 0 and parse_timings(r.stderr) is not None
    shutil.rmtree(probe, ignore_errors=True)
    return batch, timings


def parse_timings(stderr):
    for line in reversed(stderr.strip().splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                data = json.loads(line)
            except ValueError:
                return None
            if all(k in data for k in PHASES):
                return data
    return None


def bubbles_cold(bubbles, transcript, out, reps, warmups=2):
    cmd = [bubbles, "render", transcript, "-o", out]
    for _ in range(warmups):
        run(cmd)
    return [run(cmd) for _ in range(reps)]


def output_pages(out):
    """The files one render wrote: OUT.png, or OUT-1.png, OUT-2.png, ... when split."""
    if os.path.exists(out):
        return [out]
    stem, ext = os.path.splitext(out)
    pages = glob.glob(f"{stem}-*{ext}")
    return sorted(pages, key=lambda p: int(re.search(r"-(\d+)" + re.escape(ext) + "$", p).group(1)))


def bubbles_timings(bubbles, transcript, out, reps):
    results = []
    for _ in range(reps):
        r = run([bubbles, "render", transcript, "-o", out, "--timings"])
        t = parse_timings(r.stderr)
        if t is None:
            raise RuntimeError(f"no timings JSON on stderr: {r.stderr[-500:]}")
        t["wall"] = r.ms
        results.append(t)
    return {k: median([t[k] for t in results]) for k in PHASES + ["wall"]}


def bubbles_batch(bubbles, files, outdir, jobs, reps, has_batch):
    """Milliseconds per image rendering all `files`: one batch process, or (without batch
    mode) one process after another."""
    walls, cpus, rss = [], [], 0
    for _ in range(reps):
        shutil.rmtree(outdir, ignore_errors=True)
        os.makedirs(outdir)
        if has_batch:
            r = run([bubbles, "render", *files, "-o", outdir + "/", "--jobs", str(jobs), "--quiet"])
            walls.append(r.ms)
            cpus.append(r.cpu_ms)
            rss = max(rss, r.rss_kb)
        else:
            start, cpu = time.perf_counter(), 0.0
            for f in files:
                r = run([bubbles, "render", f, "-o", os.path.join(outdir, os.path.basename(f).replace(".json", ".png"))])
                rss = max(rss, r.rss_kb)
                cpu += r.cpu_ms
            walls.append((time.perf_counter() - start) * 1000)
            cpus.append(cpu)
    for f in files:
        name = os.path.basename(f).replace(".json", "")
        if not glob.glob(os.path.join(outdir, name + "*.png")):
            raise RuntimeError(f"the batch wrote nothing for {f}")
    return {"ms_per_image": median(walls) / len(files), "cpu_per_image": median(cpus) / len(files),
            "images": len(files), "rss_kb": rss}


def peak_rss(bubbles, transcript, out):
    """Peak RSS in kB from `/usr/bin/time -v`, the wall time, and the pages written."""
    time_bin = "/usr/bin/time"
    if os.access(time_bin, os.X_OK):
        r = run([time_bin, "-v", bubbles, "render", transcript, "-o", out])
        m = re.search(r"Maximum resident set size \(kbytes\):\s*(\d+)", r.stderr)
        rss = int(m.group(1)) if m else r.rss_kb
        source = "/usr/bin/time -v"
    else:
        r = run([bubbles, "render", transcript, "-o", out])
        rss, source = r.rss_kb, "wait4 ru_maxrss"
    pages = output_pages(out)
    for p in pages:
        os.remove(p)
    return {"rss_kb": rss, "ms": r.ms, "pages": len(pages), "source": source}


# -- the report --------------------------------------------------------------------------------

def fmt(ms):
    if ms != ms:  # NaN
        return "–"
    return f"{ms:,.0f}" if ms >= 100 else f"{ms:.1f}"


def ratio(a, b):
    return a / b if b else float("nan")


def verdict(ok):
    return "**met**" if ok else "**not met**"


def report(r):
    m = r["machine"]
    q = " (quick run: few repetitions, a smaller memory transcript)" if r["quick"] else ""
    lines = [f"## Bubbles vs headless Chromium{q}", ""]
    lines.append(f"Machine: {m['cpu']}, {m['cores']} cores, {m['memory']}; {m['os']}, Linux {m['kernel']}.  ")
    lines.append(f"Chromium: {m['chromium']}" + (f" (and chromium-headless-shell: {m['chromium-headless-shell']})"
                                                   if "chromium-headless-shell" in m else "") + ".  ")
    lines.append(f"Bubbles: {m['bubbles']}; {m['libs']}.  ")
    lines.append(f"Conversations: iMessage theme, two people, {WIDTH} points at scale {SCALE} "
                 f"({WIDTH * SCALE} pixels wide); date {r['date']}.")
    lines.append("")
    notes = []
    batch_label = f"Bubbles batch, --jobs {r['jobs']}" if r["has_batch"] else "Bubbles batch (fallback: one process after another)"
    lines.append(f"| conversation | Chromium's image (px) | Chromium cold | Chromium warm page | Bubbles cold | {batch_label} "
                 "| cold ratio | batch ratio |")
    lines.append("|---|---|---:|---:|---:|---:|---:|---:|")
    for size in r["sizes"]:
        s = r["results"][size]
        cold_ratio = ratio(s["chromium_cold"], s["bubbles_cold"])
        batch_ratio = ratio(s["chromium_warm"], s["bubbles_batch"])
        lines.append(f"| {size} messages | {s['px']} | {fmt(s['chromium_cold'])} ms | {fmt(s['chromium_warm'])} ms "
                     f"| {fmt(s['bubbles_cold'])} ms | {fmt(s['bubbles_batch'])} ms | {cold_ratio:.1f}x | {batch_ratio:.1f}x |")
    lines.append("")
    lines.append("Milliseconds per image (cold: median of single-image processes; warm and batch: wall time / images).")
    lines.append("")

    small, large = r["sizes"][0], r["sizes"][-1]
    s, l = r["results"][small], r["results"][large]
    lines.append("| target | measured | met? |")
    lines.append("|---|---:|---|")
    for size in r["sizes"]:
        x = r["results"][size]
        cr = ratio(x["chromium_cold"], x["bubbles_cold"])
        lines.append(f"| cold `bubbles render` ≥ {TARGETS['cold']:.0f}x faster than cold Chromium ({size} messages) "
                     f"| {cr:.1f}x | {verdict(cr >= TARGETS['cold'])} |")
    for size in r["sizes"]:
        x = r["results"][size]
        br = ratio(x["chromium_warm"], x["bubbles_batch"])
        lines.append(f"| batch throughput ≥ {TARGETS['batch']:.0f}x a warm Chromium page ({size} messages) "
                     f"| {br:.1f}x | {verdict(br >= TARGETS['batch'])} |")
    scaling = ratio(l["bubbles_batch"], s["bubbles_batch"])
    lines.append(f"| {large} messages cost ≤ {TARGETS['scaling']:.0f}x {small} messages (Bubbles batch, per image) "
                 f"| {scaling:.1f}x | {verdict(scaling <= TARGETS['scaling'])} |")
    rss = r["rss"]
    rss_mb = rss["rss_kb"] / 1024
    lines.append(f"| {r['big']:,} messages, page by page, peak RSS < {TARGETS['rss_mb']:.0f} MB "
                 f"| {rss_mb:.0f} MB | {verdict(rss_mb < TARGETS['rss_mb'])} |")
    png_lines = []
    if r.get("png"):
        png_lines, png_targets = png_encoding.report_lines(r["png"], os.cpu_count(), verdict, fmt)
        for text, measured, met in png_targets:
            lines.append(f"| {text} | {measured} | {met} |")
    lines.append("")
    lines.append(f"The {r['big']:,}-message transcript: {rss['pages']} pages in {rss['ms'] / 1000:.1f} s, "
                 f"peak RSS {rss_mb:.0f} MB ({rss['source']}).")
    lines.append("")

    lines.extend(png_lines)
    lines.append("CPU time per image (user + system of every process involved; less sensitive to other load "
                 "on the machine than wall time):")
    lines.append("")
    lines.append("| conversation | Chromium cold | Chromium warm page | Bubbles cold | Bubbles batch | cold ratio | batch ratio |")
    lines.append("|---|---:|---:|---:|---:|---:|---:|")
    for size in r["sizes"]:
        x = r["results"][size]
        lines.append(f"| {size} messages | {fmt(x['cpu_chromium_cold'])} ms | {fmt(x['cpu_chromium_warm'])} ms "
                     f"| {fmt(x['cpu_bubbles_cold'])} ms | {fmt(x['cpu_bubbles_batch'])} ms "
                     f"| {ratio(x['cpu_chromium_cold'], x['cpu_bubbles_cold']):.1f}x "
                     f"| {ratio(x['cpu_chromium_warm'], x['cpu_bubbles_batch']):.1f}x |")
    lines.append("")

    if r["has_timings"]:
        lines.append("Where one cold `bubbles render` spends its time (`--timings`, median milliseconds; wall: measured here):")
        lines.append("")
        lines.append("| conversation | process start | font setup | layout | drawing | PNG encoding | total (reported) "
                     "| wall (measured) | wall − the four phases |")
        lines.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for size in r["sizes"]:
            t = r["results"][size]["timings"]
            outside = t["wall"] - (t["fontSetup"] + t["layout"] + t["drawing"] + t["encoding"])
            lines.append(f"| {size} messages | " + " | ".join(fmt(t[k]) for k in PHASES)
                         + f" | {fmt(t['wall'])} | {fmt(outside)} |")
        lines.append("")
        lines.append(f"The last column is what the process spends outside the four phases (start, reading the "
                     f"transcript, exit); for scale, a whole `bubbles --version` process takes {fmt(r['version_ms'])} ms.")
        for size in r["sizes"]:
            t = r["results"][size]["timings"]
            inside = t["fontSetup"] + t["layout"] + t["drawing"] + t["encoding"]
            if t["total"] > t["wall"] * 1.05 or t["processStart"] > t["wall"] * 0.5:
                notes.append(f"the `--timings` numbers of the {size}-message run do not add up: processStart "
                             f"{fmt(t['processStart'])} ms and total {fmt(t['total'])} ms against a measured wall time "
                             f"of {fmt(t['wall'])} ms (the four phases inside the process sum to {fmt(inside)} ms)")
        lines.append("")
    else:
        notes.append("this `bubbles` has no `--timings` yet: no phase split")

    lines.append("Other measurements (informational):")
    lines.append("")
    lines.append("| conversation | " + " | ".join(r["extra_columns"]) + " |")
    lines.append("|---|" + "---:|" * len(r["extra_columns"]))
    for size in r["sizes"]:
        x = r["results"][size]["extra"]
        lines.append(f"| {size} messages | " + " | ".join(x.get(c, "–") for c in r["extra_columns"]) + " |")
    lines.append("")
    if not r["has_batch"]:
        notes.append("this `bubbles` has no batch mode yet (several transcripts, `-o DIR/ --jobs N`): the batch column "
                     "is one cold process after another")
    notes.extend(r["notes"])
    if notes:
        lines.append("Notes:")
        lines.append("")
        for n in notes:
            lines.append(f"- {n}")
        lines.append("")
    lines.append(f"How: {r['method']}")
    return "\n".join(lines) + "\n"


# -- main --------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bubbles", required=True)
    ap.add_argument("--png-bench", help="the png-encode-bench binary (default: beside --bubbles)")
    ap.add_argument("--chromium", default=None)
    ap.add_argument("--headless-shell", default=None)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--out")
    ap.add_argument("--work", help="folder for transcripts, pages and images (default: a new temporary one)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()

    bubbles = os.path.abspath(args.bubbles)
    chromium = args.chromium or ("/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium")
                                 else shutil.which("chromium"))
    if not chromium:
        sys.exit("bench: no chromium")
    engines = {"chromium": chromium}
    shell = args.headless_shell or ("/usr/lib/chromium/chromium-headless-shell"
                                    if os.path.exists("/usr/lib/chromium/chromium-headless-shell") else None)
    if shell:
        engines["chromium-headless-shell"] = shell

    quick = args.quick
    sizes = [20, 200]
    cfg = {
        # set: transcripts per batch and per warm-Chromium run; the rest: repetitions
        20: {"set": 8 if quick else 24, "chromium_cold": 2 if quick else 5, "shell_cold": 2 if quick else 5,
             "bubbles_cold": 5 if quick else 15, "timings": 3 if quick else 7, "batch": 1 if quick else 3,
             "batch_j1": True},
        200: {"set": 2 if quick else 4, "chromium_cold": 1 if quick else 3, "shell_cold": 1 if quick else 2,
              "bubbles_cold": 2 if quick else 3, "timings": 1 if quick else 2, "batch": 1 if quick else 2,
              "batch_j1": quick},
    }
    big = 2000 if quick else 10000

    work = args.work or tempfile.mkdtemp(prefix="bubbles-bench.")
    os.makedirs(work, exist_ok=True)
    chat_dir = os.path.join(work, "chats")
    os.makedirs(chat_dir, exist_ok=True)
    logfile = os.path.join(work, "chromium.log")
    log(f"working in {work}")

    # Conversations and their HTML pages.
    files = {}
    for size in sizes:
        files[size] = []
        for seed in range(cfg[size]["set"]):
            path = os.path.join(chat_dir, f"chat{size}-{seed:02d}.json")
            data = transcripts.write(path, size, seed)
            with open(path.replace(".json", ".html"), "w", encoding="utf-8") as f:
                f.write(chat_html.page(data))
            files[size].append(path)
    big_path = os.path.join(chat_dir, f"chat{big}.json")
    transcripts.write(big_path, big, 0)

    info = machine(bubbles, engines)
    info["date"] = time.strftime("%Y-%m-%d")
    has_batch, has_timings = bubbles_features(bubbles, work, files[20][0], files[20][1])
    log(f"bubbles: {info['bubbles']}; batch mode: {'yes' if has_batch else 'no (falling back to one process per image)'}; "
        f"--timings: {'yes' if has_timings else 'no'}")

    results = {size: {"extra": {}} for size in sizes}
    extra_columns = []
    notes = []

    def extra(size, column, value):
        if column not in extra_columns:
            extra_columns.append(column)
        results[size]["extra"][column] = value

    if not become_subreaper():
        notes.append("could not become a child subreaper: Chromium's CPU times miss its orphaned renderers")
    busy = {}
    whole = CpuWatch()
    with open("/proc/loadavg") as f:
        load_at_start = f.read().split()[0]
    watch = CpuWatch()
    # Chromium, warm: one browser, one page (and, for reference, one page per core).
    profile = os.path.join(work, "profile-chromium")
    for size in sizes:
        outdir = os.path.join(work, f"chromium-warm-{size}")
        htmls = [f.replace(".json", ".html") for f in files[size]]
        warmups = [files[20][0].replace(".json", ".html")] * (1 if quick else 2) + ([htmls[0]] if size != 20 else [])
        log(f"chromium warm page, {size} messages: {len(htmls)} images")
        w = chromium_warm(chromium, profile, htmls, outdir, warmups, 1, logfile)
        results[size]["chromium_warm"] = w["ms_per_image"]
        results[size]["cpu_chromium_warm"] = w["cpu_per_image"]
        extra(size, "Chromium warm page, median latency", f"{fmt(w['median_latency'])} ms")
        if args.jobs > 1:
            log(f"chromium warm, {args.jobs} pages at once, {size} messages")
            w = chromium_warm(chromium, profile, htmls, outdir + f"-{args.jobs}-pages", warmups[:1], args.jobs, logfile)
            extra(size, f"Chromium warm, {args.jobs} pages at once", f"{fmt(w['ms_per_image'])} ms")
            results[size]["chromium_warm_parallel"] = w["ms_per_image"]
        if size == 20:
            log(f"chromium warm page, optimizeForSpeed PNG, {size} messages")
            w = chromium_warm(chromium, profile, htmls, outdir + "-fast-png", warmups[:1], 1, logfile, fast_png=True)
            extra(size, "Chromium warm page, optimizeForSpeed PNG", f"{fmt(w['ms_per_image'])} ms")

    busy["Chromium warm"] = watch.others()
    watch = CpuWatch()
    # Chromium, cold: one process per image. Heights first (untimed), as the cold run lays out.
    for name, exe in engines.items():
        profile = os.path.join(work, f"profile-{name}-cold")
        heights = page_heights(exe, profile, [files[s][0].replace(".json", ".html") for s in sizes], logfile)
        for size in sizes:
            html = files[size][0].replace(".json", ".html")
            out = os.path.join(work, f"{name}-cold-{size}.png")
            reps = cfg[size]["chromium_cold" if name == "chromium" else "shell_cold"]
            log(f"{name} cold, {size} messages: {reps} runs of one process ({WIDTH}x{heights[html]} CSS px)")
            runs = chromium_cold(exe, profile, html, heights[html], out, reps)
            ms = median([x.ms for x in runs])
            if name == "chromium":
                results[size]["chromium_cold"] = ms
                results[size]["cpu_chromium_cold"] = median([x.cpu_ms for x in runs])
                results[size]["px"] = "{}×{}".format(*png_size(out))
                extra(size, "Chromium cold, peak RSS of the browser process", f"{max(x.rss_kb for x in runs) / 1024:.0f} MB")
            else:
                extra(size, f"{name} (old headless) cold", f"{fmt(ms)} ms")
                results[size]["shell_cold"] = ms

    busy["Chromium cold"] = watch.others()
    watch = CpuWatch()
    # Bubbles.
    run([bubbles, "--version"])
    version_ms = median([run([bubbles, "--version"]).ms for _ in range(10 if not quick else 3)])
    for size in sizes:
        transcript = files[size][0]
        out = os.path.join(work, f"bubbles-cold-{size}.png")
        reps = cfg[size]["bubbles_cold"]
        log(f"bubbles cold, {size} messages: {reps} runs")
        runs = bubbles_cold(bubbles, transcript, out, reps, warmups=2 if size == 20 else 1)
        results[size]["bubbles_cold"] = median([x.ms for x in runs])
        results[size]["cpu_bubbles_cold"] = median([x.cpu_ms for x in runs])
        pages = output_pages(out)
        sizes_px = [png_size(p) for p in pages]
        extra(size, "Bubbles cold, peak RSS", f"{max(x.rss_kb for x in runs) / 1024:.0f} MB")
        extra(size, "Bubbles output", f"{len(pages)} PNG{'s' if len(pages) > 1 else ''}, "
              + ", ".join(f"{w}×{h}" for w, h in sizes_px))
        if has_timings:
            log(f"bubbles --timings, {size} messages")
            results[size]["timings"] = bubbles_timings(bubbles, transcript, os.path.join(work, f"bubbles-timings-{size}.png"),
                                                       cfg[size]["timings"])
    busy["Bubbles cold"] = watch.others()
    watch = CpuWatch()
    for size in sizes:
        outdir = os.path.join(work, f"bubbles-batch-{size}")
        log(f"bubbles batch, {size} messages: {len(files[size])} transcripts, --jobs {args.jobs}")
        b = bubbles_batch(bubbles, files[size], outdir, args.jobs, cfg[size]["batch"], has_batch)
        results[size]["bubbles_batch"] = b["ms_per_image"]
        results[size]["cpu_bubbles_batch"] = b["cpu_per_image"]
        extra(size, "Bubbles batch, peak RSS", f"{b['rss_kb'] / 1024:.0f} MB")
        if has_batch and args.jobs > 1 and cfg[size]["batch_j1"]:
            log(f"bubbles batch, {size} messages, --jobs 1")
            b1 = bubbles_batch(bubbles, files[size], outdir + "-j1", 1, 1, has_batch)
            extra(size, "Bubbles batch, --jobs 1", f"{fmt(b1['ms_per_image'])} ms")
        if "chromium_warm_parallel" in results[size]:
            extra(size, f"batch ratio against {args.jobs} warm pages",
                  f"{ratio(results[size]['chromium_warm_parallel'], results[size]['bubbles_batch']):.1f}x")
        if "shell_cold" in results[size]:
            extra(size, "cold ratio against the old headless shell",
                  f"{ratio(results[size]['shell_cold'], results[size]['bubbles_cold']):.1f}x")
    busy["Bubbles batch"] = watch.others()
    watch = CpuWatch()
    log(f"bubbles, {big:,} messages: peak RSS")
    rss = peak_rss(bubbles, big_path, os.path.join(work, f"bubbles-{big}.png"))
    busy[f"{big:,} messages"] = watch.others()
    png_bench = args.png_bench or os.path.join(os.path.dirname(bubbles), "png-encode-bench")
    png = None
    if os.path.exists(png_bench):
        log("PNG encoding on its own: png-encode-bench and libpng")
        png = png_encoding.measure(png_bench, os.path.join(work, "bubbles-cold-20.png"), 3 if quick else 9)
    else:
        notes.append(f"no {png_bench}: no PNG encoding section")
    busy_all = whole.others()
    if os.nice(0) != 0:
        notes.append(f"measured at niceness {os.nice(0)} (scripts/bench raises its priority where it may; BENCH_NICE=0 does not)")
    notes.append(f"other processes kept {busy_all:.0%} of the {os.cpu_count()} cores busy during the run "
                 f"(load average {load_at_start} at the start; by section: "
                 + ", ".join(f"{k} {v:.0%}" for k, v in busy.items()) + ")"
                 + (": **the machine was not idle, so these numbers are skewed** (Chromium, with its several "
                    "processes, and Bubbles' batch, on all cores, suffer most)" if busy_all > 0.10 else ""))

    # Images to compare by eye.
    compare = os.path.join(work, "compare")
    os.makedirs(compare, exist_ok=True)
    shutil.copy(os.path.join(work, "chromium-cold-20.png"), os.path.join(compare, "chromium-cold-chat20-00.png"))
    shutil.copy(os.path.join(work, "chromium-warm-20", "chat20-00.png"), os.path.join(compare, "chromium-warm-chat20-00.png"))
    for p in output_pages(os.path.join(work, "bubbles-cold-20.png")):
        shutil.copy(p, os.path.join(compare, "bubbles-" + os.path.basename(p).replace("bubbles-cold-20", "chat20-00")))

    method = (f"Chromium is `{chromium}` run directly (the Debian `chromium` launcher script adds extension "
              f"loading and a shell start on top) with `{' '.join(COMMON_FLAGS)}`; cold: `--force-device-scale-factor={SCALE} "
              f"--window-size={WIDTH},H --screenshot` with the page's full height H measured beforehand (untimed), a kept "
              "profile, one untimed run first; warm: one browser over `--remote-debugging-pipe`, "
              f"`Emulation.setDeviceMetricsOverride` ({WIDTH} wide, scale {SCALE}), then per image `Page.navigate`, the load event, "
              "`Page.captureScreenshot` (PNG, `captureBeyondViewport`, the content size as clip) and the file written. "
              "Bubbles: cold is `bubbles render chat.json -o out.png` after untimed runs; batch renders the same transcripts "
              "the warm page did. The HTML is Bubbles' imessage layout in CSS (scripts/bench-support/chat_html.py), "
              "Noto Sans and Noto Color Emoji from the system. Files: " + work)
    r = {"machine": info, "quick": quick, "sizes": sizes, "results": results, "jobs": args.jobs,
         "has_batch": has_batch, "has_timings": has_timings, "rss": rss, "big": big, "version_ms": version_ms, "png": png,
         "extra_columns": extra_columns, "notes": notes, "method": method, "date": info["date"]}
    with open(os.path.join(work, "results.json"), "w") as f:
        json.dump(r, f, indent=1, default=str)
    text = report(r)
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
        log(f"wrote {args.out}")
    log(f"images to compare by eye: {compare}")


if __name__ == "__main__":
    main()
