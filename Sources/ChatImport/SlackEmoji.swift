/// Slack's names of the emoji people react with most (`thumbsup`, `+1`, `tada`...), with
/// Slack's skin-tone suffix (`::skin-tone-2` to `::skin-tone-6`). A workspace's custom emoji
/// and the names this table lacks have no emoji here.
enum SlackEmoji {
    /// The emoji Slack names `name` (`thumbsup::skin-tone-3` → 👍🏼), or nil.
    static func emoji(named name: String) -> String? {
        let parts = name.split(separator: ":", omittingEmptySubsequences: true)
        guard let base = parts.first.flatMap({ names[String($0)] }) else { return nil }
        guard parts.count > 1 else { return base }
        guard parts.count == 2, let tone = skinTones[String(parts[1])] else { return nil }
        return String(String.UnicodeScalarView(base.unicodeScalars.filter { $0 != "\u{FE0F}" })) + tone
    }

    private static let skinTones = [
        "skin-tone-2": "\u{1F3FB}", "skin-tone-3": "\u{1F3FC}", "skin-tone-4": "\u{1F3FD}", "skin-tone-5": "\u{1F3FE}",
        "skin-tone-6": "\u{1F3FF}",
    ]

    private static let names: [String: String] = [
        "+1": "👍", "thumbsup": "👍", "-1": "👎", "thumbsdown": "👎", "heart": "❤️", "joy": "😂", "smile": "😄",
        "smiley": "😃", "grinning": "😀", "laughing": "😆", "satisfied": "😆", "sweat_smile": "😅", "rolling_on_the_floor_laughing": "🤣",
        "slightly_smiling_face": "🙂", "wink": "😉", "blush": "😊", "heart_eyes": "😍", "thinking_face": "🤔", "open_mouth": "😮",
        "astonished": "😲", "cry": "😢", "sob": "😭", "rage": "😡", "scream": "😱", "exploding_head": "🤯", "partying_face": "🥳",
        "sunglasses": "😎", "see_no_evil": "🙈", "tada": "🎉", "fire": "🔥", "eyes": "👀", "pray": "🙏", "clap": "👏",
        "raised_hands": "🙌", "ok_hand": "👌", "wave": "👋", "muscle": "💪", "point_up": "☝️", "facepalm": "🤦", "shrug": "🤷",
        "100": "💯", "white_check_mark": "✅", "heavy_check_mark": "✔️", "x": "❌", "rocket": "🚀", "star": "⭐", "sparkles": "✨",
        "bulb": "💡", "boom": "💥", "warning": "⚠️", "question": "❓", "exclamation": "❗", "heavy_plus_sign": "➕",
        "coffee": "☕", "beers": "🍻", "pizza": "🍕", "cake": "🍰", "trophy": "🏆", "moneybag": "💰", "memo": "📝",
        "broken_heart": "💔", "purple_heart": "💜", "blue_heart": "💙", "green_heart": "💚", "yellow_heart": "💛", "orange_heart": "🧡",
        "pushpin": "📌", "raised_hand": "✋", "v": "✌️", "crossed_fingers": "🤞", "handshake": "🤝",
    ]
}
