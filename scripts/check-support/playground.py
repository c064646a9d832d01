"""The checks of scripts/check-playground: `bubbles serve` on a free port, its page at / driven
in Debian's headless Chromium by Playwright. Each check prints one line; the first that fails
ends the run with exit status 1 and what was expected."""
import argparse
import json
import os
import re
import subprocess
import sys
import threading
import time
import urllib.request

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
TIMEOUT_MS = 10_000

# What the check types: three messages, so that a line number is easy to predict.
TRANSCRIPT = """{
  "participants": { "me": { "side": "outgoing" }, "kim": { "name": "Kim" } },
  "messages": [
    { "from": "kim", "text": "Lunch at noon?" },
    { "from": "me", "text": "Perfect, see you there" },
    { "from": "kim", "text": "🍜" }
  ]
}"""
# The line of the second message, which the check breaks.
BROKEN_LINE = 5


class CheckFailed(Exception):
    pass


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise CheckFailed(message)


def checked(message: str) -> None:
    print(f"  ok  {message}", flush=True)


def start_server(bubbles: str, port: int) -> tuple[subprocess.Popen, int]:
    server = subprocess.Popen([bubbles, "serve", "--listen", f"127.0.0.1:{port}", "--workers", "2"],
                              stderr=subprocess.PIPE, text=True)
    assert server.stderr is not None
    first = server.stderr.readline()
    match = re.search(r":(\d+)\"", first)
    if not match:
        server.kill()
        raise CheckFailed(f"bubbles serve did not start: {first.strip() or server.stderr.read().strip()}")
    threading.Thread(target=server.stderr.read, daemon=True).start()
    port = int(match.group(1))
    deadline = time.monotonic() + 10
    while True:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz") as response:
                if response.status == 200:
                    return server, port
        except OSError:
            pass
        if time.monotonic() > deadline:
            server.kill()
            raise CheckFailed("bubbles serve was not ready within 10 s")
        time.sleep(0.02)


class Page:
    """The playground in one browser page, with its render responses and console errors."""

    def __init__(self, page, base: str):
        self.page = page
        self.base = base
        self.renders = []
        self.errors = []
        page.on("console", self.console)
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        # Chromium keeps no copy of a body the page reads as a blob, so the renders pass
        # through here, which keeps each response's bytes.
        page.route("**/v1/render*", self.pass_render)

    def console(self, message) -> None:
        # Chromium logs each 4xx response as an error; the check sends broken transcripts on purpose.
        if message.type == "error" and not message.text.startswith("Failed to load resource: the server responded with a status of 4"):
            self.errors.append(message.text)

    def pass_render(self, route) -> None:
        response = route.fetch()
        body = response.body()
        self.renders.append((route.request, response.status, body))
        route.fulfill(response=response, body=body)

    def settle(self) -> None:
        """Waits until the page has nothing due: no edit waiting for its update, no request out."""
        try:
            self.page.wait_for_selector("body[data-state=idle]", state="attached")
        except PlaywrightError:
            state = self.page.evaluate("() => document.body.dataset.state")
            raise CheckFailed(f"the page was still not done after {TIMEOUT_MS // 1000} s (its state: {state!r})") from None

    def last_render(self):
        """The request, status and body of the last render the page asked for."""
        expect(bool(self.renders), "the page sent no POST /v1/render")
        return self.renders[-1]

    def shown_image(self) -> tuple[str, int, int]:
        return self.page.eval_on_selector("#image", "i => [i.hidden ? '' : i.src, i.naturalWidth, i.naturalHeight]")

    def problems(self) -> list[str]:
        return self.page.eval_on_selector_all("#problem-list .where", "items => items.map(i => i.textContent)")

    def replace_text(self, text: str) -> None:
        editor = self.page.locator("#transcript")
        editor.click()
        self.page.keyboard.press("Control+A")
        self.page.keyboard.press("Delete")
        self.page.keyboard.insert_text(text)

    def edit_line(self, line: int, old: str, new: str) -> None:
        """Replaces `old` on 1-based `line` by typing `new` over it, as a person would."""
        value = self.page.input_value("#transcript")
        lines = value.split("\n")
        column = lines[line - 1].index(old)
        start = sum(len(row) + 1 for row in lines[:line - 1]) + column
        self.page.eval_on_selector("#transcript", "(e, [a, b]) => { e.focus(); e.setSelectionRange(a, b); }",
                                   [start, start + len(old)])
        if new:
            self.page.keyboard.type(new)
        else:
            self.page.keyboard.press("Delete")


