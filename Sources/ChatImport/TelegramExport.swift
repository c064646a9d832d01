import StrictJSON
import Transcript

/// Telegram Desktop's JSON export of one chat: `result.json`, its photos in `photos/` and
/// other files beside it.
enum TelegramExport {
    /// The chat in `root`, the parsed `result.json`.
    static func chat(_ root: JSONCursor) throws(Diagnostic) -> ImportedChat {
        if try root.member("chats") != nil, try root.member("messages") == nil {
            throw root.problem("this is a whole-account export; export a single chat (its result.json has \"messages\")")
        }
        var chat = ImportedChat()
        // Unsupported messages before the first entry with a date (they have none).
        var undated = DroppedKeys()
        for node in try root.required("messages").elements() {
            let type = try node.string("type") ?? "message"
            guard type == "message" || type == "service" else {
                // Telegram Desktop writes `"type": "unsupported"` and the id alone for a message it could not read.
                let unsupported = DroppedKeys(undrawn: ["unsupported message": 1])
                if let date = try node.member("date")?.date() ?? chat.entries.last?.date {
                    chat.entries.append(ImportedChat.Entry(date: date, content: .undrawn, dropped: unsupported))
                } else {
                    undated = undated + unsupported
                }
                continue
            }
            let date = try node.required("date").date()
            if type == "service" {
                let actor = try node.string("actor")
                let action = try node.string("action") ?? "service message"
                chat.entries.append(ImportedChat.Entry(date: date, content: .system(serviceText(actor: actor, action: action, node: node))))
                continue
            }
            let name = try node.string("from") ?? "Deleted Account"
            let key = try node.member("from_id")?.identifier() ?? name
            let author = chat.author(key: key, name: name)
            var dropped = DroppedKeys()
            let (text, entities) = try text(of: node, unmapped: &dropped.entities)
            let reactions = try reactions(of: node)
            let attachment = try attachment(of: node)
            let card = attachment == nil ? try TelegramCards.card(of: node) : nil
            for (key, kind) in undrawnMedia {
                if try node.has(key) { dropped.undrawn[kind, default: 0] += 1 }
            }
            guard !text.isEmpty || attachment != nil || card != nil else {
                if dropped.undrawn.isEmpty { dropped.undrawn["empty message"] = 1 }
                chat.entries.append(ImportedChat.Entry(date: date, content: .undrawn, dropped: dropped))
                continue
            }
            let edited = try node.member("edited") != nil
            chat.entries.append(ImportedChat.Entry(date: date, content: .message(author: author, text: text, attachment: attachment),
                                                   dropped: dropped, edited: edited, forwarded: try node.has("forwarded_from"),
                                                   forwardedFrom: try node.string("forwarded_from"), entities: entities,
                                                   reactions: reactions, id: try node.member("id")?.identifier(),
                                                   replyTo: try node.member("reply_to_message_id")?.identifier(), card: card))
        }
        if !undated.isEmpty {
            if chat.entries.isEmpty {
                chat.notes += [undated.undrawnNote].compactMap { $0 }
            } else {
                chat.entries[0].dropped = chat.entries[0].dropped + undated
            }
        }
        return chat
    }

    /// The keys of the media a transcript does not draw, and the kind each is counted as.
    private static let undrawnMedia = [("giveaway_information", "giveaway"), ("giveaway_results", "giveaway result"),
                                       ("paid_stars_amount", "paid media post")]

    /// `reactions`: `{"type": "emoji", "count", "emoji", "recent": [{"from", "from_id"}]}`; a
    /// custom emoji (`"type": "custom_emoji"`) or a paid star has no emoji, and is left out.
    private static func reactions(of node: JSONCursor) throws(Diagnostic) -> [ImportedChat.Reaction] {
        var reactions: [ImportedChat.Reaction] = []
        for reaction in try node.elements("reactions") {
            let count = try reaction.member("count")?.count() ?? 1
            var emoji = ""
            if try reaction.string("type") ?? "emoji" == "emoji" { emoji = try reaction.string("emoji") ?? "" }
            var authors: [String] = []
            for recent in try reaction.elements("recent") {
                if let id = try recent.member("from_id")?.identifier() { authors.append(id) }
            }
            reactions.append(ImportedChat.Reaction(emoji: emoji, count: count, authors: authors))
        }
        return reactions
    }

