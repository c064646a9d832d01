"""A warm headless Chromium used as a render service, the peer scripts/bench-serve measures
`bubbles serve` against: Playwright keeps one browser and N pages open, each 390 CSS pixels
wide at device scale 3 (the pixel width Bubbles draws the chat at); a request sets a page's
content to the chat's HTML (chat_html.page, the page scripts/bench screenshots) and takes a
full-page PNG screenshot. N requests run at once, one per page, as a service's workers would.
"""
import asyncio
import time

from playwright.async_api import async_playwright

FLAGS = ["--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--no-default-browser-check",
         "--disable-extensions", "--mute-audio", "--disable-background-networking", "--disable-sync"]


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise RuntimeError("Chromium's screenshot is not a PNG")
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


async def _throughput(executable: str, html: str, pages: int, requests: int, width: int, scale: int) -> tuple[float, tuple[int, int]]:
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=executable, args=FLAGS)
        try:
            context = await browser.new_context(viewport={"width": width, "height": 844}, device_scale_factor=scale)
            tabs = [await context.new_page() for _ in range(pages)]

            async def render(tab) -> bytes:
                await tab.set_content(html, wait_until="load")
                # The whole page's height, and the chat's width: the bubbles' tails reach past it.
                height = await tab.evaluate("document.documentElement.scrollHeight")
                return await tab.screenshot(full_page=True, type="png", clip={"x": 0, "y": 0, "width": width, "height": height})

            shots = await asyncio.gather(*(render(tab) for tab in tabs))  # warm every page up
            left = [requests]

            async def worker(tab) -> None:
                while left[0] > 0:
                    left[0] -= 1
                    await render(tab)

            start = time.perf_counter()
            await asyncio.gather(*(worker(tab) for tab in tabs))
            elapsed = time.perf_counter() - start
            return requests / elapsed, png_size(shots[0])
        finally:
            await browser.close()


def throughput(executable: str, html: str, pages: int, requests: int, width: int = 390, scale: int = 3) -> tuple[float, tuple[int, int]]:
    """Images per second of `pages` warm pages rendering `html` `requests` times in all, and
    the pixel size of the screenshot."""
    return asyncio.run(_throughput(executable, html, pages, requests, width, scale))
