"""The client of scripts/bench-serve: starts `bubbles serve` on a free port and measures it on
the 20-message conversation of scripts/bench (390 points at scale 3, PNG) against its targets
(issue 32):

  latency      p50 of N requests at concurrency 1, against the in-process render time: what
               one warm `bubbles render` process takes per image of a batch with --jobs 1
               ((time of N copies - time of 1) / (N - 1): without its start and font setup)
  throughput   N requests at concurrency 16, against the CLI batch (`render` of N copies with
               --jobs = the server's workers) on the same cores
  Chromium     the same at concurrency 16 against a warm headless Chromium used as a service
               (chromium_service.py: 16 pages, each request sets the chat's HTML and takes a
               PNG screenshot at the same pixel width)
  memory       the server's VmRSS (/proc/PID/status) after 10,000 requests against after 1,000

One request per connection, as a bot's client sends them. The first three are measured in
rounds (3 by default), each measuring the service and then its peer right after, and each
ratio is the median of the rounds': on a shared machine the load changes from minute to
minute. Prints each target with PASS or FAIL; the exit status is 0 unless something could not
be measured.
"""
import argparse
import http.client
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import chat_html  # noqa: E402
import chromium_service  # noqa: E402
import transcripts  # noqa: E402

CHROMIUM = "/usr/bin/chromium"


def post(port: int, body: bytes) -> float:
    start = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("POST", "/v1/render", body, {"Content-Type": "application/json"})
    response = connection.getresponse()
    response.read()
    connection.close()
    if response.status != 200:
        raise RuntimeError(f"status {response.status}")
    return time.perf_counter() - start


def run(port: int, body: bytes, requests: int, concurrency: int) -> tuple[list[float], float]:
    """Each request's seconds and the wall seconds of `requests` requests, `concurrency` at a time."""
    times: list[float] = []
    lock = threading.Lock()
    left = [requests]

    def worker() -> None:
        while True:
            with lock:
                if left[0] == 0:
                    return
                left[0] -= 1
            took = post(port, body)
            with lock:
                times.append(took)

    start = time.perf_counter()
    threads = [threading.Thread(target=worker) for _ in range(concurrency)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return times, time.perf_counter() - start


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmRSS:\s+(\d+) kB", status.read()).group(1)) / 1024


def start_server(bubbles: str, workers: int) -> tuple[subprocess.Popen, int]:
    server = subprocess.Popen([bubbles, "serve", "--listen", "127.0.0.1:0", "--workers", str(workers), "--queue", "256"],
                              stderr=subprocess.PIPE, text=True)
    assert server.stderr is not None
    port = int(re.search(r":(\d+)\"", server.stderr.readline()).group(1))
    threading.Thread(target=lambda: server.stderr.read(), daemon=True).start()
    while True:
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port)
            connection.request("GET", "/readyz")
            if connection.getresponse().status == 200:
                return server, port
        except OSError:
            pass
        time.sleep(0.01)


def batch_seconds(bubbles: str, inputs: list[str], out: str, jobs: int) -> float:
    start = time.perf_counter()
    subprocess.run([bubbles, "render", *inputs, "-o", out + "/", "--quiet", "--jobs", str(jobs)], check=True)
    return time.perf_counter() - start


