"""Hostile clients against one `bubbles serve` while a normal client renders and measures its
latency: malformed and non-UTF-8 bodies, header floods, URL path tricks and 200 connections
sending a byte a second. Each must get its 4xx or be cut off by the client timeout, and the
normal client's median latency must stay within twice its median on a quiet server."""
import http.client
import json
import os
import random
import re
import selectors
import shutil
import socket
import statistics
import tempfile
import threading
import time

from cluster_check import transcript
from report import Report, Serve, get, raw

CLIENT_TIMEOUT = 3


def post(port: int, body: bytes) -> float:
    start = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("POST", "/v1/render", body, {"Content-Type": "application/json"})
    response = connection.getresponse()
    response.read()
    connection.close()
    if response.status != 200:
        raise RuntimeError(f"the normal client got {response.status}")
    return time.perf_counter() - start


def malformed_bodies(count: int) -> list[bytes]:
    """Bodies that are not JSON, each in its own way: a transcript cut short, a control
    character put in (never allowed, in a string or out of one), something after the end,
    nesting past the depth limit, a doubled comma, printable noise before an unclosed brace.
    (Tab, newline and carriage return are whitespace between values, so they are not used.)"""
    good = transcript()
    generator = random.Random(32)
    bodies = []
    for index in range(count):
        kind = index % 6
        if kind == 0:
            bodies.append(good[:generator.randrange(1, len(good) - 1)])
        elif kind == 1:
            at = generator.randrange(0, len(good))
            bodies.append(good[:at] + bytes([generator.choice([byte for byte in range(32) if byte not in b"\t\n\r"])]) + good[at:])
        elif kind == 2:
            bodies.append(good + generator.choice([b"x", b"{}", b"]", b",", b'"']))
        elif kind == 3:
            bodies.append(b"[" * generator.randrange(257, 5000) + b"]")
        elif kind == 4:
            bodies.append(b'{"messages": [1, 2,, 3]}')
        else:
            bodies.append(bytes(generator.randrange(32, 127) for _ in range(generator.randrange(1, 200))) + b"{")
    return bodies


def non_utf8_bodies() -> list[bytes]:
    """JSON whose strings hold bytes that are not UTF-8: lone continuation bytes, overlong
    forms, encoded surrogates, a cut-off sequence, Latin-1 text."""
    pieces = [b"\xff", b"\xfe\xff", b"\x80abc", b"\xc0\xaf", b"\xe0\x80\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80",
              b"caf\xe9", b"\xe2\x82", b"\xf0\x9f\x98"]
    bodies = []
    for piece in pieces:
        bodies.append(b'{"participants": {"ann": {}}, "messages": [{"from": "ann", "text": "' + piece + b'"}]}')
        bodies.append(b'{"participants": {"' + piece + b'": {}}, "messages": []}')
        bodies.append(piece + b'{"messages": []}')
    return bodies


def json_error(answer: bytes) -> bool:
    """Whether the body of `answer` is the service's JSON error object."""
    body = answer.split(b"\r\n\r\n", 1)[-1]
    try:
        return "error" in json.loads(body)
    except ValueError:
        return False