def run(bubbles: str, port: int, screenshot: str | None) -> None:
    server, port = start_server(bubbles, port)
    base = f"http://127.0.0.1:{port}"
    try:
        with urllib.request.urlopen(base + "/v1/looks") as response:
            looks = json.load(response)["looks"]
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                context = browser.new_context(accept_downloads=True, viewport={"width": 1280, "height": 800})
                context.set_default_timeout(TIMEOUT_MS)
                check(Page(context.new_page(), base), looks, screenshot)
            finally:
                browser.close()
    finally:
        server.terminate()
        server.wait(timeout=30)


def check(p: Page, looks: list[str], screenshot: str | None) -> None:
    first = check_load(p, looks, screenshot)
    typed = check_typing(p, first)
    check_problems(p, typed)
    switched = check_look(p, looks, typed)
    check_downloads(p, switched)
    check_editor(p, first)
    expect(not p.errors, "the console has errors: " + "; ".join(p.errors))
    checked("no console errors, no Content-Security-Policy violations")


def check_load(p: Page, looks: list[str], screenshot: str | None) -> bytes:
    """The page loads under its policy, fills the pickers and draws the starting transcript."""
    page = p.page
    response = page.goto(p.base + "/")
    expect(response is not None and response.status == 200, "GET / did not answer 200")
    policy = response.headers.get("content-security-policy", "")
    expect("default-src 'none'" in policy, f"GET / has no strict Content-Security-Policy: {policy!r}")
    p.settle()
    options = page.eval_on_selector_all("#look option", "options => options.map(o => o.value)")
    expect(options == [""] + looks, f"the look picker offers {options}, not the server's looks {looks}")
    src, width, height = p.shown_image()
    expect(bool(src) and width > 0 and height > 0, "the starting transcript shows no image")
    expect(page.text_content("#problems-title") == "No problems",
           f"the starting transcript has problems: {page.text_content('#problems')}")
    shown = page.eval_on_selector("#image", "i => i.getBoundingClientRect().width")
    expect(abs(shown - width / 2) < 0.5, f"the scale-2 image is shown {shown} CSS pixels wide, not its {width / 2} points")
    checked(f"the page loads under its policy, the look picker lists the {len(looks)} looks, "
            f"the starting transcript renders ({width} x {height} px, shown at {shown:.0f} points)")
    if screenshot:
        page.screenshot(path=screenshot)
        checked(f"screenshot saved to {screenshot}")
    return p.last_render()[2]


def check_typing(p: Page, first: bytes) -> bytes:
    """Typing a transcript draws it."""
    page = p.page
    src = p.shown_image()[0]
    before = len(p.renders)
    p.replace_text(TRANSCRIPT)
    p.settle()
    expect(len(p.renders) > before, "typing a transcript sent no render")
    typed, status, typed_bytes = p.last_render()
    expect(status == 200, f"the typed transcript answered {status}: {typed_bytes[:300]!r}")
    expect(typed.post_data == page.input_value("#transcript"), "the last render was not of the text in the editor")
    expect(typed_bytes[:8] == b"\x89PNG\r\n\x1a\n" and typed_bytes != first,
           f"the typed transcript's image is not a new PNG ({len(typed_bytes)} bytes, {typed_bytes[:8]!r}; "
           f"the first was {len(first)} bytes)")
    typed_src, width, height = p.shown_image()
    expect(typed_src != src and width > 0, "the page does not show the new image")
    checked(f"typing a transcript renders a new image ({len(first)} -> {len(typed_bytes)} bytes, {width} x {height} px)")
    return typed_bytes


