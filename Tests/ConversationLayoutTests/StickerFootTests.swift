import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// What hangs from a sticker's foot goes against what it draws, not against the transparent
/// margin of its picture (review 22): the reaction's pill overlaps the drawn bottom at the
/// sender's side as it overlaps a bubble's, pills in rows come right under it, and the time's
/// chip sits in the drawn content's bottom trailing corner.
@Suite("a sticker's drawn foot")
struct StickerFootTests {
    /// Square pictures of 320 pixels that draw a rectangle across their middle (x 0.1 to 0.9)
    /// from a twentieth of their height down to 55%: a wide transparent margin under it, 81
    /// points of the 180-point box, and 18 points at its sides.
    struct MarginedStickers: ImageMeasuring {
        static let drawn = Rect(x: 0.1, y: 0.05, width: 0.8, height: 0.5)

        func image(_ path: String) throws(Unreadable) -> MessageImage {
            MessageImage(file: .anywhere("/" + path), name: path, width: 320, height: 320)
        }

        func drawnShape(of image: MessageImage) throws(Unreadable) -> DrawnShape? {
            let columns = (0..<320).map { x -> Double? in
                let centre = (Double(x) + 0.5) / 320
                return centre > Self.drawn.minX && centre < Self.drawn.maxX ? Self.drawn.maxY : nil
            }
            return DrawnShape(bounds: Self.drawn, bottoms: columns)
        }
    }

