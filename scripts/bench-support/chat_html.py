"""The HTML page equivalent to a Bubbles transcript, for the Chromium side of scripts/bench.

What someone without Bubbles does today: an iMessage-like page (the widespread CSS bubbles:
17px corner radius, #E9E9EB incoming and #0B84FE outgoing, the tail drawn with two pseudo
elements on the last bubble of a run), Noto Sans 17px with Noto Color Emoji, bubbles at most
75% of a 390 CSS-pixel viewport (tail included, as in Bubbles), screenshotted at device scale factor 3. The page mirrors
Bubbles' imessage layout: 8 px side margins, 12 px top and bottom padding, 2 px between
bubbles of a run and 10 px between runs, times in 12 px grey under the bubble, bold 12 px
separators with 18 px above and 12 px below, one to three emoji alone drawn twice as large
without a bubble. Fonts are local files (fonts-noto-core, fonts-noto-color-emoji); the page
loads nothing from the network.
"""

import html
import unicodedata

CSS = """
* { box-sizing: border-box; }
html, body { margin: 0; background: #FFFFFF; }
body {
  width: 390px; padding: 12px 8px;
  font-family: "Noto Sans", "Noto Color Emoji", sans-serif; font-size: 17px; line-height: normal;
  -webkit-text-size-adjust: none;
}
.row { display: flex; flex-direction: column; }
.row.in { align-items: flex-start; }
.row.out { align-items: flex-end; }
.run { margin-top: 2px; }
.group { margin-top: 10px; }
.after-sep { margin-top: 12px; }
.sep { margin-top: 18px; text-align: center; font-size: 12px; font-weight: bold; color: #8E8E93; }
.first { margin-top: 0; }
.b {
  position: relative; z-index: 0; max-width: calc(75vw - 4px); padding: 6px 10px; border-radius: 17px;
  white-space: pre-wrap; overflow-wrap: anywhere; margin: 0 4px;
}
.in .b { background: #E9E9EB; color: #000000; }
.out .b { background: #0B84FE; color: #FFFFFF; }
.b.tail::before, .b.tail::after { content: ""; position: absolute; z-index: -1; bottom: 0; height: 20px; }
.out .b.tail::before { right: -7px; width: 20px; background: #0B84FE; border-bottom-left-radius: 16px 14px; }
.out .b.tail::after { right: -26px; width: 26px; background: #FFFFFF; border-bottom-left-radius: 10px; }
.in .b.tail::before { left: -7px; width: 20px; background: #E9E9EB; border-bottom-right-radius: 16px 14px; }
.in .b.tail::after { left: -26px; width: 26px; background: #FFFFFF; border-bottom-right-radius: 10px; }
.b.jumbo { background: none !important; font-size: 34px; padding: 0 4px; }
.b.jumbo::before, .b.jumbo::after { display: none; }
.t { font-size: 12px; color: #8E8E93; margin: 2px 10px 0; }
"""


def is_jumbo(text: str) -> bool:
    """One to three emoji and nothing else but spaces (as Bubbles' JumboEmoji decides)."""
    count = 0
    chars = [c for c in text if not c.isspace()]
    i = 0
    while i < len(chars):
        c = chars[i]
        if c in "\u200d\ufe0f\u20e3" or unicodedata.category(c) == "Sk" and "\U0001F3FB" <= c <= "\U0001F3FF":
            i += 1
            continue
        if not (ord(c) >= 0x1F000 or 0x2600 <= ord(c) <= 0x27BF or 0x2190 <= ord(c) <= 0x21FF):
            return False
        count += 1
        i += 1
        if count > 3:
            return False
    return count > 0


def page(transcript: dict) -> str:
    participants = transcript.get("participants", {})
    rows = []
    previous = None  # ("sep", None) or ("msg", sender)
    messages = transcript["messages"]
    for index, m in enumerate(messages):
        first = " first" if index == 0 else ""
        if "separator" in m:
            rows.append(f'<div class="sep{first}">{html.escape(m["separator"])}</div>')
            previous = ("sep", None)
            continue
        sender = m["from"]
        side = "out" if participants.get(sender, {}).get("side") == "outgoing" else "in"
        nxt = messages[index + 1] if index + 1 < len(messages) else None
        last_in_run = not (nxt and nxt.get("from") == sender)
        if previous is None:
            spacing = "first"
        elif previous[0] == "sep":
            spacing = "after-sep"
        else:
            spacing = "run" if previous[1] == sender else "group"
        classes = ["b"]
        if is_jumbo(m["text"]):
            classes.append("jumbo")
        elif last_in_run:
            classes.append("tail")
        time = f'<div class="t">{html.escape(m["time"])}</div>' if "time" in m else ""
        rows.append(f'<div class="row {side} {spacing}"><div class="{" ".join(classes)}">'
                    f'{html.escape(m["text"])}</div>{time}</div>')
        previous = ("msg", sender)
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<meta name=\"viewport\" content=\"width=390\"><style>{CSS}</style></head>\n<body>\n"
            + "\n".join(rows) + "\n</body></html>\n")


if __name__ == "__main__":
    import json
    import sys
    with open(sys.argv[1], encoding="utf-8") as f:
        sys.stdout.write(page(json.load(f)))
