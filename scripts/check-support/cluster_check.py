"""Three `bubbles serve` instances on loopback behind haproxy, under wrk's load at concurrency
16: one is killed (SIGKILL) and another drained (SIGTERM) mid-run, and both are started again.
No request may fail at the client: a render is a pure function of its request, so haproxy
retries a request whose server failed it (connection refused or reset, an empty answer, a 503
from a draining server) on another server."""
import glob
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import tempfile
import time
import zlib

from report import Report, Serve, get, raw

HERE = os.path.dirname(os.path.abspath(__file__))

HAPROXY = """
global
    maxconn 1024
    stats socket {work}/haproxy.sock mode 600 level admin

defaults
    mode http
    timeout connect 1s
    timeout client 30s
    timeout server 30s
    timeout http-request 10s
    # The whole request is read before it goes to a server, so it can be sent again.
    option http-buffer-request
    # Retry a request on another server when its server refused the connection, closed it
    # without answering (killed), took too long, or answered 503 (draining or busy).
    retries 3
    retry-on conn-failure empty-response response-timeout 503
    option redispatch 1

frontend render
    bind 127.0.0.1:{port}
    default_backend bubbles

backend bubbles
    balance leastconn
    option httpchk GET /readyz
    http-check expect status 200
    default-server inter 250ms fastinter 100ms downinter 250ms fall 1 rise 2
{servers}
"""


def tiny_png() -> bytes:
    """A 2 x 2 RGBA PNG."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + bytes([40, 120, 200, 255]) * 2 for _ in range(2))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def transcript() -> bytes:
    """A short chat whose avatar is a data: URL, so every request writes a request folder."""
    import base64
    avatar = "data:image/png;base64," + base64.b64encode(tiny_png()).decode()
    return json.dumps({
        "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann", "avatar": avatar}, "bob": {"name": "Bob"}},
        "messages": [
            {"separator": "Today 09:41"},
            {"from": "ann", "text": "Did you see the dog at the park this morning?"},
            {"from": "bob", "text": "The tiny one with the red scarf 🧣"},
            {"from": "me", "text": "Yes!! 😍", "time": "09:42"},
            {"from": "ann", "text": "I think it belongs to the new neighbours."},
            {"from": "me", "text": "Let's ask them", "time": "09:43"},
        ],
    }).encode()


def haproxy_servers(work: str) -> dict[str, dict[str, str]]:
    """`show stat` of haproxy's backend servers, by server name."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.connect(os.path.join(work, "haproxy.sock"))
        client.sendall(b"show stat\n")
        data = b""
        while chunk := client.recv(65536):
            data += chunk
    lines = data.decode().splitlines()
    header = lines[0].lstrip("# ").split(",")
    rows = [dict(zip(header, line.split(","))) for line in lines[1:] if line]
    return {row["svname"]: row for row in rows if row.get("pxname") == "bubbles" and row["svname"] not in ("BACKEND",)}


