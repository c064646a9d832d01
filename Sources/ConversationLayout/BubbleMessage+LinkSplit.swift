import Transcript

extension BubbleMessage {
    /// A message with a link preview and more text than the link's URL as the two messages
    /// Messages shows: the rich link alone and the text, without the URL when the text begins
    /// or ends with it, in the text's order (the link first when the text begins with it).
    /// The first of the two keeps what goes at the top of a message ("Forwarded") and the
    /// reactions, the second what goes at its end (the time, "Edited", the receipt). Nil when
    /// there is no link or nothing but the URL to show.
    package func splitLink() -> (first: BubbleMessage, second: BubbleMessage)? {
        guard let link, let text, !link.isWholeText(text) else { return nil }
        var card = self
        card.text = nil
        card.entities = []
        var words = self
        words.link = nil
        let core = text.trimmingWhitespace
        let url = link.url.hasSuffix("/") ? String(link.url.dropLast()) : link.url
        var linkFirst = false
        if let slash = [url + "/", url].first(where: { core.hasSuffix($0) }) {
            let before = text[..<core.index(core.endIndex, offsetBy: -slash.count)]
            let kept = before.reversed().drop(while: \.isWhitespace).count
            words.text = String(before.prefix(kept))
            words.entities = Self.clipped(entities, to: words.text?.utf16.count ?? 0)
        } else if core.hasPrefix(url) {
            linkFirst = true
            var end = core.index(core.startIndex, offsetBy: url.count)
            if text[end...].hasPrefix("/") { end = text.index(after: end) }
            let rest = text[end...].drop(while: \.isWhitespace)
            let removed = text[..<rest.startIndex].utf16.count
            words.text = String(rest)
            words.entities = Self.clipped(entities.map { entity in
                var shifted = entity
                shifted.offset -= removed
                return shifted
            }, to: rest.utf16.count)
        }
        let (first, second) = linkFirst ? (card, words) : (words, card)
        return (first.openingPart, second.closingPart)
    }

    /// A message with a link preview and a text as the two bubbles LINE shows: the text as
    /// sent, the URL kept, and the preview alone under it. The text keeps what goes at the top
    /// of a message and the reactions, the preview what goes at its end. Nil when there is
    /// no link or no text.
    package func splitLinkCard() -> (words: BubbleMessage, card: BubbleMessage)? {
        guard link != nil, text != nil else { return nil }
        var words = self
        words.link = nil
        var card = self
        card.text = nil
        card.entities = []
        return (words.openingPart, card.closingPart)
    }

    /// `entities` cut to the first `length` UTF-16 units; those left empty are dropped.
    private static func clipped(_ entities: [TextEntity], to length: Int) -> [TextEntity] {
        entities.compactMap { entity in
            let start = max(0, entity.offset), end = min(length, entity.offset + entity.length)
            guard end > start else { return nil }
            var kept = entity
            kept.offset = start
            kept.length = end - start
            return kept
        }
    }

    /// The message as the first of two: without its time, receipt and "Edited".
    private var openingPart: BubbleMessage {
        var part = self
        part.time = nil
        part.status = nil
        part.edited = false
        return part
    }

    /// The message as the second of two: without "Forwarded" and the reactions.
    private var closingPart: BubbleMessage {
        var part = self
        part.forwarded = false
        part.forwardedFrom = nil
        part.reactions = []
        return part
    }
}

private extension String {
    var trimmingWhitespace: Substring {
        var core = Substring(self).drop(while: \.isWhitespace)
        while core.last?.isWhitespace == true { core = core.dropLast() }
        return core
    }
}
