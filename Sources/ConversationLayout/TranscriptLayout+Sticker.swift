import BubbleGeometry
import Transcript
import StrictJSON

extension TranscriptLayout {
    /// The longest side of a sticker, in points, as the apps draw them (about 160 to 190).
    package static var stickerSide: Double { 180 }
    /// The room around the time in the translucent pill under the time of a sticker (or of
    /// emoji without a bubble), which is ``bareStampChip``.
    package static var stampPillInset: Size { Size(width: 6, height: 2) }

    /// The chip under the time of a sticker or of emoji alone: the look's
    /// ``ChatLook/bareStampChip`` in this appearance, else its ``ChatLook/stampChip``.
    var bareStampChip: RGBAColor {
        theme.look.bareStampChip[transcript.appearance] ?? theme.look.stampChip
    }

    /// A sticker's row: the picture without a bubble, its longer side ``stickerSide``, its
    /// aspect kept, under the sender's name in a group chat of a theme that names senders
    /// inside bubbles. Themes that write the time inside bubbles (WhatsApp, plain) put it, with
    /// the ticks, on a small translucent pill at the bottom trailing corner of what the
    /// sticker draws; the others write it where they always do. Tapbacks point at the
    /// sticker's visible shape, their tail on it where it reaches farthest toward their
    /// corner, and other reactions hang from its drawn foot, not from its picture's
    /// transparent box.
    package func stickerRow(_ spec: RowSpec, sticker: String, message: BubbleMessage, participant: Participant) throws(Diagnostic) -> Row<Text> {
        let path: JSONPath = ["messages", .index(spec.index)]
        let image: MessageImage
        do {
            image = try images.image(sticker)
        } catch {
            throw problem(error.description, at: path.appending(key: "sticker"))
        }
        let side = Self.stickerSide
        // At least a point across, however thin the picture.
        let size = image.aspectRatio >= 1
            ? Size(width: side, height: max(1, (side / image.aspectRatio).rounded()))
            : Size(width: max(1, (side * image.aspectRatio).rounded()), height: side)
        var visible: Point?
        var shape: DrawnShape?
        do {
            if showsTapbacks(message) {
                visible = try images.visibleCorner(of: image, toward: spec.placement == .incoming ? .right : .left)
            } else if theme.timePlacement == .inside || !message.reactions.isEmpty {
                shape = try images.drawnShape(of: image)
            }
        } catch {
            throw problem(error.description, at: path.appending(key: "sticker"))
        }
        return try bareRow(spec, message: message, participant: participant, size: size, visibleCorner: visible,
                           drawnShape: shape) { picture in
            [.image(image, rect: picture, cornerRadius: 0)]
        }
    }

    /// A die's row (``ChatLook/diceFaces``): drawn as a sticker is, without a bubble, in a
    /// box ``dieSide`` points wide: the die come to rest as a shaded cube (``DieCube``),
    /// ``dieFaceSide`` wide, at the box's top, centred across it, its value on the front face,
    /// so that the time's pill at the box's bottom corner covers no pip, as Telegram's die
    /// sticker leaves room around the die.
    package func dieRow(_ spec: RowSpec, value: Int, message: BubbleMessage, participant: Participant) throws(Diagnostic) -> Row<Text> {
        let side = Self.dieSide
        guard let cube = DieFace(value: value, side: Self.dieFaceSide).map(DieCube.init(showing:)) else {
            throw problem("a die shows 1 to 6, not \(value)", at: ["messages", .index(spec.index)])
        }
        let left = (side - Self.dieFaceSide) / 2
        // The cube's top corner toward the tapbacks: the back's top right, or the front's top left.
        let corner = spec.placement == .incoming ? cube.topFace.point(1, 0) : cube.frontFace.origin
        let visible = Point(x: (left + corner.x) / side, y: corner.y / side)
        return try bareRow(spec, message: message, participant: participant, size: Size(width: side, height: side),
                           visibleCorner: visible) { picture in
            let (dx, dy) = (picture.minX + left, picture.minY)
            var parts: [BubbleContent<Text>.Part] = [.shadedShape(cube.outline.offsetBy(dx: dx, dy: dy), top: .rgb(0xE2E2E8), bottom: .rgb(0x8E8E98))]
            for (face, shade) in [(cube.topFace, Self.dieTop), (cube.frontFace, Self.dieFront), (cube.rightFace, Self.dieRight)] {
                parts.append(.shadedShape(cube.body(face).offsetBy(dx: dx, dy: dy), top: shade.top, bottom: shade.bottom))
                parts.append(.shape(cube.pips(face).offsetBy(dx: dx, dy: dy), color: Self.diePips))
            }
            return parts
        }
    }