def bodies_check(port: int, bodies: list[bytes], threads: int) -> dict[int, int]:
    """Posts every body (keep-alive, `threads` connections); the statuses got, counted, with
    -1 for an answer that was not the JSON error object."""
    counts: dict[int, int] = {}
    lock = threading.Lock()

    def work(part: list[bytes]) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        for body in part:
            try:
                connection.request("POST", "/v1/render", body, {"Content-Type": "application/json"})
                response = connection.getresponse()
                text = response.read()
                status = response.status
                try:
                    if "error" not in json.loads(text):
                        status = -1
                except ValueError:
                    status = -1
            except (OSError, http.client.HTTPException):
                status = 0
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            with lock:
                counts[status] = counts.get(status, 0) + 1
        connection.close()

    workers = [threading.Thread(target=work, args=(bodies[index::threads],)) for index in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return counts


HEADER_FLOODS = [
    ("10,000 headers", b"POST /v1/render HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-H%d: v\r\n" % index for index in range(10000)) + b"\r\n"),
    ("one 1 MB header", b"POST /v1/render HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * (1 << 20) + b"\r\n\r\n"),
    ("a 100 KB cookie", b"GET /healthz HTTP/1.1\r\nHost: x\r\nCookie: " + b"c=" + b"b" * 100_000 + b"\r\n\r\n"),
    ("5,000 repeats of one header", b"GET /healthz HTTP/1.1\r\nHost: x\r\n" + b"Accept: */*\r\n" * 5000 + b"\r\n"),
]

PATH_TRICKS = [
    ("/v1/../render", b"POST /v1/../render", {404}),
    ("%2e%2e", b"POST /v1/%2e%2e/render", {404}),
    ("%2E%2E and ./", b"POST /v1/./%2E%2E/v1/render", {404}),
    ("//v1/render", b"POST //v1/render", {404}),
    ("/v1//render", b"POST /v1//render", {404}),
    ("a trailing /", b"POST /v1/render/", {404}),
    ("upper case", b"POST /V1/RENDER", {404}),
    ("%00 in the path", b"POST /v1/render%00", {404}),
    ("%00 then a suffix", b"POST /v1/render%00.png", {404}),
    ("%00 in a query value", b"POST /v1/render?format=png%00svg", {400}),
    ("a 70 KB path", b"POST /" + b"a" * 70_000, {414}),
    ("an absolute URL", b"POST http://example.com/v1/render", {404}),
]


def path_tricks(port: int, body: bytes) -> list[tuple[str, int, set[int], bool]]:
    results = []
    for name, line, expected in PATH_TRICKS:
        request = line + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(body) + body
        status, answer = raw(port, request)
        results.append((name, status, expected, status in expected and (status == 414 or json_error(answer))))
    return results


def slow_clients(port: int, count: int) -> list[float | None]:
    """`count` connections, half sending headers and half a body, a byte a second; the seconds
    each lasted until the server closed it, or None when it got an answer other than 4xx or
    outlasted twice the client timeout."""
    selector = selectors.DefaultSelector()
    started = {}
    lasted: dict[int, float | None] = {}
    clients = []
    for index in range(count):
        client = socket.create_connection(("127.0.0.1", port))
        client.setblocking(False)
        head = (b"POST /v1/render HTTP/1.1\r\nHost: x\r\n" if index % 2 == 0 else
                b"POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
        client.send(head)
        started[client.fileno()] = time.monotonic()
        selector.register(client, selectors.EVENT_READ, index)
        clients.append(client)
    open_ones = {client.fileno(): client for client in clients}
    next_byte = time.monotonic() + 1
    limit = time.monotonic() + 2 * CLIENT_TIMEOUT + 2
    while open_ones and time.monotonic() < limit:
        for key, _ in selector.select(timeout=max(0.0, min(next_byte, limit) - time.monotonic())):
            client = key.fileobj
            try:
                data = client.recv(4096)
            except OSError:
                data = b""
            status = re.match(rb"HTTP/1\.[01] (\d)", data)
            lasted[client.fileno()] = (time.monotonic() - started[client.fileno()]) if not status or status.group(1) == b"4" else None
            selector.unregister(client)
            del open_ones[client.fileno()]
            client.close()
        if time.monotonic() >= next_byte:
            for client in list(open_ones.values()):
                try:
                    client.send(b"a")
                except OSError:
                    pass
            next_byte += 1
    for client in open_ones.values():
        selector.unregister(client)
        client.close()
    return [lasted.get(fileno) for fileno in started]


def run(bubbles: str, port: int, report: Report) -> None:
    report.section(f"hostile clients against one instance (--client-timeout {CLIENT_TIMEOUT}) while a normal client renders")
    work = tempfile.mkdtemp(prefix="check-serve-hostile.")
    os.mkdir(os.path.join(work, "tmp"))
    server = Serve(bubbles, port, os.path.join(work, "serve.log"),
                   ["--workers", "2", "--client-timeout", str(CLIENT_TIMEOUT), "--drain-timeout", "2"], {"TMPDIR": os.path.join(work, "tmp")})
    try:
        if not report.check("the instance is ready", server.wait_ready()):
            return
        body = transcript()
        for _ in range(10):
            post(port, body)
        quiet = statistics.median(post(port, body) for _ in range(60))

        busy: list[float] = []
        hostile_done = threading.Event()

        def normal_client() -> None:
            while not hostile_done.is_set():
                busy.append(post(port, body))

        normal = threading.Thread(target=normal_client)
        normal.start()
        results: dict = {}

        def slow() -> None:
            results["slow"] = slow_clients(port, 200)

        slow_thread = threading.Thread(target=slow)
        slow_thread.start()
        results["malformed"] = bodies_check(port, malformed_bodies(1000), threads=4)
        results["utf8"] = bodies_check(port, non_utf8_bodies(), threads=2)
        results["floods"] = [(name, *raw(port, request)) for name, request in HEADER_FLOODS]
        results["paths"] = path_tricks(port, body)
        slow_thread.join()
        hostile_done.set()
        normal.join()

        malformed = results["malformed"]
        report.check("1,000 malformed bodies: each a 400 with a JSON error", malformed == {400: 1000}, f"statuses {malformed}")
        utf8 = results["utf8"]
        report.check(f"{sum(utf8.values())} bodies that are not UTF-8: each a 400 with a JSON error", set(utf8) == {400},
                     f"statuses {utf8}")
        for name, status, answer in results["floods"]:
            first_line = answer.split(b"\r\n", 1)[0].decode(errors="replace")
            report.check(f"header flood, {name}: a 4xx, or cut off", status == 0 or 400 <= status < 500,
                         first_line if status else "connection closed")
        for name, status, expected, passed in results["paths"]:
            report.check(f"path trick, {name}: {'/'.join(map(str, sorted(expected)))}", passed, f"got {status}")
        slow_results = results["slow"]
        cut = [seconds for seconds in slow_results if seconds is not None]
        report.check("200 connections sending a byte a second: each cut off by the client timeout", len(cut) == len(slow_results)
                     and max(cut, default=99) <= CLIENT_TIMEOUT + 2,
                     f"{len(cut)} cut off after {min(cut, default=0):.1f} to {max(cut, default=0):.1f} s" if cut else "none cut off")
        median = statistics.median(busy) if busy else float("inf")
        report.check("the normal client's median latency stays within 2x of its quiet median", median <= 2 * quiet,
                     f"{median * 1000:.1f} ms over {len(busy)} renders against {quiet * 1000:.1f} ms quiet ({median / quiet:.2f}x)")
        metrics = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        metrics.request("GET", "/metrics")
        text = metrics.getresponse().read().decode()
        timeouts = re.search(r"^bubbles_client_timeouts_total (\d+)$", text, re.M)
        report.check("the instance is still healthy and counted the cut-off connections", get(port, "/healthz") == 200
                     and timeouts is not None and int(timeouts.group(1)) >= len(cut),
                     f"bubbles_client_timeouts_total {timeouts.group(1) if timeouts else '?'}")
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)
