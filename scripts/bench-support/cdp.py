"""A small Chrome DevTools Protocol client over --remote-debugging-pipe (standard library only).

Chromium reads commands from file descriptor 3 and writes replies and events to descriptor 4,
each one JSON message ended by a NUL byte: no websocket, no port, nothing to install.
Sessions use flat mode (Target.attachToTarget with flatten), so several pages of one browser
can be driven at once from several threads.
"""

import base64
import collections
import fcntl
import json
import os
import subprocess
import threading


class CDPError(RuntimeError):
    pass


class Browser:
    def __init__(self, executable: str, args: list[str], log_path: str = os.devnull):
        to_browser_r, to_browser_w = os.pipe()
        from_browser_r, from_browser_w = os.pipe()
        # Move the child's ends above 10 so the dup2 to 3 and 4 cannot clobber one another.
        child_in = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD_CLOEXEC, 10)
        child_out = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(to_browser_r)
        os.close(from_browser_w)

        def wire():
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self._log = open(log_path, "ab")
        self.proc = subprocess.Popen([executable, *args, "--remote-debugging-pipe"],
                                     stdin=subprocess.DEVNULL, stdout=self._log, stderr=self._log,
                                     preexec_fn=wire, close_fds=False)
        os.close(child_in)
        os.close(child_out)
        self._w = to_browser_w
        self._r = from_browser_r
        self._lock = threading.Lock()
        self._next_id = 0
        self._pending: dict[int, list] = {}
        self._events: dict[str | None, collections.deque] = collections.defaultdict(collections.deque)
        self._cond = threading.Condition()
        self._closed = False
        self._reader = threading.Thread(target=self._read_loop, daemon=True)
        self._reader.start()

    # -- transport -------------------------------------------------------------------------

    def _read_loop(self):
        buf = b""
        while True:
            try:
                chunk = os.read(self._r, 1 << 20)
            except OSError:
                chunk = b""
            if not chunk:
                with self._cond:
                    self._closed = True
                    self._cond.notify_all()
                return
            buf += chunk
            while True:
                end = buf.find(b"\0")
                if end < 0:
                    break
                message = json.loads(buf[:end])
                buf = buf[end + 1:]
                with self._cond:
                    if "id" in message and message["id"] in self._pending:
                        self._pending[message["id"]].append(message)
                    else:
                        self._events[message.get("sessionId")].append(message)
                    self._cond.notify_all()

    def send(self, method: str, params: dict | None = None, session: str | None = None, timeout: float = 120):
        with self._lock:
            self._next_id += 1
            ident = self._next_id
        message = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        with self._cond:
            self._pending[ident] = []
        with self._lock:
            view = memoryview(data)
            while view:
                written = os.write(self._w, view)
                view = view[written:]
        with self._cond:
            if not self._cond.wait_for(lambda: self._pending[ident] or self._closed, timeout):
                raise CDPError(f"{method}: no answer in {timeout} s")
            if not self._pending[ident]:
                raise CDPError(f"{method}: the browser closed the pipe")
            reply = self._pending.pop(ident)[0]
        if "error" in reply:
            raise CDPError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def wait_event(self, method: str, session: str | None = None, timeout: float = 120) -> dict:
        """The next event `method` on `session`, dropping the events before it."""
        with self._cond:
            def found():
                queue = self._events[session]
                while queue:
                    event = queue.popleft()
                    if event.get("method") == method:
                        return event
                return None if not self._closed else {"closed": True}
            event = None

            def ready():
                nonlocal event
                event = found()
                return event is not None
            if not self._cond.wait_for(ready, timeout):
                raise CDPError(f"no {method} event in {timeout} s")
            if event.get("closed"):
                raise CDPError(f"the browser closed the pipe while waiting for {method}")
            return event.get("params", {})

    def clear_events(self, session: str | None):
        with self._cond:
            self._events[session].clear()

    # -- pages -----------------------------------------------------------------------------

    def new_page(self) -> "Page":
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        return Page(self, target, session)

    def first_page(self) -> "Page":
        """The page the browser opened at start (its window has the --window-size)."""
        for target in self.send("Target.getTargets")["targetInfos"]:
            if target["type"] == "page":
                session = self.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
                return Page(self, target["targetId"], session)
        return self.new_page()

    def version(self) -> str:
        return self.send("Browser.getVersion").get("product", "?")

    def close(self):
        try:
            self.send("Browser.close", timeout=10)
        except CDPError:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._w, self._r):
            try:
                os.close(fd)
            except OSError:
                pass
        self._log.close()


class Page:
    def __init__(self, browser: Browser, target: str, session: str):
        self.browser = browser
        self.target = target
        self.session = session
        self.send("Page.enable")

    def send(self, method: str, params: dict | None = None, timeout: float = 120):
        return self.browser.send(method, params, session=self.session, timeout=timeout)

    def emulate(self, width: int, height: int, scale: float):
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})

    def load(self, url: str):
        """Navigates to `url` and waits for its load event."""
        self.browser.clear_events(self.session)
        self.send("Page.navigate", {"url": url})
        self.browser.wait_event("Page.loadEventFired", self.session)

    def evaluate(self, expression: str):
        reply = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        return reply.get("result", {}).get("value")

    def content_height(self) -> float:
        metrics = self.send("Page.getLayoutMetrics")
        return metrics["cssContentSize"]["height"]

    def screenshot_full_page(self, width: float, path: str, fast_png: bool = False) -> float:
        """A PNG of the whole page, as Puppeteer's fullPage does it (a clip of the page's whole
        content size, captured beyond the viewport). `fast_png`: Chromium's optimizeForSpeed
        (quicker, larger PNGs). Returns the page height in CSS pixels."""
        height = self.content_height()
        shot = self.send("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True, "fromSurface": True, "optimizeForSpeed": fast_png,
            "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
        })
        with open(path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))
        return height
