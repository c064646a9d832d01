"""Deterministic test conversations for scripts/bench.

Every transcript is an iMessage-themed chat between two people ("me", outgoing, and "ann",
incoming) at 390 points and scale 3, with realistic mixed texts: one-word replies, long
paragraphs that wrap, multi-line messages, a few emoji (some emoji-only "jumbo" messages), a
separator about every 15 messages and a `time` under some bubbles. The same (count, seed)
always gives the same transcript, byte for byte.
"""

import json
import random

SHORT = [
    "ok", "Sure!", "lol", "Yes!!", "On my way", "haha 😂", "Nope", "Thanks!", "Sounds good 👍",
    "wait what", "Love it ❤️", "Omw", "Got it", "Perfect.", "brb", "Same here", "Cool cool",
    "Really?", "No worries", "Deal 🤝",
]
MEDIUM = [
    "Did you see the dog at the park this morning?",
    "The tiny one with the red scarf 🧣",
    "Can you pick up some milk on the way home?",
    "I think the meeting moved to 3 pm, not sure though.",
    "Just landed! Waiting for the bags now ✈️",
    "Did you book the table for Saturday?",
    "Running ten minutes late, sorry 🙏",
    "Happy birthday!! 🎉 Hope it's a great one",
    "That new place on Elm Street is actually really good",
    "Send me the photos from yesterday when you can",
    "My train is delayed again, classic",
    "Do we still need anything for the party?",
    "I'll call you after lunch",
    "Can't believe it's already December",
    "The kids loved the museum, thank you for the tip!",
    "Where did you park?",
]
LONG = [
    "I think it belongs to the new neighbours. Should we ask them if we can take it for a walk "
    "some time? It looked like it had way too much energy for that tiny garden.",
    "So the plan is: we leave around 8, stop for coffee somewhere after the bridge, and try to "
    "get to the cabin before the rain starts. If the road is closed again we take the long way "
    "through the village.",
    "Honestly the best part of the trip was the food. Every single place we tried was amazing, "
    "and the little bakery next to the hotel had the best croissants I have ever had 🥐",
    "Quick reminder that the landlord is coming on Thursday to look at the heating, so someone "
    "needs to be home between 10 and 12. I can do it if you can't.",
    "I finally finished the book you lent me. The ending was not at all what I expected, we "
    "need to talk about it over dinner this week.",
    "The report is almost done, I just need the numbers from the last quarter and a final "
    "read-through. Should be in your inbox by tonight at the latest.",
]
MULTILINE = [
    "Shopping list:\n- eggs\n- bread\n- tomatoes\n- coffee ☕",
    "Flight details\nDeparts 07:15 from gate B12\nArrives 09:40",
    "Address:\n14 Harbour Road\nFlat 3B\nBuzzer doesn't work, just call",
    "Ha!\n\nThat's exactly what I said 😄",
    "Line one of the poem\nline two, a little longer than the first one\nand the last line",
]
JUMBO = ["😂", "👍", "❤️", "😍😍", "🎉🎉🎉", "🙌"]
TIMES_ME = ["Delivered", "Read 09:44", "Read 12:03", "Delivered"]
TIMES_ANN = ["09:41", "12:30", "18:05", "21:17"]
DAYS = ["Today 09:41", "Yesterday 18:22", "Monday 12:04", "Saturday 10:15", "Dec 3, 2025 at 20:41"]


def _text(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.30:
        return rng.choice(SHORT)
    if r < 0.70:
        return rng.choice(MEDIUM)
    if r < 0.85:
        return rng.choice(LONG)
    if r < 0.95:
        return rng.choice(MULTILINE)
    return rng.choice(JUMBO)


def transcript(count: int, seed: int = 0) -> dict:
    """A conversation of `count` messages, plus its separators."""
    rng = random.Random(f"bubbles-bench-{count}-{seed}")
    messages = []
    sender = "ann"
    next_separator = 0
    sent = 0
    while sent < count:
        if len(messages) == next_separator:
            messages.append({"separator": DAYS[(len(messages) // 15 + seed) % len(DAYS)]})
            next_separator += rng.randint(13, 17)
            continue
        # Runs of one to three messages from the same sender.
        if rng.random() < 0.55:
            sender = "me" if sender == "ann" else "ann"
        message = {"from": sender, "text": _text(rng)}
        if rng.random() < 0.12:
            message["time"] = rng.choice(TIMES_ME if sender == "me" else TIMES_ANN)
        messages.append(message)
        sent += 1
    return {
        "version": 1,
        "theme": "imessage",
        "appearance": "light",
        "width": 390,
        "scale": 3,
        "participants": {
            "me": {"name": "Me", "side": "outgoing"},
            "ann": {"name": "Ann"},
        },
        "messages": messages,
    }


def write(path: str, count: int, seed: int = 0) -> dict:
    data = transcript(count, seed)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return data


if __name__ == "__main__":
    import sys
    print(json.dumps(transcript(int(sys.argv[1]) if len(sys.argv) > 1 else 20), ensure_ascii=False, indent=1))
