/// The `<...>` tokens Discord keeps in a message's `content`, which DiscordChatExporter leaves as
/// they are when it exports without markdown processing, and what is shown for each: `<@id>`
/// and `<@!id>` as `@Name` (a user the message mentions; any other stays as written), `<@&id>`
/// as `@role`, `<#id>` as `#channel` (`@deleted-role` and `#deleted-channel`, as the exporter
/// writes them, for those the export does not name), `<:name:id>` and `<a:name:id>` as the
/// emoji of that name when it is a standard one (``SlackEmoji``'s table) and `:name:`
/// otherwise, and `<t:seconds:style>` as the time ``DiscordTimestamp`` writes.
struct DiscordTokens {
    /// The names to show for users' ids.
    var users: [String: String] = [:]
    /// The names of channels by id: the exported channel's, and its thread's parent's.
    var channels: [String: String] = [:]
    /// The names of roles by id, from the roles of the export's authors.
    var roles: [String: String] = [:]
    /// When the message was sent, for the times of `<t:...>`.
    var sent = DiscordTimestamp.Sent(unixSeconds: 0, offsetSeconds: 0)

    /// The text shown for the token starting at `index` of `markup` and ending before `end`,
    /// whether it is a mention of a role or a channel (which a transcript has no entity for;
    /// users' mentions are counted from the message's `mentions`), and where it ends; nil when
    /// none starts there.
    func token(in markup: MarkupScalars, at index: Int, before end: Int) -> (text: String, mention: Bool, end: Int)? {
        guard markup[index] == "<" else { return nil }
        var close = index + 1
        while close < min(end, index + 120), markup[close] != ">", !MarkupScalars.isSpace(markup[close]) { close += 1 }
        guard close > index + 1, markup.scalar(at: close, before: end) == ">" else { return nil }
        let body = String(String.UnicodeScalarView(markup.scalars[index + 1 ..< close]))
        guard let (text, mention) = shown(body) else { return nil }
        return (text, mention, close + 1)
    }

    /// What `body` (a token without its brackets) shows.
    private func shown(_ body: String) -> (String, Bool)? {
        if let id = Self.id(after: "@&", in: body) { return ("@" + (roles[id] ?? "deleted-role"), true) }
        if let id = Self.id(after: "@!", in: body) ?? Self.id(after: "@", in: body) {
            return users[id].map { ("@" + $0, false) }
        }
        if let id = Self.id(after: "#", in: body) { return ("#" + (channels[id] ?? "deleted-channel"), true) }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 3, parts[0].isEmpty || parts[0] == "a", !parts[1].isEmpty, Self.isID(parts[2]) {
            let name = String(parts[1])
            return (SlackEmoji.emoji(named: name) ?? ":\(name):", false)
        }
        if (2...3).contains(parts.count), parts[0] == "t", let seconds = Int(parts[1]) {
            let style = parts.count == 3 ? parts[2] : "f"
            guard style.count == 1, let letter = style.first, let time = DiscordTimestamp.text(seconds, style: letter, sent: sent) else {
                return nil
            }
            return (time, false)
        }
        return nil
    }

    /// The digits after `prefix` when `body` is `prefix` and an id.
    private static func id(after prefix: String, in body: String) -> String? {
        guard body.hasPrefix(prefix) else { return nil }
        let id = body.dropFirst(prefix.count)
        return isID(id) ? String(id) : nil
    }

    private static func isID(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 24 && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
