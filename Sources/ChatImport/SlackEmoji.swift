/// Slack's emoji names (`thumbsup`, `+1`, `tada`, `partying_face`), as Slack writes them in a
/// message's text (`:tada:`) and its reactions, with Slack's skin-tone suffix
/// (`::skin-tone-2` to `::skin-tone-6`). The names are ``generatedTable``, which
/// `scripts/generate-slack-emoji` writes from EmojiOne's index and Unicode's CLDR names; a
/// workspace's custom emoji and the names it lacks have no emoji here.
enum SlackEmoji {
    /// The emoji Slack names `name` (`thumbsup::skin-tone-3` → 👍🏼), or nil. A lone emoji
    /// whose default look is text gets U+FE0F, so that it is drawn in colour.
    static func emoji(named name: String) -> String? {
        let parts = name.split(separator: ":", omittingEmptySubsequences: true)
        guard let base = parts.first.flatMap({ names[String($0)] }).map(\.presentedAsEmoji) else { return nil }
        guard parts.count > 1 else { return base }
        guard parts.count == 2, let tone = skinTones[String(parts[1])] else { return nil }
        return String(String.UnicodeScalarView(base.unicodeScalars.filter { $0 != "\u{FE0F}" })) + tone
    }

    /// The emoji of a `:name:` (or `:name::skin-tone-N:`) starting at `index` of `markup`,
    /// ending before `end`, and where it ends; nil when none starts there or its name is unknown.
    static func shortcode(in markup: MarkupScalars, at index: Int, before end: Int) -> (emoji: String, end: Int)? {
        guard markup[index] == ":", let close = nameEnd(in: markup, from: index + 1, before: end) else { return nil }
        var name = String(String.UnicodeScalarView(markup.scalars[index + 1 ..< close]))
        var last = close
        if markup.has(":skin-tone-", at: close + 1, before: end), let toneEnd = nameEnd(in: markup, from: close + 2, before: end) {
            name += "::" + String(String.UnicodeScalarView(markup.scalars[close + 2 ..< toneEnd]))
            last = toneEnd
        }
        guard let emoji = emoji(named: name) else { return nil }
        return (emoji, last + 1)
    }

    /// Where the `:` closing a name that starts at `start` is: after 1 to 100 of the letters,
    /// digits and `_+-'` names are made of.
    private static func nameEnd(in markup: MarkupScalars, from start: Int, before end: Int) -> Int? {
        var close = start
        while close < min(end, start + 100), let scalar = markup.scalar(at: close, before: end),
              ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "_+-'".unicodeScalars.contains(scalar) {
            close += 1
        }
        return close > start && markup.scalar(at: close, before: end) == ":" ? close : nil
    }

    private static let skinTones = [
        "skin-tone-2": "\u{1F3FB}", "skin-tone-3": "\u{1F3FC}", "skin-tone-4": "\u{1F3FD}", "skin-tone-5": "\u{1F3FE}",
        "skin-tone-6": "\u{1F3FF}",
    ]

    /// ``generatedTable`` read once.
    private static let names: [String: String] = {
        var names: [String: String] = [:]
        for line in generatedTable.split(separator: "\n") {
            let pair = line.split(separator: " ", maxSplits: 1)
            if pair.count == 2 { names[String(pair[0])] = String(pair[1]) }
        }
        return names
    }()
}
