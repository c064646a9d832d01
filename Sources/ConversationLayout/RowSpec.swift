import BubbleGeometry
import Transcript

/// One entry of a conversation before layout: a separator, a system line, a time header the
/// look inserts, a typing indicator, or a message with its place in its sender's run of
/// consecutive messages.
package struct RowSpec: Hashable {
    package enum Kind: Hashable {
        case separator(String)
        case system(String, SystemLineKind)
        /// A centred time header ("Today 9:41") before the message at the row's index.
        case timeHeader(TimeHeaders.Header)
        /// The participant who is typing.
        case typing(Participant)
        case message(BubbleMessage, Participant)
        /// A deleted message in a look that writes it as a centred line
        /// (``ChatLook/deletedAsLine``): its words ("Ann unsent a message.").
        case deletedLine(String)
    }

    package var kind: Kind
    /// The entry's index in the transcript's `messages`, for error paths.
    package var index: Int
    /// The side whose colours the bubble takes: the sender's.
    package var side: BubbleSide
    /// Where the bubble sits and which way its tail points; the mirror of `side` in a
    /// right-to-left layout.
    package var placement: BubbleSide
    package var isFirstInRun = true
    package var isLastInRun = true
    /// Whether the chat is a group chat (more than two participants).
    package var isGroupChat = false
    /// Whether the chat names the sender and shows avatars: a group chat, or any chat in a
    /// look that does so in a chat of two too (``ChatLook/sendersOneToOne``).
    package var showsSenders = false
    /// Whether the sender's typing indicator follows this bubble and takes the avatar.
    package var avatarOnNextRow = false
    /// Whether this is the conversation's last outgoing bubble, the one iMessage writes
    /// "Delivered" or "Read" under.
    package var isLastOutgoing = false
    /// What the message shows of the message it answers: its inline quote, or the earlier
    /// message its `replyTo` names.
    package var quote: Quote?
    /// The index in the transcript's `messages` of the message `replyTo` names, for error paths.
    package var quotedIndex: Int?

    /// Whether this bubble carries its run's tail, when the look puts it on `tail`.
    package func hasTail(_ tail: BubbleStyle.GroupPosition) -> Bool {
        switch tail {
        case .first: isFirstInRun
        case .last: isLastInRun
        case .none: false
        }
    }

    /// The neighbours of its run this bubble touches.
    package var joins: BubbleShape.Joins { BubbleShape.Joins(first: isFirstInRun, last: isLastInRun) }

    /// Whether the sender's name goes with this bubble (the first of an incoming run in a chat
    /// that shows senders).
    package var showsName: Bool { showsSenders && side == .incoming && isFirstInRun }
    /// Whether the sender's avatar goes beside this bubble: the first of an incoming run in a
    /// chat that shows senders when the look puts it `atRunTop` (level with the bubble's
    /// top), else the last (level with its bottom), unless the sender's typing indicator
    /// follows.
    package func showsAvatar(atRunTop: Bool) -> Bool {
        showsSenders && side == .incoming && (atRunTop ? isFirstInRun : isLastInRun && !avatarOnNextRow)
    }
    /// Whether bubbles leave room for avatars (all incoming bubbles of a chat that shows senders).
    package var reservesAvatarColumn: Bool { showsSenders && side == .incoming }
}