def png_size(path: str) -> tuple[int, int]:
    with open(path, "rb") as image:
        head = image.read(24)
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bubbles", required=True)
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--rss-requests", type=int, default=10_000)
    parser.add_argument("--chromium-requests", type=int, default=96)
    parser.add_argument("--chromium-pages", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="bench-serve.")
    log = lambda text: print(f"bench-serve: {text}", file=sys.stderr, flush=True)  # noqa: E731
    try:
        chat = os.path.join(work, "chat.json")
        data = transcripts.write(chat, 20)
        body = open(chat, "rb").read()
        html = chat_html.page(data)
        per_round = max(args.requests // args.rounds, 2)
        inputs = []
        for index in range(per_round):
            path = os.path.join(work, f"chat-{index}.json")
            shutil.copyfile(chat, path)
            inputs.append(path)

        server, port = start_server(args.bubbles, args.workers)
        load_start = os.getloadavg()[0]
        run(port, body, 20, 1)  # warm up
        sent = 20
        rounds = []
        for number in range(1, args.rounds + 1):
            log(f"round {number} of {args.rounds}: {per_round} requests at concurrency 1 and 16, as many copies in "
                f"`render` batches, {args.chromium_requests // args.rounds} Chromium screenshots")
            latencies, _ = run(port, body, per_round, 1)
            _, elapsed = run(port, body, per_round, 16)
            sent += 2 * per_round
            one = statistics.median(batch_seconds(args.bubbles, inputs[:1], os.path.join(work, "one"), 1) for _ in range(3))
            serial = batch_seconds(args.bubbles, inputs, os.path.join(work, "serial"), 1)
            batch = batch_seconds(args.bubbles, inputs, os.path.join(work, "batch"), args.workers)
            chromium, shot = chromium_service.throughput(CHROMIUM, html, args.chromium_pages, max(args.chromium_requests // args.rounds, 1))
            rounds.append({"p50": statistics.median(latencies) * 1000, "latencies": latencies, "rate": per_round / elapsed,
                           "render": (serial - one) * 1000 / (per_round - 1), "batch": per_round / batch, "chromium": chromium})
        early = args.rss_requests // 10
        log(f"up to {early} requests, then {args.rss_requests} (concurrency 16), for the memory")
        run(port, body, max(early - sent, 0), 16)
        rss_early = rss_mib(server.pid)
        run(port, body, args.rss_requests - max(early, sent), 16)
        rss_late = rss_mib(server.pid)
        server.terminate()
        server.wait()
        width, height = png_size(os.path.join(work, "one", "chat-0.png"))

        def median(key: str) -> float:
            return statistics.median(r[key] for r in rounds)

        def ratio(top: str, bottom: str) -> float:
            return statistics.median(r[top] / r[bottom] for r in rounds)

        latencies = sorted(t for r in rounds for t in r["latencies"])
        p99 = latencies[int(len(latencies) * 0.99) - 1] * 1000
        with open("/proc/cpuinfo") as cpuinfo:
            models = [line.split(":", 1)[1].strip() for line in cpuinfo if line.startswith("model name")]
        print(f"20-message chat, PNG {width} x {height} px; {args.workers} workers on {os.cpu_count()} cores "
              f"({models[0] if models else '?'}); load average {load_start:.2f} at the start, {os.getloadavg()[0]:.2f} at the end")
        print(f"medians of {args.rounds} rounds of {per_round} requests (ratios: the median of the rounds' ratios)")
        print(f"concurrency 1:  p50 {median('p50'):.1f} ms (p99 of all {p99:.1f} ms); in-process render {median('render'):.1f} ms")
        print(f"concurrency 16: {median('rate'):.1f} images/s; CLI batch (--jobs {args.workers}) {median('batch'):.1f} images/s; "
              f"warm Chromium service ({args.chromium_pages} pages, {shot[0]} x {shot[1]} px) {median('chromium'):.2f} images/s")
        print(f"server RSS {rss_early:.1f} MiB after {early} requests, {rss_late:.1f} MiB after {args.rss_requests}")
        print()
        p50_ratio, batch_ratio, chromium_ratio = ratio("p50", "render"), ratio("rate", "batch"), ratio("rate", "chromium")
        growth = (rss_late / rss_early - 1) * 100
        rows = [
            ("p50 at concurrency 1 <= 1.2x the in-process render", f"{p50_ratio:.2f}x", p50_ratio <= 1.2),
            ("throughput at concurrency 16 >= 0.9x the CLI batch", f"{batch_ratio:.2f}x", batch_ratio >= 0.9),
            ("throughput at concurrency 16 >= 20x a warm Chromium service", f"{chromium_ratio:.1f}x", chromium_ratio >= 20),
            (f"RSS after {args.rss_requests} requests within 10% of after {early}", f"{growth:+.1f}%", growth <= 10),
        ]
        for target, measured, ok in rows:
            print(f"{verdict(ok)}  {target}: {measured}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
