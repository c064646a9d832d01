import StrictJSON
import Transcript

/// DiscordChatExporter's JSON export of one channel: `messages[]` with `author`, `content`
/// (Discord's markdown, read into entities by ``DiscordMarkdown``, mentions of `mentions[]`
/// shown as `@Name`),
/// `attachments`, `embeds` (a bot's, drawn as a card by `DiscordEmbed`), `reactions` (each
/// `emoji.name` and `count`, and `users` when the exporter wrote them) and `reference` (the
/// message a reply answers). A thread's first message (`ThreadStarterMessage`) that only
/// repeats the message the thread started from is left out.
enum DiscordExport {
    /// The chat in `root`, the parsed export.
    static func chat(_ root: JSONCursor) throws(Diagnostic) -> ImportedChat {
        var chat = ImportedChat()
        let messages = try root.required("messages").elements()
        var tokens = try tokens(root, messages: messages)
        var exportedIDs: Set<String> = []
        for node in messages {
            if let id = try node.member("id")?.identifier() { exportedIDs.insert(id) }
        }
        for node in messages {
            let timestamp = try node.required("timestamp")
            let date = try timestamp.date()
            let type = try node.string("type") ?? "Default"
            if type == "ThreadStarterMessage", try isRepeat(node, exportedIDs: exportedIDs) { continue }
            let authorNode = try node.required("author")
            var name = try authorNode.string("nickname") ?? ""
            if name.isEmpty { name = try authorNode.required("name").string() }
            var content = try node.string("content") ?? ""
            guard type == "Default" || type == "Reply" || type == "ThreadStarterMessage" else {
                chat.entries.append(ImportedChat.Entry(date: date, content: .system(systemText(type: type, name: name, content: content))))
                continue
            }
            var dropped = DroppedKeys()
            // A reference without the message's id (a reply to a deleted message) cannot be shown;
            // a thread's first message refers to the message it repeats, in another channel.
            let reference = type == "ThreadStarterMessage" ? nil : try node.member("reference")
            let replyTo = try reference?.member("messageId")?.identifier()
            if reference != nil, replyTo == nil { dropped.replies = 1 }
            var reactions: [ImportedChat.Reaction] = []
            for reaction in try node.elements("reactions") {
                // A server's own emoji has an id and a name that is no Unicode emoji: left out.
                let emoji = try reaction.member("emoji")?.string("name") ?? ""
                var authors: [String] = []
                for user in try reaction.elements("users") { authors.append(try user.required("id").identifier()) }
                reactions.append(ImportedChat.Reaction(emoji: emoji, count: try reaction.member("count")?.count() ?? 1, authors: authors))
            }
            let mentions = try node.elements("mentions")
            var names: [String: String] = [:]
            for mention in mentions {
                let id = try mention.required("id").identifier()
                var shown = try mention.string("nickname") ?? ""
                if shown.isEmpty { shown = try mention.string("name") ?? id }
                names[id] = shown
            }
            tokens.users = names
            tokens.sent = DiscordTimestamp.Sent(timestamp: try timestamp.string(), date: date)
            let rich = DiscordMarkdown(tokens: tokens).read(content)
            content = rich.text
            dropped.entities = mentions.count + rich.unmapped
            dropped.stickers = try node.elements("stickers").count
            let attachments = try node.elements("attachments")
            var attachment: ImportedChat.Attachment?
            var extra: [String] = []
            for (index, file) in attachments.enumerated() {
                let url = try file.required("url").string()
                let fileName = try file.string("fileName") ?? url.split(separator: "/").last.map(String.init) ?? url
                if index == 0 {
                    attachment = ImportedChat.Attachment(path: isRemote(url) ? nil : url, placeholder: "📎 " + fileName)
                } else {
                    extra.append("📎 " + fileName)
                }
            }
            if dropped.stickers > 0, content.isEmpty, attachment == nil {
                let sticker = try node.elements("stickers")[0].string("name") ?? "Sticker"
                extra.append(sticker)
            }
            let text = ([content] + extra).filter { !$0.isEmpty }.joined(separator: "\n")
            // A bot's embed under the text, as Discord draws it; one card a message, the rest counted.
            var card: MessageCard?
            for embed in try node.elements("embeds") {
                if card == nil, attachment == nil, let first = try DiscordEmbed.card(of: embed, tokens: tokens) {
                    card = first
                } else {
                    dropped.undrawn["embed", default: 0] += 1
                }
            }
            guard !text.isEmpty || attachment != nil || card != nil else {
                if !dropped.undrawn.isEmpty {
                    chat.entries.append(ImportedChat.Entry(date: date, content: .undrawn, dropped: dropped))
                }
                continue
            }
            let key = try authorNode.required("id").identifier()
            let author = chat.author(key: key, name: name)
            let edited = try node.member("timestampEdited") != nil
            chat.entries.append(ImportedChat.Entry(date: date, content: .message(author: author, text: text, attachment: attachment),
                                                   dropped: dropped, edited: edited, entities: rich.entities, reactions: reactions,
                                                   id: try node.member("id")?.identifier(), replyTo: replyTo, card: card))
        }
        return chat
    }

    /// The names `<#id>` and `<@&id>` show: the exported channel's (and a thread's parent's,
    /// `channel.categoryId` and `category`), and the roles of every author.
    private static func tokens(_ root: JSONCursor, messages: [JSONCursor]) throws(Diagnostic) -> DiscordTokens {
        var tokens = DiscordTokens()
        if let channel = try root.member("channel") {
            if let id = try channel.member("id")?.identifier(), let name = try channel.string("name") { tokens.channels[id] = name }
            if let id = try channel.member("categoryId")?.identifier(), let name = try channel.string("category") {
                tokens.channels[id] = tokens.channels[id] ?? name
            }
        }
        for node in messages {
            for role in try node.member("author")?.elements("roles") ?? [] {
                if let id = try role.member("id")?.identifier(), let name = try role.string("name") { tokens.roles[id] = name }
            }
        }
        return tokens
    }

    /// Whether a thread's first message, which repeats the message the thread was started
    /// from, has nothing of its own or repeats one the export holds.
    private static func isRepeat(_ node: JSONCursor, exportedIDs: Set<String>) throws(Diagnostic) -> Bool {
        if let parent = try node.member("reference")?.member("messageId")?.identifier(), exportedIDs.contains(parent) { return true }
        let content = try node.string("content") ?? ""
        let attachments = try node.elements("attachments")
        return content.isEmpty && attachments.isEmpty
    }

    /// An attachment the export links to rather than downloaded (`https://cdn.discordapp.com/...`).
    private static func isRemote(_ url: String) -> Bool {
        url.hasPrefix("https://") || url.hasPrefix("http://")
    }

    /// `Ann joined the server`, `Ann pinned a message`, or the type's name in words.
    private static func systemText(type: String, name: String, content: String) -> String {
        switch type {
        case "GuildMemberJoin": return "\(name) joined the server"
        case "ChannelPinnedMessage": return "\(name) pinned a message"
        case "RecipientAdd": return "\(name) added someone to the group"
        case "RecipientRemove": return "\(name) left the group"
        case "Call": return "\(name) started a call"
        case "ChannelNameChange": return content.isEmpty ? "\(name) renamed the channel" : "\(name) renamed the channel to \(content)"
        case "ThreadCreated": return content.isEmpty ? "\(name) started a thread" : "\(name) started a thread: \(content)"
        default: return content.isEmpty ? "\(name): \(type)" : content
        }
    }
}
