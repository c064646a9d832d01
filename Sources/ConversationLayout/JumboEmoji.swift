/// Messages of one to three emoji and nothing else, which chat apps draw large.
package enum JumboEmoji {
    /// How much larger such messages are drawn.
    package static let scale = 2.0

    /// Whether `text` holds one to three emoji and no other characters but spaces.
    package static func applies(to text: String) -> Bool {
        count(in: text) != nil
    }

    /// How many emoji `text` holds when it holds one to three and no other characters but
    /// spaces; nil otherwise.
    package static func count(in text: String) -> Int? {
        var count = 0
        for character in text where !character.isWhitespace {
            guard character.isEmoji else { return nil }
            count += 1
            if count > 3 { return nil }
        }
        return count > 0 ? count : nil
    }
}

extension Character {
    /// Whether the character is drawn as an emoji: it has a scalar with emoji presentation
    /// (😀, 🇯🇵, 👍🏽, ZWJ families), or an emoji-capable base with U+FE0F or a keycap (❤️, 1️⃣).
    package var isEmoji: Bool {
        let scalars = unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        return scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}")
    }
}
