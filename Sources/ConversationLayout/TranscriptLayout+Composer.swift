import BubbleGeometry
import StrictJSON
import Transcript

extension TranscriptLayout {
    /// The composer's items at the bottom of `frame`'s composer bar, as the look's app draws
    /// it without the keyboard (``ComposerLayout``), and how many points the bar grows for the draft: the input
    /// field with the placeholder ("iMessage", "Message", "Aa", "Type a message") on one line, or
    /// the screen's draft wrapped in it (its line breaks kept), the field growing upwards to
    /// up to ``ScreenFrame/maxDraftLines`` lines and showing the last ones when there are more
    /// (scrolled to its end, as the apps show a long draft); and around it
    /// - iMessage: the plus in a grey circle left, the microphone in the field, or with a
    ///   draft the blue send arrow;
    /// - WhatsApp on iOS: the plus left, the sticker button in the field at its end, the camera
    ///   and microphone right, or with a draft the send button; on Android a floating field with the emoji button at its start, the
    ///   paperclip and camera at its end, and the round green microphone (send) button beside it;
    /// - talk: the plus, camera and photo album left (with a draft folded into a chevron, the
    ///   field taking their room), the emoji button in the field at its end and the
    ///   microphone right (with a draft LINE's green paper plane); plain: the paperclip left,
    ///   the microphone right; with a draft the round send button instead of the microphone;
    /// - Telegram: on iOS the paperclip left, the sticker button in the field at its end and
    ///   the microphone right; on Android the emoji button in the field at its start, the
    ///   paperclip and microphone right (with a draft the paper plane alone).
    ///
    /// In a right-to-left chat the bar is mirrored (see ``mirroredIfRightToLeft(_:in:)``): the
    /// send or microphone button at the left, the paper plane pointing left. A failure names
    /// `screen.draft`.
    func composer(_ frame: ScreenFrame) throws(Diagnostic) -> (items: [Row<Text>.Item], growth: Double) {
        let chrome = theme.look.chrome(frame.size.platform)
        let layout = chrome.composer
        let android = theme.look.platform(on: frame.size.platform) == .android
        let colors = chrome.composerColors[transcript.appearance]
        // The middle of the one-line bar at the bottom of the composer, where the buttons are.
        let middle = frame.composer.maxY - chrome.composerHeight / 2
        let left = frame.size.safeArea.left + 8
        let right = frame.size.width - frame.size.safeArea.right - 8
        let draft = transcript.screen?.draft.flatMap { $0.isEmpty ? nil : $0 }
        var items: [Row<Text>.Item] = []
        func place(_ path: Path, size: Size, x: Double, color: RGBAColor, points: Bool = false) {
            items.append(.shape(barIcon(path, size: size, x: x, centreY: middle, points: points), color: color))
        }
        /// A round button `side` wide ending at `maxX`, with `icon` of `size` in its middle,
        /// which `points` (the paper plane) or not (the microphone, the up arrow).
        func roundButton(_ icon: Path, size: Size, side: Double, maxX: Double, points: Bool = true) -> Double {
            let x = maxX - side
            items.append(.shape(.circle(center: Point(x: x + side / 2, y: middle), radius: side / 2), color: colors.button))
            place(icon, size: size, x: x + (side - size.width) / 2, color: colors.buttonIcon, points: points)
            return x
        }
        let plus = Size(width: 18, height: 18), camera = Size(width: 24, height: 19), mic = Size(width: 14, height: 21)
        let clip = Size(width: 20, height: 20), plane = Size(width: 18, height: 16)
        /// The send button for a draft, ending at `maxX`: the paper plane on a round button
        /// `side` wide, `gap` before the field; or, where the look draws it without the disc
        /// (``ComposerLayout/sendInDisc``), the plane alone, larger, in the button colour.
        func sendButton(side: Double, maxX: Double, gap: Double) -> Double {
            guard !layout.sendInDisc else { return roundButton(ComposerIcons.paperPlane(size: plane), size: plane, side: side, maxX: maxX) - gap }
            let large = Size(width: 24, height: 22)
            place(ComposerIcons.paperPlane(size: large), size: large, x: right - 4 - large.width, color: colors.button, points: true)
            return right - 4 - large.width - 14
        }

        // What sits left of the field, and where the field starts.
        var fieldStart = left
        switch draft != nil && layout.foldsWithDraft ? nil : layout.leading {
        case nil:
            let chevron = Size(width: 9, height: 16)
            place(HeaderIcons.disclosureChevron(size: chevron, line: 2), size: chevron, x: left + 6, color: colors.icon, points: true)
            fieldStart = left + 6 + chevron.width + 14
        case .plusInCircle:
            let side = 34.0
            if let circle = colors.plusBackground {
                items.append(.shape(.circle(center: Point(x: left + side / 2, y: middle), radius: side / 2), color: circle))
            }
            place(ComposerIcons.plus(size: Size(width: 15, height: 15), line: 2), size: Size(width: 15, height: 15),
                  x: left + (side - 15) / 2, color: colors.icon)
            fieldStart = left + side + 8
        case .plus:
            place(ComposerIcons.plus(size: plus, line: 2), size: plus, x: left + 4, color: colors.icon)
            fieldStart = left + 4 + plus.width + 14
        case .nothing, .emojiInField:
            fieldStart = left - 2
        case .plusAndCamera, .plusCameraAndPhoto:
            place(ComposerIcons.plus(size: plus, line: 2), size: plus, x: left + 4, color: colors.icon)
            place(ComposerIcons.camera(size: camera), size: camera, x: left + 4 + plus.width + 16, color: colors.icon)
            fieldStart = left + 4 + plus.width + 16 + camera.width + 14
            if layout.leading == .plusCameraAndPhoto {
                let photo = Size(width: 22, height: 19)
                place(ComposerIcons.photo(size: photo, line: 1.8), size: photo, x: fieldStart + 2, color: colors.icon)
                fieldStart += 2 + photo.width + 14
            }
        case .paperclip:
            place(ComposerIcons.paperclip(size: clip, line: 1.8), size: clip, x: left + 2, color: colors.icon)
            fieldStart = left + 2 + clip.width + 12
        }

        // What sits right of the field, and where the field ends.
        var fieldEnd = right
        var inside: [(Path, Size)] = []
        switch layout.trailing {
        case .microphoneInField:
            if draft == nil { inside = [(ComposerIcons.microphone(size: mic, line: 1.8), mic)] }
        case .cameraAndMicrophone:
            let sticker = Size(width: 20, height: 20)
            inside = [(ComposerIcons.sticker(size: sticker, line: 1.7), sticker)]
            if draft != nil {
                fieldEnd = sendButton(side: 34, maxX: right, gap: 10)
            } else {
                place(ComposerIcons.microphone(size: mic, line: 1.8), size: mic, x: right - 4 - mic.width, color: colors.icon)
                place(ComposerIcons.camera(size: camera), size: camera, x: right - 4 - mic.width - 22 - camera.width, color: colors.icon)
                fieldEnd = right - 4 - mic.width - 22 - camera.width - 16
            }
        case .floatingButton:
            fieldEnd = draft != nil ? sendButton(side: 48, maxX: right + 2, gap: 6)
                : roundButton(ComposerIcons.microphone(size: mic, line: 1.8), size: mic, side: 48, maxX: right + 2, points: false) - 6
            // A draft hides the camera; the paperclip stays.
            inside = [(ComposerIcons.paperclip(size: clip, line: 1.8), clip)]
            if draft == nil { inside.insert((ComposerIcons.camera(size: camera), camera), at: 0) }
        case .stickerAndMicrophone:
            let sticker = Size(width: 22, height: 22)
            inside = [(ComposerIcons.smiley(size: sticker, line: 1.8), sticker)]
            if draft != nil {
                fieldEnd = sendButton(side: 34, maxX: right, gap: 10)
            } else {
                place(ComposerIcons.microphone(size: mic, line: 1.8), size: mic, x: right - 4 - mic.width, color: colors.icon)
                fieldEnd = right - 4 - mic.width - 16
            }
        case .paperclipAndMicrophone:
            if draft != nil {
                place(ComposerIcons.paperPlane(size: plane), size: plane, x: right - 4 - plane.width, color: colors.button, points: true)
                fieldEnd = right - 4 - plane.width - 16
            } else {
                place(ComposerIcons.microphone(size: mic, line: 1.8), size: mic, x: right - 4 - mic.width, color: colors.icon)
                place(ComposerIcons.paperclip(size: clip, line: 1.8), size: clip, x: right - 4 - mic.width - 22 - clip.width, color: colors.icon)
                fieldEnd = right - 4 - mic.width - 22 - clip.width - 12
            }
        case .microphone:
            if draft != nil {
                fieldEnd = sendButton(side: 34, maxX: right, gap: 10)
            } else {
                place(ComposerIcons.microphone(size: mic, line: 1.8), size: mic, x: right - 4 - mic.width, color: colors.icon)
                fieldEnd = right - 4 - mic.width - 16
            }
        }

        // The field, with the icons inside it from its right end, the send arrow of iMessage,
        // and the placeholder or the draft. The field grows upwards from its one-line height
        // to hold the draft's lines; the buttons stay beside its last line.
        let height = android ? 48.0 : 36
        let fieldWidth = max(height, fieldEnd - fieldStart)
        // Icons in the field sit as far in from its end as the emoji button at the start of
        // WhatsApp for Android's sits from its start; iOS's shorter field centres them in its
        // rounded end. The text stops 12 points before them.
        var textEnd = fieldStart + fieldWidth - (android && !inside.isEmpty ? 13 : height / 2)
        var insideAt: [(Path, Size, Double)] = []
        for (icon, size) in inside {
            textEnd -= (insideAt.isEmpty ? 0 : 18) + size.width
            insideAt.append((icon, size, textEnd))
        }
        if !inside.isEmpty { textEnd -= 12 }
        let sendSide = height - 8
        if layout.trailing == .microphoneInField, draft != nil { textEnd = fieldStart + fieldWidth - 4 - sendSide - 6 }
        var textStart = fieldStart + (android ? 18 : 14)
        let smiley = Size(width: 22, height: 22)
        if layout.leading == .emojiInField {
            insideAt.append((ComposerIcons.smiley(size: smiley, line: 1.8), smiley, fieldStart + 13))
            textStart = fieldStart + 13 + smiley.width + 12
        }
        let placeholder = transcript.labels.placeholder ?? theme.look.placeholder
        let font = TextFont.sized(layout.textSize ?? (android ? 18 : 17), weight: .regular, italic: false)
        let room = max(1, textEnd - textStart)
        let block: TextBlock<Text>
        var growth = 0.0
        do {
            let line = try texts.text(placeholder, font: font, maxWidth: room, maxLines: 1, language: transcript.lang)
            if let draft {
                let text = try texts.text(draft, font: font, maxWidth: room, lastLines: ScreenFrame.maxDraftLines, language: transcript.lang)
                growth = max(0, (text.extents.logical.height - line.extents.logical.height).rounded())
                block = TextBlock(text)
            } else {
                block = TextBlock(line)
            }
        } catch {
            throw problem(error.description, at: ["screen", "draft"])
        }
        let field = Rect(x: fieldStart, y: middle + height / 2 - height - growth, width: fieldWidth, height: height + growth)
        if let border = colors.fieldBorder {
            let line = 1 / frame.size.scale
            items.append(.shape(.roundedRect(field, radius: height / 2), color: border))
            items.append(.shape(.roundedRect(field.insetBy(dx: line, dy: line), radius: height / 2 - line), color: colors.field))
        } else {
            items.append(.shape(.roundedRect(field, radius: height / 2), color: colors.field))
        }
        for (icon, size, x) in insideAt {
            place(icon, size: size, x: x, color: colors.icon)
        }
        if layout.trailing == .microphoneInField, draft != nil {
            let arrow = Size(width: 13, height: 15)
            _ = roundButton(ComposerIcons.upArrow(size: arrow, line: 2.2), size: arrow, side: sendSide, maxX: field.maxX - 4, points: false)
        }
        let origin = Point(x: textStart - block.box.minX, y: field.minY + field.height / 2 - block.box.height / 2 - block.box.minY)
        items.append(.text(block, origin: origin, color: draft == nil ? colors.placeholder : colors.text))
        return (mirroredIfRightToLeft(items, in: frame), growth)
    }
}