extension RowSpec {
    /// The rows of a transcript in `theme` (nil: the one it names, resolved), runs worked
    /// out, with the time headers the look shows (``TimeHeaders``).
    package static func rows(of transcript: Transcript, theme: ConversationTheme? = nil) -> [RowSpec] {
        let group = transcript.participants.count > 2
        let mirrored = transcript.layoutDirection == .rightToLeft
        let look = (theme ?? .resolved(for: transcript)).look
        let senders = group || look.sendersOneToOne
        let headers = look.timeHeaders ? TimeHeaders(transcript).before : [:]
        var rows: [RowSpec] = []
        rows.reserveCapacity(transcript.messages.count + headers.count)
        // The index of each message id met so far: a reply names an earlier message.
        var ids: [String: Int] = [:]
        for (index, message) in transcript.messages.enumerated() {
            if let header = headers[index] {
                rows.append(RowSpec(kind: .timeHeader(header), index: index, side: .incoming, placement: .incoming))
            }
            switch message {
            case .separator(let text):
                rows.append(RowSpec(kind: .separator(look.datesWithoutTimes ? Self.day(of: text) : text), index: index, side: .incoming,
                                    placement: .incoming))
            case .system(_, .encryption) where !look.encryptionNotice:
                continue
            case .system(let text, let kind):
                rows.append(RowSpec(kind: .system(text, kind), index: index, side: .incoming, placement: .incoming))
            // A look that shows typing in the header, or nowhere, draws no typing bubble.
            case .typing where look.typing == .subtitle || look.typing == .hidden:
                continue
            case .typing(let id):
                let participant = transcript.participants[id: id] ?? Participant(id: id)
                var row = RowSpec(kind: .typing(participant), index: index, side: participant.side,
                                  placement: mirrored ? participant.side.opposite : participant.side, isGroupChat: group,
                                  showsSenders: senders)
                // The indicator follows its sender's last message closely, but leaves that
                // message its tail: the app shows it below a finished run.
                if let previous = rows.last, case .message(let before, _) = previous.kind, before.from == id {
                    row.isFirstInRun = false
                    rows[rows.count - 1].avatarOnNextRow = true
                }
                rows.append(row)
            case .bubble(let bubble) where bubble.deleted && look.deletedAsLine:
                let sender = transcript.participant(for: bubble) ?? Participant(id: bubble.from)
                let words = transcript.labels.deletedWords(side: sender.side, sender: sender, look: look).words
                rows.append(RowSpec(kind: .deletedLine(words), index: index, side: .incoming, placement: .incoming))
            case .bubble(let bubble):
                let participant = transcript.participant(for: bubble) ?? Participant(id: bubble.from)
                let side = participant.side
                var row = RowSpec(kind: .message(bubble, participant), index: index, side: side,
                                  placement: mirrored ? side.opposite : side, isGroupChat: group, showsSenders: senders)
                if let previous = rows.last, case .message(let before, _) = previous.kind, before.from == bubble.from {
                    row.isFirstInRun = false
                    rows[rows.count - 1].isLastInRun = false
                }
                row.quote = bubble.quote
                if let reference = bubble.replyTo {
                    let target: Int? = switch reference {
                    case .index(let target): target
                    case .id(let id): ids[id]
                    }
                    if let target, transcript.messages.indices.contains(target), let quoted = transcript.messages[target].bubble {
                        row.quote = Quote(quoting: quoted)
                        row.quotedIndex = target
                    }
                }
                if let id = bubble.id, ids[id] == nil { ids[id] = index }
                rows.append(row)
            }
        }
        if let last = rows.lastIndex(where: { row in
            if case .message = row.kind { return row.side == .outgoing }
            return false
        }) {
            rows[last].isLastOutgoing = true
        }
        return rows
    }

    /// The space above this row, given the row before it.
    package func spacing(after previous: RowSpec?, theme: ConversationTheme) -> Double {
        guard let previous else { return 0 }
        if kind.isCentredLabel { return 18 }
        if previous.kind.isCentredLabel { return 12 }
        return isFirstInRun || carriesSomethingAbove(theme: theme) ? theme.groupSpacing : theme.runSpacing
    }

    /// Whether the look draws something of this message above its bubble: the "Forwarded"
    /// label outside the bubble, or the quoted message's bubble. The small gap inside a run
    /// would put that nearer the message before (its time, its receipt) than its own bubble,
    /// so such a row keeps the gap between runs above it.
    package func carriesSomethingAbove(theme: ConversationTheme) -> Bool {
        guard case .message(let message, _) = kind else { return false }
        return (message.forwarded && theme.look.marksForwarded && theme.timePlacement != .inside) || (quote != nil && theme.look.quote == .above)
    }

    /// A separator's day without the time after it ("Today 09:12" → "Today"); a separator that
    /// is a time alone, or holds none, as written.
    static func day(of separator: String) -> String {
        guard let day = ClockTime.split(separator)?.day, !day.isEmpty else { return separator }
        return day
    }
}

extension RowSpec.Kind {
    /// Whether the entry is a label across the conversation: a separator, a system line, a
    /// time header or a deleted message's line.
    package var isCentredLabel: Bool {
        switch self {
        case .separator, .system, .timeHeader, .deletedLine: true
        case .typing, .message: false
        }
    }

    /// Whether a page never ends with the entry: a separator or a time header goes with the
    /// message after it.
    package var keepsWithNext: Bool {
        switch self {
        case .separator, .timeHeader: true
        case .system, .typing, .message, .deletedLine: false
        }
    }
}