    /// The side of a die's box and of the cube in it (``dieRow(_:value:message:participant:)``),
    /// in points.
    package static var dieSide: Double { 120 }
    package static var dieFaceSide: Double { 96 }
    /// The die's faces, white lit from above: the top brightest, the front a little grey at
    /// its foot, the right side in shade.
    private static var dieTop: (top: RGBAColor, bottom: RGBAColor) { (.white, .rgb(0xF0F0F3)) }
    private static var dieFront: (top: RGBAColor, bottom: RGBAColor) { (.rgb(0xF8F8FA), .rgb(0xDCDCE2)) }
    private static var dieRight: (top: RGBAColor, bottom: RGBAColor) { (.rgb(0xCFCFD6), .rgb(0xA9A9B3)) }
    private static var diePips: RGBAColor { .rgb(0x1C1C1E) }

    /// The row of something drawn without a bubble, `size` points, by `draw` in the box it is
    /// given (content coordinates): under the sender's name in a group chat of a theme that
    /// names senders inside bubbles, the time and ticks on a pill at its bottom trailing
    /// corner in themes that write them inside bubbles (the corner of `drawnShape`, in the
    /// unit square, when given), tapbacks on its visible shape, whose point farthest toward
    /// the tapbacks' top corner (in the unit square, y down) is `visibleCorner`.
    private func bareRow(_ spec: RowSpec, message: BubbleMessage, participant: Participant, size: Size, visibleCorner: Point?,
                         drawnShape: DrawnShape? = nil, draw: (Rect) -> [BubbleContent<Text>.Part]) throws(Diagnostic) -> Row<Text> {
        let path: JSONPath = ["messages", .index(spec.index)]
        let side = Self.stickerSide
        var parts: [BubbleContent<Text>.Part] = []
        // Themes that name the sender inside the bubble name it above a sticker, in the same
        // words and colour, on a small tag of the incoming bubble's colour.
        var top = 0.0
        // The time and ticks on their chip, measured first: the content is at least as wide.
        var stamp: (block: TextBlock<Text>?, mark: (path: Path, size: Size, color: RGBAColor)?, gap: Double, size: Size)?
        if theme.timePlacement == .inside {
            let time = shownTime(message)
            let mark = metaStatus(of: message, side: spec.side, time: time).flatMap { deliveryMark($0, tint: .white, inBubble: false) }
            var block: TextBlock<Text>?
            if let time {
                do {
                    block = try text(time, size: theme.metaSize, maxWidth: nil, language: message.lang ?? transcript.lang)
                } catch {
                    throw problem(error.description, at: path)
                }
            }
            if block != nil || mark != nil {
                let gap = block != nil && mark != nil ? 3.0 : 0
                let inner = Size(width: (block?.size.width ?? 0) + gap + (mark?.size.width ?? 0),
                                 height: max(block?.size.height ?? 0, mark?.size.height ?? 0))
                stamp = (block, mark, gap, Size(width: inner.width + 2 * Self.stampPillInset.width,
                                                height: inner.height + 2 * Self.stampPillInset.height))
            }
        }
        var width = max(size.width, stamp?.size.width ?? 0)
        if spec.showsName, theme.namesInside {
            let name: TextBlock<Text>
            do {
                name = try text(participant.displayName, size: theme.metaSize + 1, bold: true, maxWidth: side,
                                language: message.lang ?? transcript.lang)
            } catch {
                throw problem(error.description, at: path)
            }
            let tag = Self.nameTagSize(name)
            width = max(width, tag.width)
            parts += nameTag(name, participant: participant, top: 0, width: width, placement: spec.placement)
            top = tag.height + 4
        }
        let picture = Rect(x: spec.placement == .incoming ? 0 : width - size.width, y: top, width: size.width, height: size.height)
        parts += draw(picture)
        let drawn = drawnShape?.placed(in: picture)
        let foot = drawn?.bounds ?? picture
        var timeChip: Rect?
        if let stamp {
            let pillSize = stamp.size
            let mirrored = transcript.layoutDirection == .rightToLeft
            // In the drawn content's corner, but not out of the picture's box, nor out of the
            // content where the picture is narrower than the chip.
            let cornerX = mirrored ? foot.minX + 4 : foot.maxX - 4 - pillSize.width
            let inPicture = min(max(cornerX, picture.minX), picture.maxX - pillSize.width)
            let pill = Rect(x: min(max(inPicture, 0), width - pillSize.width),
                            y: max(picture.minY, foot.maxY - 4 - pillSize.height), width: pillSize.width, height: pillSize.height)
            parts.append(.shape(.roundedRect(pill, radius: pill.height / 2), color: bareStampChip))
            timeChip = pill
            var x = pill.minX + Self.stampPillInset.width
            if let block = stamp.block {
                parts.append(.text(block, origin: block.origin(centredIn: Rect(x: x, y: pill.minY, width: block.size.width,
                                                                                  height: pill.height)), color: .white))
                x += block.size.width + stamp.gap
            }
            if let mark = stamp.mark {
                parts.append(.shape(mark.path.offsetBy(dx: x, dy: pill.minY + (pill.height - mark.size.height) / 2), color: mark.color))
            }
        }
        let content = BubbleContent(size: Size(width: width, height: top + size.height), parts: parts, timeChip: timeChip,
                                    drawnShape: drawn)
        let bubble = MessageBubble(content: content, style: theme.outline, metrics: theme.look.outlineMetrics, side: spec.placement,
                                   hasTail: false, fill: .clear, border: nil, bare: true)
        var reactionCorner: Point?
        if showsTapbacks(message), let visible = visibleCorner {
            // On the shape, as far in and down from its farthest point as a tail ends from a
            // bubble's corner box.
            let right = spec.placement == .incoming
            let inset = Self.tapbackCornerInset
            reactionCorner = Point(x: picture.minX + visible.x * picture.width + (right ? -inset : inset),
                                   y: picture.minY + visible.y * picture.height + Self.stickerTailDrop)
        }
        return try place(bubble, spec: spec, message: message, participant: participant, reactionCorner: reactionCorner)
    }
}

extension TranscriptLayout {
    /// The size of a sender's `name` on its tag (``nameTag(_:participant:top:width:placement:)``).
    static func nameTagSize(_ name: TextBlock<Text>) -> Size {
        Size(width: name.size.width + 16, height: name.size.height + 6)
    }

    /// The sender's name as looks that name senders inside bubbles show it above what has no
    /// bubble (a sticker, emoji alone): in the same words and colour on a small tag of the
    /// incoming bubble's colour, from `top`, at the sender's edge of content `width` wide.
    func nameTag(_ name: TextBlock<Text>, participant: Participant, top: Double, width: Double,
                 placement: BubbleSide) -> [BubbleContent<Text>.Part] {
        let size = Self.nameTagSize(name)
        let tag = Rect(x: placement == .incoming ? 0 : width - size.width, y: top, width: size.width, height: size.height)
        return [.shape(.roundedRect(tag, radius: 8), color: theme.colors.bubble(.incoming).fill),
                .text(name, origin: name.origin(centredIn: tag), color: participant.senderColor)]
    }
}
