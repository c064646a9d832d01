import BubbleGeometry
import Transcript

extension TranscriptLayout {
    /// The red of a failed message's mark and of iMessage's "Not Delivered".
    package static var failedRed: RGBAColor { RGBAColor(hex: "#FF3B30") ?? .black }
    /// WhatsApp's blue for read ticks.
    package static var readBlue: RGBAColor { RGBAColor(hex: "#53BDEB") ?? .black }

    /// The colour of the time inside a bubble on `side`, the look's secondary colour there:
    /// its ``ChatLook/timeColors``, or the bubble's text colour faded.
    package func timeColor(side: BubbleSide) -> RGBAColor {
        let text = theme.colors.bubble(side).text
        return theme.look.timeColors[transcript.appearance][side] ?? RGBAColor(red: text.red, green: text.green, blue: text.blue, alpha: 150)
    }

    /// The status `message` shows: its own, or for a message of the user's (on the outgoing
    /// `side`) the look's ``ChatLook/outgoingStatus``; none for a deleted message, which shows
    /// only its time.
    package func shownStatus(of message: BubbleMessage, side: BubbleSide) -> DeliveryStatus? {
        guard !message.deleted else { return nil }
        return message.status ?? (side == .outgoing ? theme.look.outgoingStatus : nil)
    }

    /// The status whose mark goes after `time` (the time shown with `message`, nil for none)
    /// inside the bubble or on a sticker's pill: ``shownStatus(of:side:)``, but no ticks
    /// without a time in a look that shows them only beside one (``ChatLook/marksNeedTime``);
    /// a failed message's mark stays.
    package func metaStatus(of message: BubbleMessage, side: BubbleSide, time: String?) -> DeliveryStatus? {
        guard let status = shownStatus(of: message, side: side) else { return nil }
        return time == nil && theme.look.marksNeedTime && status != .failed ? nil : status
    }

    /// Whether "Edited" goes before `time` (the time shown with `message`, nil for none): for
    /// an edited message, and in a look that shows it only beside a time
    /// (``ChatLook/marksNeedTime``) only with one.
    package func showsEdited(_ message: BubbleMessage, time: String?) -> Bool {
        message.edited && (time != nil || !theme.look.marksNeedTime)
    }

    /// The mark after the time inside a bubble (WhatsApp, Telegram, plain) or on a sticker's
    /// pill: the clock while sending, one tick when sent, two when delivered (one in a look
    /// that marks only reading, as Telegram does), two when read; when failed the red mark in a
    /// look that shows it there (``ChatLook/failedMarkInMeta``), else none (that mark
    /// is drawn beside the bubble). The ticks take the look's colours (``DeliveryTicks``):
    /// in a bubble its own colour or `tint`, the time's; on a pill `tint`; read ones its read
    /// colour (WhatsApp's blue) where it has one, in a bubble its colour there if it has one.
    package func deliveryMark(_ status: DeliveryStatus, tint: RGBAColor, inBubble: Bool) -> (path: Path, size: Size, color: RGBAColor)? {
        let height = (theme.metaSize * 0.8).rounded()
        let ticks = theme.look.ticks
        let unread = inBubble ? ticks.inBubble[transcript.appearance] ?? tint : tint
        let single = Size(width: (height * 1.2).rounded(), height: height)
        switch status {
        case .sending:
            return (DeliveryMarks.clock(diameter: height), Size(width: height, height: height), unread)
        case .sent:
            return (DeliveryMarks.tick(size: single), single, unread)
        case .delivered where !ticks.doubleWhenDelivered:
            return (DeliveryMarks.tick(size: single), single, unread)
        case .delivered, .read:
            let size = Size(width: (height * 1.7).rounded(), height: height)
            let read = (inBubble ? ticks.readInBubble[transcript.appearance] : nil) ?? ticks.read[transcript.appearance]
            return (DeliveryMarks.doubleTick(size: size), size, status == .read ? read ?? unread : unread)
        case .failed:
            // The red disc with the exclamation mark cut out of it, as wide as the ticks are tall.
            guard theme.look.failedMarkInMeta else { return nil }
            let diameter = (height * 1.25).rounded()
            return (DeliveryMarks.failedCutOut(diameter: diameter), Size(width: diameter, height: diameter), Self.failedRed)
        }
    }

    /// The receipt written where the theme writes times outside the bubble: iMessage's
    /// "Delivered", "Read 09:44" (the message's time) or "Sending…" under the conversation's
    /// last outgoing bubble (a read one "Delivered" in a group chat where the look shows no
    /// reading there) and "Not Delivered" under every failed one; LINE's "Read" beside
    /// the bubble; each the transcript's `labels` word where it gives one. Nil when the app
    /// writes none (the time is then shown as usual).
    package func receiptLabel(_ status: DeliveryStatus, time: String?, spec: RowSpec) -> (text: String, color: RGBAColor)? {
        let labels = transcript.labels
        let read = labels.read ?? "Read"
        if theme.timePlacement == .beside {
            return status == .read ? (read, theme.colors.meta) : nil
        }
        if status == .failed { return (labels.notDelivered ?? "Not Delivered", Self.failedRed) }
        guard spec.isLastOutgoing else { return nil }
        switch status {
        case .sending: return (labels.sending ?? "Sending…", theme.colors.meta)
        case .delivered: return (labels.delivered ?? "Delivered", theme.colors.meta)
        case .read where spec.isGroupChat && !theme.look.readInGroups: return (labels.delivered ?? "Delivered", theme.colors.meta)
        case .read: return (time.map { "\(read) \($0)" } ?? read, theme.colors.meta)
        case .sent, .failed: return nil
        }
    }

    /// The red disc with an exclamation mark at the outer edge of a failed message's bubble,
    /// level with the bubble's middle.
    package func failedMark(beside bubble: MessageBubble<Text>, bubbleX: Double, top: Double, leading: Bool) -> [Row<Text>.Item] {
        let size = ConversationMetrics.failedMarkSize
        let x = leading ? bubbleX - ConversationMetrics.failedMarkGap - size : bubbleX + bubble.bounds.width + ConversationMetrics.failedMarkGap
        return failedMark(at: Point(x: x, y: top + (bubble.bounds.height - size) / 2))
    }

    /// The red disc with an exclamation mark, its box's top-left corner at `origin`.
    package func failedMark(at origin: Point) -> [Row<Text>.Item] {
        let mark = DeliveryMarks.failed(diameter: ConversationMetrics.failedMarkSize)
        return [.shape(mark.disc.offsetBy(dx: origin.x, dy: origin.y), color: Self.failedRed),
                .shape(mark.exclamation.offsetBy(dx: origin.x, dy: origin.y), color: .white)]
    }
}
