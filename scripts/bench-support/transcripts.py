"""Deterministic test conversations and string catalogs for scripts/bench.

Every transcript is an iMessage-themed chat between two people ("me", outgoing, and "ann",
incoming) at 390 points and scale 3, with realistic mixed texts: one-word replies, long
paragraphs that wrap, multi-line messages, a few emoji (some emoji-only "jumbo" messages), a
separator about every 15 messages and a `time` under some bubbles. The same (count, seed)
always gives the same transcript, byte for byte. A catalog (for `bubbles preview`) is a JSON
map of keys to sentences in twelve locales, five of them in other scripts than Latin.
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


def _text(rng: random.Random, short: bool) -> str:
    r = rng.random() * (0.30 if short else 1.0)
    if r < 0.30:
        return rng.choice(SHORT)
    if r < 0.70:
        return rng.choice(MEDIUM)
    if r < 0.85:
        return rng.choice(LONG)
    if r < 0.95:
        return rng.choice(MULTILINE)
    return rng.choice(JUMBO)


def transcript(count: int, seed: int = 0, entries: int | None = None, short: bool = False) -> dict:
    """A conversation of `count` messages, plus its separators; of `entries` entries in all
    (messages and separators) when given; with short replies only when `short` (the texts of
    100,000 entries of the usual mix would be more than the 1,000,000 characters a transcript
    may hold)."""
    rng = random.Random(f"bubbles-bench-{count}-{seed}")
    messages = []
    sender = "ann"
    next_separator = 0
    sent = 0
    while sent < count and len(messages) != entries:
        if len(messages) == next_separator:
            messages.append({"separator": DAYS[(len(messages) // 15 + seed) % len(DAYS)]})
            next_separator += rng.randint(13, 17)
            continue
        # Runs of one to three messages from the same sender.
        if rng.random() < 0.55:
            sender = "me" if sender == "ann" else "ann"
        message = {"from": sender, "text": _text(rng, short)}
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


def write(path: str, count: int, seed: int = 0, entries: int | None = None, short: bool = False) -> dict:
    data = transcript(count, seed, entries, short)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return data


PHRASES = {
    "en": ["Your changes were saved.", "Delete this conversation?", "New messages", "Try again later.",
           "Invite your friends to join the group", "This photo could not be sent because the connection was lost."],
    "de": ["Deine Änderungen wurden gespeichert.", "Diese Unterhaltung löschen?", "Neue Nachrichten",
           "Versuche es später noch einmal.", "Lade deine Freunde in die Gruppe ein",
           "Dieses Foto konnte nicht gesendet werden, weil die Verbindung unterbrochen wurde."],
    "fr": ["Vos modifications ont été enregistrées.", "Supprimer cette conversation ?", "Nouveaux messages",
           "Réessayez plus tard.", "Invitez vos amis à rejoindre le groupe",
           "Cette photo n'a pas pu être envoyée car la connexion a été perdue."],
    "es": ["Se guardaron los cambios.", "¿Eliminar esta conversación?", "Mensajes nuevos", "Inténtalo más tarde.",
           "Invita a tus amigos a unirse al grupo", "No se pudo enviar esta foto porque se perdió la conexión."],
    "pt-BR": ["Suas alterações foram salvas.", "Apagar esta conversa?", "Novas mensagens", "Tente novamente mais tarde.",
              "Convide seus amigos para o grupo", "Não foi possível enviar esta foto porque a conexão caiu."],
    "ru": ["Изменения сохранены.", "Удалить этот разговор?", "Новые сообщения", "Повторите попытку позже.",
           "Пригласите друзей в группу", "Не удалось отправить фото: соединение было потеряно."],
    "pl": ["Zmiany zostały zapisane.", "Usunąć tę rozmowę?", "Nowe wiadomości", "Spróbuj ponownie później.",
           "Zaproś znajomych do grupy", "Nie udało się wysłać zdjęcia, ponieważ połączenie zostało przerwane."],
    "ar": ["تم حفظ التغييرات.", "حذف هذه المحادثة؟", "رسائل جديدة", "حاول مرة أخرى لاحقًا.",
           "ادعُ أصدقاءك للانضمام إلى المجموعة", "تعذّر إرسال هذه الصورة لأن الاتصال انقطع."],
    "hi": ["आपके बदलाव सहेज लिए गए।", "यह बातचीत हटाएँ?", "नए संदेश", "बाद में फिर से कोशिश करें।",
           "अपने दोस्तों को समूह में आमंत्रित करें", "कनेक्शन टूट जाने के कारण यह फ़ोटो नहीं भेजी जा सकी।"],
    "ja": ["変更を保存しました。", "この会話を削除しますか？", "新着メッセージ", "後でもう一度お試しください。",
           "友達をグループに招待しましょう", "接続が切れたため、この写真を送信できませんでした。"],
    "zh-Hans": ["已保存你的更改。", "删除此对话？", "新消息", "请稍后再试。", "邀请你的朋友加入群组",
                "由于连接中断，无法发送此照片。"],
    "ko": ["변경 사항이 저장되었습니다.", "이 대화를 삭제할까요?", "새 메시지", "나중에 다시 시도하세요.",
           "친구를 그룹에 초대하세요", "연결이 끊어져 이 사진을 보낼 수 없습니다."],
}


def catalog(keys: int, seed: int = 0) -> dict:
    """A JSON map `{"locale": {"key": "text"}}` of `keys` keys in the twelve locales of PHRASES:
    each text one to three of the locale's phrases, the same choice in every locale."""
    rng = random.Random(f"bubbles-bench-catalog-{keys}-{seed}")
    choices = [[rng.randrange(6) for _ in range(rng.choice([1, 1, 2, 3]))] for _ in range(keys)]
    return {locale: {f"key.{index:05d}": " ".join(phrases[i] for i in picked) for index, picked in enumerate(choices)}
            for locale, phrases in PHRASES.items()}


if __name__ == "__main__":
    import sys
    print(json.dumps(transcript(int(sys.argv[1]) if len(sys.argv) > 1 else 20), ensure_ascii=False, indent=1))
