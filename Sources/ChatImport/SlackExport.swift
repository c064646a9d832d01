import FileSystem
import StrictJSON

/// A Slack workspace export: `users.json` and `channels.json` at the top, and a folder per
/// channel holding a `YYYY-MM-DD.json` array of messages per day.
enum SlackExport {
    /// The channel at `path`: a channel's folder, or an export holding only one channel.
    /// Times are shown in UTC (`ts` is a Unix time).
    ///
    /// The folder named is read as named; everything in it is read beneath it, and
    /// `users.json` beneath the export's top folder, resolved by the kernel with no symbolic
    /// link followed (``FileLocation/beneath(_:_:links:)``): an export is someone else's
    /// files, and a day file, channel folder or `users.json` that is a link, a FIFO or a
    /// device is refused by name.
    static func chat(at path: String) throws(Diagnostic) -> ImportedChat {
        let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let entries = Folder.entries(.anywhere(folder)) else {
            throw Diagnostic(kind: .file, file: path, message: "not a folder: give a Slack export's channel folder, like export/general")
        }
        var channel = ""
        var days = entries.filter { isDayFile($0.name) }.map(\.name)
        if days.isEmpty {
            if let link = entries.first(where: { $0.kind == .link && !$0.name.hasSuffix(".json") }) {
                let location = FileLocation.beneath(folder, link.name, links: .none)
                throw Diagnostic(kind: .file, file: location.description, message: FileProblem.link.description)
            }
            let channels = entries.filter { $0.kind == .folder }.map(\.name).filter { name in
                (Folder.entries(.beneath(folder, name, links: .none)) ?? []).contains { isDayFile($0.name) }
            }
            guard channels.count == 1 else {
                let message = channels.isEmpty
                    ? "no YYYY-MM-DD.json files: give a Slack export's channel folder, like export/general"
                    : "an export of \(channels.count) channels (\(channels.joined(separator: ", "))): give one channel's folder, like \(folder)/\(channels[0])"
                throw Diagnostic(kind: .file, file: path, message: message)
            }
            channel = channels[0]
            days = (Folder.entries(.beneath(folder, channel, links: .none)) ?? []).filter { isDayFile($0.name) }.map(\.name)
        }
        let users = channel.isEmpty ? usersFile(above: folder) : .beneath(folder, "users.json", links: .none)
        let text = SlackText(names: try userNames(in: users))
        var chat = ImportedChat()
        for day in days {
            let file = FileLocation.beneath(folder, channel.isEmpty ? day : channel + "/" + day, links: .none)
            let root = try JSONCursor.parse(ExportFile.contents(of: file, kind: "Slack export"), file: file.description)
            for node in try root.elements() {
                try add(node, to: &chat, text: text)
            }
        }
        return chat
    }

    /// `2023-01-05.json`.
    private static func isDayFile(_ name: String) -> Bool {
        guard name.hasSuffix(".json") else { return false }
        return ChatDate(iso: String(name.dropLast(5))) != nil && name.count == 15
    }

    /// `users.json` in the folder above the channel's folder `channel`, the export's top.
    private static func usersFile(above channel: String) -> FileLocation {
        let top = channel.contains("/") ? String(channel[..<(channel.lastIndex(of: "/") ?? channel.endIndex)]) : "."
        return .beneath(top.isEmpty ? "/" : top, "users.json", links: .none)
    }

    /// Display names by user id from `users.json`; none when there is no such file.
    private static func userNames(in file: FileLocation) throws(Diagnostic) -> [String: String] {
        guard let bytes = try ExportFile.contentsIfPresent(of: file, kind: "Slack users") else { return [:] }
        let root = try JSONCursor.parse(bytes, file: file.description)
        var names: [String: String] = [:]
        for user in try root.elements() {
            let id = try user.required("id").string()
            names[id] = try displayName(user)
        }
        return names
    }

    /// A user's or a message's `user_profile` name: the display name, else the real name,
    /// else the user name.
    private static func displayName(_ user: JSONCursor) throws(Diagnostic) -> String? {
        let profile = try user.member("profile")
        let candidates: [String?] = try [profile?.string("display_name"), profile?.string("real_name"),
                                         user.string("display_name"), user.string("real_name"), user.string("name")]
        for candidate in candidates {
            if let candidate, !candidate.isEmpty { return candidate }
        }
        return nil
    }

    private static let systemSubtypes: Set<String> = [
        "channel_join", "channel_leave", "channel_topic", "channel_purpose", "channel_name", "channel_archive",
        "channel_unarchive", "group_join", "group_leave", "pinned_item", "unpinned_item",
    ]

    private static func add(_ node: JSONCursor, to chat: inout ImportedChat, text: SlackText) throws(Diagnostic) {
        guard try node.string("type") ?? "message" == "message" else { return }
        let tsNode = try node.required("ts")
        let ts = try tsNode.string()
        guard let seconds = Int(ts.split(separator: ".", maxSplits: 1).first ?? ""), let date = ChatDate(unixSeconds: seconds) else {
            throw tsNode.unexpected("a Slack timestamp like \"1672923780.000200\"")
        }
        let subtype = try node.string("subtype")
        let converted = text.read(try node.string("text") ?? "")
        if let subtype, systemSubtypes.contains(subtype) {
            chat.entries.append(ImportedChat.Entry(date: date, content: .system(converted.text)))
            return
        }
        guard subtype != "tombstone" else { return }
        let userID = try node.firstString("user", "bot_id", "username") ?? "unknown"
        var profileName = text.names[userID]
        if profileName == nil, let profile = try node.member("user_profile") { profileName = try displayName(profile) }
        if profileName == nil { profileName = try node.string("username") }
        let name = profileName ?? userID
        let dropped = DroppedKeys(entities: converted.unmapped)
        // A thread's replies carry the thread's first message's ts; the first message its own.
        let thread = try node.string("thread_ts")
        var reactions: [ImportedChat.Reaction] = []
        for reaction in try node.elements("reactions") {
            var users: [String] = []
            for user in try reaction.elements("users") { users.append(try user.identifier()) }
            let count = try reaction.member("count")?.count() ?? users.count
            let name = try reaction.string("name") ?? ""
            reactions.append(ImportedChat.Reaction(emoji: SlackEmoji.emoji(named: name) ?? name, count: count, authors: users))
        }
        let files = try node.elements("files")
        var attachment: ImportedChat.Attachment?
        var extra: [String] = []
        for (index, file) in files.enumerated() {
            let fileName = try file.firstString("name", "title") ?? "file"
            if index == 0 {
                attachment = ImportedChat.Attachment(path: nil, placeholder: "📎 " + fileName)
            } else {
                extra.append("📎 " + fileName)
            }
        }
        let body = ([converted.text] + extra).filter { !$0.isEmpty }.joined(separator: "\n")
        guard !body.isEmpty || attachment != nil else { return }
        let author = chat.author(key: userID, name: name)
        let edited = try node.member("edited") != nil
        chat.entries.append(ImportedChat.Entry(date: date, content: .message(author: author, text: body, attachment: attachment),
                                               dropped: dropped, edited: edited, entities: converted.entities, reactions: reactions,
                                               id: ts, replyTo: thread == ts ? nil : thread))
    }
}
