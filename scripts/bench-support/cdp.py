"""A minimal Chrome DevTools Protocol client over --remote-debugging-pipe (standard library only).

Chromium reads commands from file descriptor 3 and writes replies and events to descriptor 4,
each one JSON message ended by a NUL byte: no websocket, no port, nothing to install. One page,
driven from one thread: a command waits for its reply, keeping the events that come before it.
"""

import base64
import fcntl
import json
import os
import subprocess


class CDPError(RuntimeError):
    pass


class Browser:
    """A browser with one page (a flat-mode session on the page it opened at start)."""

    def __init__(self, executable: str, args: list[str], log_path: str = os.devnull):
        to_browser_r, self._w = os.pipe()
        self._r, from_browser_w = os.pipe()
        # Move the child's ends above 10 so the dup2 to 3 and 4 cannot clobber one another.
        child_in = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD_CLOEXEC, 10)
        child_out = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(to_browser_r)
        os.close(from_browser_w)

        def wire():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self._log = open(log_path, "ab")
        self.proc = subprocess.Popen([executable, *args, "--remote-debugging-pipe"], stdin=subprocess.DEVNULL,
                                     stdout=self._log, stderr=self._log, preexec_fn=wire, close_fds=False)
        os.close(child_in)
        os.close(child_out)
        self._buffer = b""
        self._events = []
        self._next_id = 0
        self.session = None
        page = next(t for t in self.send("Target.getTargets")["targetInfos"] if t["type"] == "page")
        self.session = self.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True})["sessionId"]
        self.send("Page.enable")

    def _receive(self) -> dict:
        while b"\0" not in self._buffer:
            chunk = os.read(self._r, 1 << 20)
            if not chunk:
                raise CDPError("the browser closed the pipe")
            self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def send(self, method: str, params: dict | None = None) -> dict:
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        view = memoryview(json.dumps(message).encode() + b"\0")
        while view:
            view = view[os.write(self._w, view):]
        while True:
            reply = self._receive()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise CDPError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self._events.append(reply)

    def wait_event(self, method: str):
        """Waits for the event `method`, dropping the events before it."""
        while True:
            event = self._events.pop(0) if self._events else self._receive()
            if event.get("method") == method:
                return

    def emulate(self, width: int, height: int, scale: float):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})

    def load(self, url: str):
        """Navigates to `url` and waits for its load event."""
        self._events.clear()
        self.send("Page.navigate", {"url": url})
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression: str):
        return self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True}).get("result", {}).get("value")

    def content_height(self) -> float:
        return self.send("Page.getLayoutMetrics")["cssContentSize"]["height"]

    def screenshot_full_page(self, width: float, path: str):
        """A PNG of the whole page, as Puppeteer's fullPage does it: a clip of the page's whole
        content size, captured beyond the viewport."""
        shot = self.send("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True, "fromSurface": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": self.content_height(), "scale": 1},
        })
        with open(path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))

    def close(self):
        self.session = None  # Browser.close is the browser's, not the page's
        try:
            self.send("Browser.close")
        except (CDPError, OSError):
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._w, self._r):
            os.close(fd)
        self._log.close()
