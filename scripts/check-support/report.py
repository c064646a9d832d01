"""The PASS/FAIL lines of scripts/check-serve, and the processes it started."""
import http.client
import os
import re
import signal
import socket
import subprocess
import time


class Report:
    """Prints each check as it is decided and remembers the failures."""

    def __init__(self) -> None:
        self.failures: list[str] = []

    def section(self, title: str) -> None:
        print(f"\n== {title}", flush=True)

    def check(self, name: str, passed: bool, detail: str = "") -> bool:
        print(f"{'PASS' if passed else 'FAIL'} {name}{': ' + detail if detail else ''}", flush=True)
        if not passed:
            self.failures.append(name)
        return passed

    def note(self, text: str) -> None:
        print(f"     {text}", flush=True)


def get(port: int, path: str, timeout: float = 2) -> int:
    """The status of GET `path`, or 0 when nothing answered."""
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
        connection.request("GET", path)
        status = connection.getresponse().status
        connection.close()
        return status
    except OSError:
        return 0


def raw(port: int, request: bytes, timeout: float = 10) -> tuple[int, bytes]:
    """Sends `request` as it is; the status of the answer (0 when the connection was closed
    or reset without one) and the answer."""
    answer = b""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as client:
        try:
            client.sendall(request)
            client.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        try:
            while chunk := client.recv(65536):
                answer += chunk
        except OSError:
            pass
    match = re.match(rb"HTTP/1\.[01] (\d{3})", answer)
    return (int(match.group(1)) if match else 0), answer


class Serve:
    """One `bubbles serve` process listening on 127.0.0.1:`port`, its stderr in a log file."""

    def __init__(self, bubbles: str, port: int, log: str, arguments: list[str], environment: dict[str, str]) -> None:
        self.port = port
        self.log = log
        self.output = open(log, "ab")
        self.process = subprocess.Popen([bubbles, "serve", "--listen", f"127.0.0.1:{port}", *arguments],
                                        stdout=subprocess.DEVNULL, stderr=self.output, env={**os.environ, **environment})

    def wait_ready(self, seconds: float = 30) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if self.process.poll() is not None:
                return False
            if get(self.port, "/readyz") == 200:
                return True
            time.sleep(0.02)
        return False

    def signal(self, number: int) -> None:
        if self.process.poll() is None:
            self.process.send_signal(number)

    def wait(self, seconds: float) -> int | None:
        try:
            return self.process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            return None

    def stop(self) -> None:
        """Drains the process and waits for it; kills it if it does not end."""
        self.signal(signal.SIGTERM)
        if self.wait(15) is None:
            self.process.kill()
            self.process.wait()
        self.output.close()

    def lines(self) -> list[str]:
        with open(self.log, encoding="utf-8", errors="replace") as file:
            return file.read().splitlines()
