import Transcript

extension BubbleMessage {
    /// The value of a die sent alone, as Telegram exports one: a generic card whose icon is
    /// 🎲 and whose title is the value, 1 to 6, with no text, picture, link or quote beside
    /// it; nil for anything else.
    package var dieValue: Int? {
        guard case .generic(let generic) = card, generic.icon == "🎲", let value = Int(generic.title), (1...6).contains(value),
              text == nil, image == nil, link == nil, quote == nil, sticker == nil else { return nil }
        return value
    }
}
