import BubbleGeometry
import StrictJSON
import Transcript

extension TranscriptLayout {
    /// The chat's header in `frame`'s header bar, as the look's app draws it
    /// (``HeaderLayout``): the back chevron (Android: arrow) with the unread count (or the
    /// look's back word, Telegram's "Chats", when there is none), then
    /// - the avatar centred above the name and a small chevron (iMessage);
    /// - or the avatar (or none) and the title over the subtitle, left-aligned (WhatsApp,
    ///   Android);
    /// - or the title over the subtitle centred, the avatar (or none) before the buttons (iOS);
    ///
    /// and the buttons at the right.
    ///
    /// Texts are one line, ellipsized where they would reach the buttons. In a right-to-left
    /// chat the bar is mirrored as the apps mirror it (see ``mirroredIfRightToLeft(_:in:)``):
    /// the back chevron or arrow at the right, pointing right, the buttons at the left, and
    /// iMessage's stack still centred. A failure names the `screen` key (or the participant)
    /// the text or picture came from.
    package func headerItems(_ frame: ScreenFrame, colors: ScreenColors) throws(Diagnostic) -> [Row<Text>.Item] {
        guard let screen = transcript.screen else { return [] }
        let layout = theme.look.chrome(frame.size.platform).header
        var header = ChatHeader(screen: screen, participants: transcript.participants, subtitle: layout.subtitle)
        // Someone typing at the end of the chat, where the look says so in the header, unless
        // the screen names a subtitle of its own; nothing under the name in a look whose app
        // shows no status there (LINE).
        let shows = theme.look.headerSubtitle
        let typing = shows && screen.subtitle == nil ? transcript.typingSubtitle(look: theme.look) : nil
        if let typing { header.subtitle = typing }
        if !shows { header.subtitle = nil }
        let android = theme.look.platform(on: frame.size.platform) == .android
        let bar = frame.header
        let middle = bar.minY + bar.height / 2
        let left = frame.size.safeArea.left + 8
        let right = frame.size.width - frame.size.safeArea.right - 8
        var items: [Row<Text>.Item] = []
        func place(_ path: Path, size: Size, x: Double, centreY: Double, color: RGBAColor, points: Bool = false) {
            items.append(.shape(barIcon(path, size: size, x: x, centreY: centreY, points: points), color: color))
        }

        let centred = layout.arrangement == .avatarAboveName
        let avatarSide = layout.avatarSide
        // iMessage's avatar and name are centred as one stack, its buttons level with the
        // avatar; the others' buttons sit in the middle.
        let nameGap = 2.0
        let nameHeight = centred ? try headerText(header.title, size: 11, key: "title").size.height : 0
        let stackTop = bar.minY + ((bar.height - avatarSide - nameGap - nameHeight) / 2).rounded()
        let buttonY = centred ? stackTop + avatarSide / 2 : middle

        // The back chevron or arrow, and the unread count.
        var backEnd: Double
        if android, !layout.chevronOnAndroid {
            let size = Size(width: 18, height: 16)
            place(HeaderIcons.backArrow(size: size, line: 2), size: size, x: left + 4, centreY: buttonY, color: colors.accent, points: true)
            backEnd = left + 4 + size.width
        } else {
            let size = Size(width: 11, height: 19)
            place(HeaderIcons.backChevron(size: size, line: 2.6), size: size, x: left, centreY: buttonY, color: colors.accent, points: true)
            backEnd = left + size.width
        }
        if header.unread > 0 {
            let count = String(header.unread)
            if layout.unreadInCapsule {
                // The count in a capsule of the accent colour.
                let block = try headerText(count, size: 13, weight: .bold, key: "unread")
                let height = 20.0
                let pill = Rect(x: backEnd + 5, y: buttonY - height / 2, width: max(height, block.size.width + 12), height: height)
                items.append(.shape(.roundedRect(pill, radius: height / 2), color: colors.accent))
                items.append(.text(block, origin: block.origin(centredIn: pill), color: colors.capsuleText))
                backEnd = pill.maxX
            } else {
                let block = try headerText(count, size: android ? 15 : 17, key: "unread")
                let slot = Rect(x: backEnd + (android ? 6 : 5), y: buttonY - 15, width: block.size.width, height: 30)
                items.append(.text(block, origin: block.origin(centredIn: slot), color: colors.accent))
                backEnd = slot.maxX
            }
        } else if let label = layout.backLabel {
            // The back button's word ("Chats"), in the accent colour.
            let block = try headerText(label, size: 17, key: "title")
            let slot = Rect(x: backEnd + 6, y: buttonY - 15, width: block.size.width, height: 30)
            items.append(.text(block, origin: block.origin(centredIn: slot), color: colors.accent))
            backEnd = slot.maxX
        }

        // The buttons on the right, from the right edge in.
        var buttonsStart = right
        func button(_ path: Path, size: Size, gap: Double) {
            buttonsStart -= size.width
            place(path, size: size, x: buttonsStart, centreY: buttonY, color: colors.accent)
            buttonsStart -= gap
        }
        let video = Size(width: 24, height: 16), phone = Size(width: 19, height: 19), dots = Size(width: 4, height: 17)
        let glass = Size(width: 20, height: 20), lines = Size(width: 20, height: 15)
        for slot in layout.buttons {
            switch slot.icon {
            case .video: button(HeaderIcons.videoCamera(size: video), size: video, gap: slot.gap)
            case .phone: button(HeaderIcons.phone(size: phone), size: phone, gap: slot.gap)
            case .menu: button(HeaderIcons.overflowDots(size: dots), size: dots, gap: slot.gap)
            case .search: button(HeaderIcons.magnifier(size: glass, line: 2), size: glass, gap: slot.gap)
            case .lines: button(HeaderIcons.threeLines(size: lines, line: 2), size: lines, gap: slot.gap)
            }
        }

        if centred {
            let avatar = Rect(x: (frame.size.width - avatarSide) / 2, y: stackTop, width: avatarSide, height: avatarSide)
            items.append(.avatar(try headerAvatar(header.picture, side: avatarSide), rect: avatar))
            let chevron = Size(width: 4.5, height: 8)
            let room = 2 * (min(frame.size.width / 2 - backEnd, buttonsStart - frame.size.width / 2) - 12) - chevron.width - 3
            let block = try headerText(header.title, size: 11, maxWidth: room, key: "title")
            let rowWidth = block.size.width + 3 + chevron.width
            let nameRect = Rect(x: (frame.size.width - rowWidth) / 2, y: avatar.maxY + nameGap, width: block.size.width,
                                height: block.size.height)
            items.append(.text(block, origin: block.origin(centredIn: nameRect), color: colors.title))
            place(HeaderIcons.disclosureChevron(size: chevron, line: 1.4), size: chevron, x: nameRect.maxX + 3, centreY: nameRect.minY + nameRect.height / 2,
                  color: colors.subtitle, points: true)
            return mirroredIfRightToLeft(items, in: frame)
        }

        // Left-aligned (WhatsApp, Android) or centred (iOS plain and talk) title and subtitle.
        let (leftAligned, leadingAvatar, trailingAvatar) = switch layout.arrangement {
        case .avatarAboveName: (false, false, false)
        case .leading(let avatar): (true, avatar, false)
        case .centred(let avatar): (false, false, avatar)
        }
        var textStart = backEnd + 8
        if leadingAvatar {
            let avatar = Rect(x: backEnd + (android ? 6 : 8), y: middle - avatarSide / 2, width: avatarSide, height: avatarSide)
            items.append(.avatar(try headerAvatar(header.picture, side: avatarSide), rect: avatar))
            textStart = avatar.maxX + 10
        } else if trailingAvatar {
            let avatar = Rect(x: buttonsStart - avatarSide, y: middle - avatarSide / 2, width: avatarSide, height: avatarSide)
            items.append(.avatar(try headerAvatar(header.picture, side: avatarSide), rect: avatar))
            buttonsStart = avatar.minX
        }
        let slot: Rect
        if leftAligned {
            slot = Rect(x: textStart, y: bar.minY, width: max(0, buttonsStart - 12 - textStart), height: bar.height)
        } else {
            let side = max(textStart, frame.size.width - buttonsStart + 12)
            slot = Rect(x: side, y: bar.minY, width: max(0, frame.size.width - 2 * side), height: bar.height)
        }
        // The platform's title weight: Roboto Medium on Android, SF Pro's Semibold on iOS.
        let title = try headerText(header.title, size: android ? 18 : 16, weight: android ? .medium : .semibold, maxWidth: slot.width, key: "title")
        let subtitle = try header.subtitle.map { text throws(Diagnostic) in
            try headerText(text, size: android ? 13 : 12, maxWidth: slot.width, key: "subtitle")
        }
        let height = title.size.height + (subtitle.map { $0.size.height } ?? 0)
        var y = middle - height / 2
        let subtitleColor = typing == nil ? colors.subtitle : colors.accent
        for (block, color) in [(title, colors.title)] + (subtitle.map { [($0, subtitleColor)] } ?? []) {
            let x = leftAligned ? slot.minX : slot.minX + (slot.width - block.size.width) / 2
            items.append(.text(block, origin: Point(x: x - block.box.minX, y: y - block.box.minY), color: color))
            y += block.size.height
        }
        return mirroredIfRightToLeft(items, in: frame)
    }

