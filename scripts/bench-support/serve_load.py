"""The client of scripts/bench-serve: starts `bubbles serve` on a free port, sends the
20-message conversation N times at concurrency 1 and at concurrency 16, and prints the
latency percentiles and the throughput beside the in-process render time and the CLI batch's
images per second."""
import argparse
import http.client
import json
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
import transcripts  # noqa: E402


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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bubbles", required=True)
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="bench-serve.")
    try:
        chat = os.path.join(work, "chat.json")
        transcripts.write(chat, 20)
        body = open(chat, "rb").read()
        server = subprocess.Popen([args.bubbles, "serve", "--listen", "127.0.0.1:0", "--workers", str(args.workers),
                                   "--queue", "256"], stderr=subprocess.PIPE, text=True)
        assert server.stderr is not None
        port = int(re.search(r":(\d+)\"", server.stderr.readline()).group(1))
        threading.Thread(target=lambda: server.stderr.read(), daemon=True).start()
        while True:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port)
                connection.request("GET", "/readyz")
                if connection.getresponse().status == 200:
                    break
            except OSError:
                pass
            time.sleep(0.01)
        run(port, body, 20, 1)  # warm up
        single, _ = run(port, body, args.requests, 1)
        _, elapsed = run(port, body, args.requests, 16)
        server.terminate()
        server.wait()
        inprocess = []
        for _ in range(20):
            out = subprocess.run([args.bubbles, "render", chat, "-o", os.path.join(work, "one.png"), "--timings"],
                                 capture_output=True, text=True, check=True)
            timings = json.loads(out.stderr.strip().splitlines()[-1])
            inprocess.append(timings["layout"] + timings["drawing"] + timings["encoding"])
        batch_inputs = []
        for index in range(args.requests):
            path = os.path.join(work, f"chat-{index}.json")
            shutil.copyfile(chat, path)
            batch_inputs.append(path)
        start = time.perf_counter()
        subprocess.run([args.bubbles, "render", *batch_inputs, "-o", os.path.join(work, "out") + "/", "--quiet"], check=True)
        batch_rate = args.requests / (time.perf_counter() - start)
        single.sort()
        p50 = statistics.median(single) * 1000
        p99 = single[int(len(single) * 0.99) - 1] * 1000
        render_ms = statistics.median(inprocess)
        rate = args.requests / elapsed
        print(f"20-message chat, PNG, {args.workers} workers, {args.requests} requests each")
        print(f"concurrency 1:  p50 {p50:.1f} ms, p99 {p99:.1f} ms (in-process render {render_ms:.1f} ms: {p50 / render_ms:.2f}x)")
        print(f"concurrency 16: {rate:.1f} images/s (CLI batch {batch_rate:.1f} images/s: {rate / batch_rate:.2f}x)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
