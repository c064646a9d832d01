/// Slack's message markup (mrkdwn) read as text and entities, the way pocka's
/// slack-message-parser reads it: `*bold*`, `_italic_`, `~strikethrough~`, `` `code` `` and
/// ```` ```pre``` ```` become entities, and the rest becomes plain text: `<@U024BE7LH>` as
/// `@Ann`, `<#C024BE7LR|general>` as `#general`, `<https://example.com|a link>` as `a link`,
/// `<!here>` as `@here`, `:tada:` and `:thumbsup::skin-tone-3:` as their emoji
/// (``SlackEmoji``), and `&lt;`, `&gt;`, `&amp;` decoded.
///
/// Slack's rules: a marker opens at the start of the text or after a space or one of
/// `.,([{!?-=` and closes before a space, the end or punctuation, so `a*b*c` stays as written;
/// its text hugs the markers and holds no line break (only ```` ``` ```` spans lines) and no
/// marker of its own kind. Spans nest (`*_both_*`); nothing inside code is a marker. Lines
/// starting `>`, and `>>>` to the end, lose their markers and keep their text plain: a
/// transcript has no quote. Mentions, links and quotes are counted in ``RichText/unmapped``.
struct SlackText {
    /// Display names by user id.
    var names: [String: String]

    /// `text`, a message's `text` as the export has it, read.
    func read(_ text: String) -> RichText {
        var reader = Reader(markup: MarkupScalars(text), slack: self)
        reader.read(0 ..< reader.markup.scalars.count)
        return reader.output
    }

    /// The text shown for one `<...>` token, given without its brackets.
    func token(_ body: Substring) -> String {
        let parts = body.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let target = parts[0]
        let label = parts.count > 1 ? Self.unescaped(parts[1]) : nil
        if target.hasPrefix("@") {
            let id = String(target.dropFirst())
            return "@" + (names[id] ?? label ?? id)
        }
        if target.hasPrefix("#") {
            return "#" + (label ?? String(target.dropFirst()))
        }
        if target.hasPrefix("!") {
            if let label { return label }
            let name = target.dropFirst().split(separator: "^").first.map(String.init) ?? ""
            return "@" + name
        }
        return label ?? Self.unescaped(target.hasPrefix("mailto:") ? target.dropFirst(7) : target)
    }

    /// Slack's three escapes, `&lt;`, `&gt;` and `&amp;`, with the characters they stand for.
    static let escapes: [(text: String, scalar: Unicode.Scalar)] = [("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")]

    private static func unescaped(_ text: Substring) -> String {
        String(text).replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    }
}