    /// The rows of Ann's sticker and the user's, each with a reaction, in `look`, the
    /// pictures from `images`.
    private func rows(_ look: LookName, images: some ImageMeasuring = MarginedStickers()) throws -> [Row<FixedTexts.Text>] {
        var chat = try Transcript.decode(from: """
            {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}}, "messages": [
              {"from": "ann", "sticker": "smile.png", "time": "16:04", "reactions": [{"emoji": "😂", "from": ["me"]}]},
              {"from": "me", "sticker": "smile.png", "time": "16:05", "reactions": [{"emoji": "😂", "from": ["ann"]}]}]}
            """, file: "t.json")
        chat.theme = look
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: images)
        return try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    /// What the sticker in `row` draws, its time's chip (if any) and its first reaction mark,
    /// in row coordinates.
    private func parts(_ row: Row<FixedTexts.Text>) throws -> (drawn: Rect, chip: Rect?, mark: Rect) {
        let (sticker, origin) = try #require(row.items.compactMap { item -> (MessageBubble<FixedTexts.Text>, Point)? in
            guard case .bubble(let bubble, let origin) = item, bubble.shape == nil else { return nil }
            return (bubble, Point(x: origin.x + bubble.contentOrigin.x, y: origin.y + bubble.contentOrigin.y))
        }.first)
        let picture = try #require(sticker.content.parts.compactMap { part -> Rect? in
            if case .image(_, let rect, _) = part { return rect }
            return nil
        }.first)
        let unit = MarginedStickers.drawn
        let drawn = Rect(x: origin.x + picture.minX + unit.minX * picture.width, y: origin.y + picture.minY + unit.minY * picture.height,
                         width: unit.width * picture.width, height: unit.height * picture.height)
        let mark = try #require(row.items.compactMap { item -> Rect? in
            if case .reaction(let mark) = item { return mark.area.bounds }
            return nil
        }.first)
        return (drawn, sticker.content.timeChip?.offsetBy(dx: origin.x, dy: origin.y), mark)
    }

    /// WhatsApp's pill (and LINE's badge) overlaps the drawn bottom, 81 points above the
    /// picture's, by about a quarter of its height, 8 points in from the drawn content's
    /// sender side (WhatsApp; for the user's sticker the other end, clear of the time's chip)
    /// or from its end away from the sender (LINE); WhatsApp's time chip sits in the drawn
    /// content's bottom trailing corner.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid, .talk])
    func thePillOverlapsTheDrawnBottom(_ look: LookName) throws {
        for (index, row) in try rows(look).enumerated() {
            let (drawn, chip, pill) = try parts(row)
            let incoming = index == 0
            #expect(pill.minY < drawn.maxY - 4 && pill.maxY > drawn.maxY + 10, "the pill \(pill) over the drawn bottom \(drawn.maxY)")
            // WhatsApp's at the left, clear of the chip on the right; LINE's away from the sender.
            let fromLeft = look != .talk || !incoming
            let inset = fromLeft ? pill.minX - drawn.minX : drawn.maxX - pill.maxX
            #expect(abs(inset - 8) < 0.5, "the pill \(pill) 8 points in from the drawn content's side, \(drawn)")
            if let chip {
                #expect(abs(chip.maxY - (drawn.maxY - 4)) < 0.5, "the chip \(chip) on the drawn bottom \(drawn.maxY)")
                #expect(abs(chip.maxX - (drawn.maxX - 4)) < 0.5, "the chip \(chip) in the drawn trailing corner \(drawn.maxX)")
            }
        }
    }

    /// Pills in rows (plain, and Telegram's chips on the wallpaper) come 4 points under the
    /// drawn bottom, or under the time's chip where they meet its columns.
    @Test(arguments: [LookName.plain, .telegram])
    func pillRowsComeUnderTheDrawnBottom(_ look: LookName) throws {
        for row in try rows(look) {
            let (drawn, chip, pill) = try parts(row)
            let meetsChip = chip.map { $0.minX < pill.maxX && $0.maxX > pill.minX } ?? false
            let foot = meetsChip ? max(drawn.maxY, chip?.maxY ?? 0) : drawn.maxY
            #expect(abs(pill.minY - (foot + 4)) < 0.5, "the pill \(pill) 4 points under \(foot) (drawn \(drawn), chip \(String(describing: chip)))")
        }
    }

    /// Pictures 1 pixel wide and 1,000 high that draw every pixel.
    struct ThinStickers: ImageMeasuring {
        func image(_ path: String) throws(Unreadable) -> MessageImage {
            MessageImage(file: .anywhere("/" + path), name: path, width: 1, height: 1000)
        }

        func drawnShape(of image: MessageImage) throws(Unreadable) -> DrawnShape? {
            DrawnShape(bounds: Rect(x: 0, y: 0, width: 1, height: 1), bottoms: [1])
        }
    }

    /// A sticker far narrower than its time's chip (a picture a pixel wide) is a point wide,
    /// and its content as wide as the chip, which stays in it, on either side; its reactions
    /// are placed without trapping on a box of no width.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid, .plain, .talk, .telegram])
    func aStickerNarrowerThanItsChipHoldsIt(_ look: LookName) throws {
        for row in try rows(look, images: ThinStickers()) {
            let sticker = try #require(row.items.compactMap { item -> MessageBubble<FixedTexts.Text>? in
                if case .bubble(let bubble, _) = item, bubble.shape == nil { return bubble }
                return nil
            }.first)
            let picture = try #require(sticker.content.parts.compactMap { part -> Rect? in
                if case .image(_, let rect, _) = part { return rect }
                return nil
            }.first)
            #expect(picture.width == 1 && picture.height == 180)
            if let chip = sticker.content.timeChip {
                #expect(chip.minX >= 0 && chip.maxX <= sticker.content.size.width, "the chip \(chip) in the content \(sticker.content.size)")
            }
        }
    }

    /// A shape whose box has no width reads its bounds' bottom for any columns, and columns
    /// without end read the whole shape.
    @Test func aShapeOfNoWidthHasItsBoundsFoot() {
        let unit = DrawnShape(bounds: Rect(x: 0, y: 0, width: 1, height: 0.5), bottoms: [0.25, 0.5])
        let flat = unit.placed(in: Rect(x: 10, y: 0, width: 0, height: 100))
        #expect(flat.bottom(from: 0, to: 40) == 50)
        #expect(flat.bottom(from: -.infinity, to: .infinity) == 50)
        #expect(unit.placed(in: Rect(x: 0, y: 0, width: 10, height: 100)).bottom(from: -.infinity, to: .infinity) == 50)
    }
}