def check_problems(p: Page, typed: bytes) -> None:
    """Broken JSON and a bad value list their problems at their lines; fixing them draws again."""
    page = p.page
    typed_src = p.shown_image()[0]
    p.edit_line(BROKEN_LINE, "},", "}")
    p.settle()
    where = p.problems()
    expect(bool(where) and where[0].startswith(f"{BROKEN_LINE + 1}:"),
           f"the broken JSON lists {where}, not a problem on line {BROKEN_LINE + 1} (the value after the missing comma)")
    expect(p.shown_image()[0] == typed_src, "the last good image is not kept while the JSON is broken")
    expect(page.is_visible("#stale"), "the page does not say the image is the last good one")
    bad = page.eval_on_selector_all("#gutter .bad", "rows => rows.map(r => r.textContent)")
    expect(bad == [str(BROKEN_LINE + 1)], f"the line numbers mark {bad}, not {BROKEN_LINE + 1}")
    page.click("#problem-list button")
    line = page.eval_on_selector("#transcript", "e => e.value.slice(0, e.selectionStart).split('\\n').length")
    expect(line == BROKEN_LINE + 1, f"clicking the problem put the cursor on line {line}, not {BROKEN_LINE + 1}")
    checked(f"a missing comma lists problem {where[0]}, marks line {BROKEN_LINE + 1}, keeps the last image; "
            "clicking it puts the cursor on that line")

    p.edit_line(BROKEN_LINE, "}", "},")
    p.edit_line(BROKEN_LINE, '"me"', '"bob"')
    p.settle()
    where = p.problems()
    text = page.text_content("#problem-list")
    expect(where and where[0].startswith(f"{BROKEN_LINE}:") and "unknown participant" in text and "messages[1].from" in text,
           f"an unknown participant lists {where}: {text!r}, not line {BROKEN_LINE} and messages[1].from")
    checked(f"an unknown participant lists problem {where[0]} with its path messages[1].from")

    p.edit_line(BROKEN_LINE, '"bob"', '"me"')
    p.settle()
    _, status, fixed = p.last_render()
    expect(status == 200 and fixed == typed, "the fixed transcript does not render the same image again")
    expect(page.text_content("#problems-title") == "No problems", "the fixed transcript still lists problems")
    expect(not page.is_visible("#stale") and p.shown_image()[0] not in ("", typed_src), "the fixed image is not shown")
    checked("fixing it renders the same image again and clears the problems")


def check_look(p: Page, looks: list[str], typed: bytes) -> bytes:
    """Another look draws another image."""
    other = next(look for look in looks if look != "imessage")
    p.page.select_option("#look", other)
    p.settle()
    switched, status, switched_bytes = p.last_render()
    expect(f"theme={other}" in switched.url, f"switching the look rendered {switched.url}")
    expect(status == 200 and switched_bytes != typed, f"the {other} look's image is not a new one")
    checked(f"switching the look to {other} renders a different image ({len(switched_bytes)} bytes)")
    return switched_bytes


def check_downloads(p: Page, shown: bytes) -> None:
    page = p.page
    with page.expect_download() as download:
        page.click("#download-png")
    saved = open(download.value.path(), "rb").read()
    expect(download.value.suggested_filename == "chat.png" and saved == shown,
           "Download PNG did not save the image shown as chat.png")
    with page.expect_download() as download:
        page.click("#download-webp")
    saved = open(download.value.path(), "rb").read()
    expect(download.value.suggested_filename == "chat.webp" and saved[:4] == b"RIFF" and saved[8:12] == b"WEBP",
           "Download WebP did not save a WebP image as chat.webp")
    checked(f"the downloads save chat.png (the image shown) and chat.webp ({len(saved)} bytes)")


def check_editor(p: Page, first: bytes) -> None:
    """The editor's keys, the zoom, the text kept over a reload, Reset."""
    page = p.page
    width = p.shown_image()[1]
    page.click("#zoom")
    shown = page.eval_on_selector("#image", "i => i.getBoundingClientRect().width")
    expect(abs(shown - width) < 0.5, f"1:1 pixels shows the {width}-pixel image {shown} CSS pixels wide")
    page.click("#zoom")
    p.edit_line(2, '"participants"', "")
    page.keyboard.press("Tab")
    value = page.input_value("#transcript")
    expect(value.split("\n")[1].startswith("    : {"), f"Tab did not indent: line 2 is {value.splitlines()[1]!r}")
    page.keyboard.press("Control+z")
    page.keyboard.press("Control+z")
    page.keyboard.press("Control+z")
    p.settle()
    before = len(p.renders)
    page.keyboard.press("Control+Enter")
    p.settle()
    expect(len(p.renders) == before + 1, "Ctrl+Enter did not draw again")
    typed = page.input_value("#transcript")
    page.reload()
    p.settle()
    expect(page.input_value("#transcript") == typed, "a reload did not keep the text typed")
    page.click("#reset")
    p.settle()
    expect(p.last_render()[2] == first, "Reset did not bring back the starting transcript")
    checked("1:1 pixels, Tab, Ctrl+Enter, the text kept over a reload and Reset work")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bubbles", required=True)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    start = time.monotonic()
    print(f"check-playground: {args.bubbles} serve, Chromium {CHROMIUM}", flush=True)
    try:
        run(os.path.abspath(args.bubbles), args.port, args.screenshot)
    except (CheckFailed, PlaywrightError) as error:
        print(f"check-playground: FAILED: {error}", file=sys.stderr)
        sys.exit(1)
    print(f"check-playground: all passed in {time.monotonic() - start:.1f} s")


if __name__ == "__main__":
    main()
