/// Slack's message markup as plain text: `<@U024BE7LH>` as `@Ann`, `<#C024BE7LR|general>` as
/// `#general`, `<https://example.com|a link>` as `a link`, `<!here>` as `@here`, and `&lt;`,
/// `&gt;`, `&amp;` decoded.
struct SlackText {
    /// Display names by user id.
    var names: [String: String]

    /// `text` as plain text, with the number of mentions and links it had.
    func plain(_ text: String) -> (text: String, entities: Int) {
        var result = ""
        var entities = 0
        var rest = text[...]
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else {
                rest = rest[open...]
                break
            }
            result += token(rest[rest.index(after: open)..<close])
            entities += 1
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return (Self.unescaped(result), entities)
    }

    /// One `<...>` token without its brackets.
    private func token(_ body: Substring) -> String {
        let parts = body.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let target = parts[0]
        let label = parts.count > 1 ? String(parts[1]) : nil
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
        return label ?? String(target.hasPrefix("mailto:") ? target.dropFirst(7) : target)
    }

    private static func unescaped(_ text: String) -> String {
        text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
    }
}