    /// `text` as a string or an array of strings and `{"type", "text"}` runs, with the
    /// formatted runs (from `text_entities` when the export has it) as entities; counts in
    /// `unmapped` the runs a transcript has no entity for (custom emoji, block quotes).
    private static func text(of node: JSONCursor, unmapped: inout Int) throws(Diagnostic) -> (String, [TextEntity]) {
        guard let text = try node.member("text") else { return ("", []) }
        var runs: [JSONCursor] = []
        var plain = text.value.stringValue
        if plain == nil {
            runs = try text.elements()
            var joined = ""
            for part in runs { joined += try runText(part) }
            plain = joined
        }
        if try node.member("text_entities") != nil { runs = try node.elements("text_entities") }
        let whole = plain ?? ""
        var entities: [TextEntity] = []
        var offset = 0
        var joined = ""
        for run in runs {
            let piece = try runText(run)
            let length = piece.utf16.count
            joined += piece
            defer { offset += length }
            guard run.value.stringValue == nil, let type = try run.string("type"), type != "plain", length > 0 else { continue }
            guard let entity = try entity(type: type, offset: offset, length: length, run: run) else {
                unmapped += 1
                continue
            }
            entities.append(entity)
        }
        guard joined == whole else {
            unmapped += entities.count
            return (whole, [])
        }
        return (whole, entities)
    }

    /// A run's text: the run itself when it is a string, else its `"text"`.
    private static func runText(_ run: JSONCursor) throws(Diagnostic) -> String {
        if let plain = run.value.stringValue { return plain }
        return try run.required("text").string()
    }

    /// The transcript entity for a run of Telegram's `type`, or nil when there is none.
    private static func entity(type: String, offset: Int, length: Int, run: JSONCursor) throws(Diagnostic) -> TextEntity? {
        let kind = type == "mention_name" ? .mention : TextEntity.Kind(name: type)
        switch kind {
        case nil: return nil
        case .textLink?:
            guard let url = try run.string("href") else { return nil }
            return TextEntity(type: .textLink, offset: offset, length: length, url: url)
        case .pre?:
            let language = try run.string("language").flatMap { $0.isEmpty ? nil : $0 }
            return TextEntity(type: .pre, offset: offset, length: length, language: language)
        case let kind?:
            return TextEntity(type: kind, offset: offset, length: length)
        }
    }

    /// The photo, sticker or file of a message.
    private static func attachment(of node: JSONCursor) throws(Diagnostic) -> ImportedChat.Attachment? {
        if let photo = try node.string("photo") {
            return ImportedChat.Attachment(path: includedFile(photo), placeholder: "📷 Photo")
        }
        let mediaType = try node.string("media_type")
        if mediaType == "sticker" {
            // Animated (`.tgs`) and video (`.webm`) stickers are no image a transcript draws.
            let file = try node.string("file").flatMap(includedFile)
            let emoji = try node.string("sticker_emoji") ?? "Sticker"
            return ImportedChat.Attachment(path: file, placeholder: emoji, isSticker: true)
        }
        guard let file = try node.string("file") else { return nil }
        let name = try node.string("file_name") ?? file.split(separator: "/").last.map(String.init) ?? file
        let title = try node.string("title")
        let placeholder: String
        switch mediaType {
        case "voice_message": placeholder = "🎤 Voice message"
        case "video_message", "video_file": placeholder = "🎬 Video"
        case "audio_file": placeholder = "🎵 " + (title ?? name)
        case "animation": placeholder = "GIF"
        default: placeholder = "📎 " + name
        }
        return ImportedChat.Attachment(path: includedFile(file), placeholder: placeholder)
    }

    /// The path, unless it is the "(File not included. ...)" note of an export made without
    /// media.
    private static func includedFile(_ path: String) -> String? {
        path.hasPrefix("(File ") ? nil : path
    }

    /// `Ann created the group «Trip»`, `Ann pinned a message`, or the action's name in words.
    private static func serviceText(actor: String?, action: String, node: JSONCursor) -> String {
        let who = actor ?? "Someone"
        let title = (try? node.string("title")) ?? nil
        let members = ((try? node.elements("members")) ?? []).compactMap { try? $0.string() }
        switch action {
        case "create_group", "migrate_to_supergroup", "create_channel":
            return title.map { "\(who) created the group «\($0)»" } ?? "\(who) created the group"
        case "edit_group_title":
            return title.map { "\(who) changed the group name to «\($0)»" } ?? "\(who) changed the group name"
        case "edit_group_photo": return "\(who) changed the group photo"
        case "invite_members":
            return members.isEmpty ? "\(who) added members" : "\(who) added \(members.joined(separator: ", "))"
        case "remove_members":
            return members.isEmpty ? "\(who) removed members" : "\(who) removed \(members.joined(separator: ", "))"
        case "join_group_by_link": return "\(who) joined the group via invite link"
        case "pin_message": return "\(who) pinned a message"
        case "phone_call": return "\(who) called"
        case "clear_history": return "History was cleared"
        default: return "\(who): " + action.replacingUnderscores
        }
    }
}

extension String {
    /// `invite_members` as `invite members`.
    fileprivate var replacingUnderscores: String {
        String(map { $0 == "_" ? " " : $0 })
    }
}