    /// An error about the header's picture `name` that failed to decode: it names
    /// `screen.avatar` when that names the file, else the participant whose avatar it is.
    package func headerImageProblem(name: String, reason: String) -> Diagnostic {
        let owner = transcript.participants.first { $0.avatar == name && transcript.screen?.avatar != name }
        return problem("\(name): \(reason)", at: owner.map { ["participants", .key($0.id), "avatar"] } ?? ["screen", "avatar"])
    }

    /// `string` on one line at `size` points, ellipsized at `maxWidth` (nil: as wide as it
    /// is); a failure names `screen.key`.
    private func headerText(_ string: String, size: Double, weight: FontWeight = .regular, maxWidth: Double? = nil, key: String) throws(Diagnostic) -> TextBlock<Text> {
        do {
            let font = TextFont.sized(size, weight: weight, italic: false)
            if let maxWidth {
                return TextBlock(try texts.text(string, font: font, maxWidth: max(1, maxWidth), maxLines: 1, language: transcript.lang))
            }
            return TextBlock(try texts.text(string, font: font, maxWidth: nil, language: transcript.lang, centred: false))
        } catch {
            throw problem(error.description, at: ["screen", .key(key)])
        }
    }

    /// The header's picture as an avatar `side` points wide: a participant's (see
    /// ``avatar(for:)``), an image file, or a group's initials.
    private func headerAvatar(_ picture: ChatHeader.Picture, side: Double) throws(Diagnostic) -> Avatar<Text> {
        switch picture {
        case .participant(let participant):
            guard participant.avatar == nil else { return try avatar(for: participant) }
            return try initials(of: participant, side: side, key: "avatar")
        case .image(let path):
            do {
                return .image(try images.image(path))
            } catch {
                throw problem(error.description, at: ["screen", "avatar"])
            }
        case .initials(let group):
            return try initials(of: group, side: side, key: "title")
        }
    }

    /// `participant`'s initials on the look's monogram fill (or the look's silhouette), sized
    /// for an avatar `side` points wide.
    private func initials(of participant: Participant, side: Double, key: String) throws(Diagnostic) -> Avatar<Text> {
        try theme.look.monogram.avatar(for: participant, in: transcript.appearance) { () throws(Diagnostic) in
            try headerText(participant.initials, size: (side * 0.4).rounded(), weight: .bold, key: key)
        }
    }
}