def run(bubbles: str, port: int, report: Report, seconds: int = 20) -> None:
    report.section(f"three instances behind haproxy: wrk for {seconds} s at concurrency 16, one killed and one drained mid-run")
    work = tempfile.mkdtemp(prefix="check-serve-cluster.")
    scratch = os.path.join(work, "tmp")
    os.mkdir(scratch)
    environment = {"TMPDIR": scratch}
    arguments = ["--workers", "1", "--drain-timeout", "5"]
    ports = [port + 1 + index for index in range(3)]
    servers = [Serve(bubbles, ports[index], os.path.join(work, f"s{index + 1}.log"), arguments, environment) for index in range(3)]
    restarted: list[Serve] = []
    balancer = None
    try:
        report.check("three instances are ready", all(server.wait_ready() for server in servers), f"ports {ports}")
        config = os.path.join(work, "haproxy.cfg")
        with open(config, "w", encoding="utf-8") as file:
            file.write(HAPROXY.format(work=work, port=port, servers="\n".join(
                f"    server s{index + 1} 127.0.0.1:{ports[index]} check" for index in range(3))))
        balancer = subprocess.Popen(["haproxy", "-db", "-f", config], stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "haproxy.log"), "wb"))
        end = time.monotonic() + 10
        while get(port, "/healthz") != 200 and time.monotonic() < end:
            time.sleep(0.05)
        while time.monotonic() < end and any(row.get("status") != "UP" for row in haproxy_servers(work).values()):
            time.sleep(0.05)
        body = os.path.join(work, "chat.json")
        with open(body, "wb") as file:
            file.write(transcript())
        load = subprocess.Popen(["wrk", "-t2", "-c16", f"-d{seconds}s", "--timeout", "10s", "-s", os.path.join(HERE, "render.lua"),
                                 f"http://127.0.0.1:{port}/v1/render"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                env={**os.environ, "CHECK_SERVE_BODY": body})
        start = time.monotonic()

        def at(offset: float) -> None:
            time.sleep(max(0.0, start + offset - time.monotonic()))

        at(5)
        killed = servers[0].process.pid
        servers[0].process.kill()
        servers[0].process.wait()
        at(6)
        servers[1].signal(signal.SIGTERM)
        drained = servers[1].wait(15)
        at(8)
        for index in (0, 1):
            restarted.append(Serve(bubbles, ports[index], os.path.join(work, f"s{index + 1}-again.log"), arguments, environment))
        back = all(server.wait_ready() for server in restarted)
        output, _ = load.communicate(timeout=seconds + 60)
        summary = next((json.loads(line) for line in output.splitlines() if line.startswith('{"requests"')), None)
        if not report.check("wrk ran", summary is not None, output.strip().splitlines()[-1] if output.strip() else "no output"):
            return
        failures = summary["connect"] + summary["read"] + summary["write"] + summary["status"] + summary["timeout"] + summary["notPNG"]
        report.check("no request failed at the client", failures == 0 and summary["requests"] > 0,
                     f"{summary['requests']} requests in {summary['seconds']} s; non-2xx {summary['status']}, socket errors "
                     f"connect {summary['connect']} read {summary['read']} write {summary['write']} timeout {summary['timeout']}, "
                     f"answers that are not a PNG {summary['notPNG']}; p50 {summary['p50']} ms, p99 {summary['p99']} ms")
        report.check("the drained instance answered what it had and exited 0", drained == 0
                     and any('"draining"' in line for line in servers[1].lines()), f"status {drained}")
        stats = haproxy_servers(work)
        report.check("both came back: ready, up in haproxy, drawing again", back
                     and all(row.get("status") == "UP" for row in stats.values())
                     and all(any('"/v1/render"' in line and '"status": 200' in line for line in server.lines()) for server in restarted),
                     ", ".join(f"{name} {row.get('status')}" for name, row in sorted(stats.items())))
        status, _ = raw(port, b"POST /v1/render\x00.png HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
        report.check("haproxy refuses a NUL byte in the path, which libmicrohttpd 0.9.75 would end the path at", status == 400,
                     f"got {status}")
        retried = sum(int(row.get("wretr") or 0) for row in stats.values())
        redispatched = sum(int(row.get("wredis") or 0) for row in stats.values())
        report.note(f"haproxy retried {retried} requests and sent {redispatched} to another server; "
                    f"the killed instance was pid {killed}")
    finally:
        if balancer is not None:
            balancer.terminate()
            balancer.wait()
        for server in servers + restarted:
            server.stop()
        removed = sum(json.loads(line).get("removedLeftoverFolders", 0) for server in restarted for line in server.lines()
                      if '"removedLeftoverFolders"' in line)
        left = glob.glob(os.path.join(scratch, "bubbles-serve-*"))
        report.check("no request folder is left behind", not left,
                     f"{len(left)} left" if left else f"the restarted instances removed the {removed} the killed one left")
        shutil.rmtree(work, ignore_errors=True)
