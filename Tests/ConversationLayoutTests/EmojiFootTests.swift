import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// What hangs from one to three emoji drawn without a bubble goes against what they draw (the
/// ink the text measuring gives them), as under a sticker, not against their line's box with
/// its descent, nor against the time's chip under them (review 23): WhatsApp's pill overlaps
/// the emoji's foot level with the chip, clear of it, the chip comes 4 points under the ink,
/// LINE's badge overlaps the ink's foot, and pills in rows come under the chip (plain) or 6
/// points under the ink (Telegram's chips).
@Suite("the foot of emoji alone")
struct EmojiFootTests {
    /// Texts as ``FixedTexts`` lays them out, but for emoji alone, 40 points a character on a
    /// line 48 tall whose ink ends 8 points above its foot, as a colour emoji's line goes on
    /// below its bitmap.
    struct InkedTexts: TextMeasuring {
        static let ink = Rect(x: 0, y: 4, width: 40, height: 36)

        func text(_ string: String, font: TextFont, maxWidth: Double?, language: String?, centred: Bool) throws(Unreadable) -> FixedTexts.Text {
            guard JumboEmoji.applies(to: string) else {
                return try FixedTexts().text(string, font: font, maxWidth: maxWidth, language: language, centred: centred)
            }
            let width = 40 * Double(string.count)
            return FixedTexts.Text(extents: (Rect(x: 0, y: 0, width: width, height: 48), Rect(x: 0, y: 4, width: width, height: 36)),
                                   string: string)
        }
    }

    /// The user's 🎉 and Ann's 👍, each with a reaction, in `look`.
    private func rows(_ look: LookName) throws -> [Row<FixedTexts.Text>] {
        var chat = try Transcript.decode(from: """
            {"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}}, "messages": [
              {"from": "me", "text": "🎉", "time": "09:43", "reactions": [{"emoji": "🥳", "from": ["ann"]}]},
              {"from": "ann", "text": "👍", "time": "09:44", "reactions": [{"emoji": "😂", "from": ["me"]}]}]}
            """, file: "t.json")
        chat.theme = look
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: InkedTexts(), images: MissingImages())
        return try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    /// The bare content of `row`: its emoji's ink, its time's chip (if any), the shapes drawn
    /// in it after the emoji and its first reaction mark outside it (if any), in row coordinates.
    private func parts(_ row: Row<FixedTexts.Text>) throws -> (ink: Rect, chip: Rect?, shapes: [Rect], mark: Rect?) {
        let (content, origin) = try #require(row.items.compactMap { item -> (BubbleContent<FixedTexts.Text>, Point)? in
            guard case .bubble(let bubble, let origin) = item, bubble.shape == nil else { return nil }
            return (bubble.content, Point(x: origin.x + bubble.contentOrigin.x, y: origin.y + bubble.contentOrigin.y))
        }.first)
        let ink = try #require(content.parts.compactMap { part -> Rect? in
            guard case .text(let block, let at, _) = part, JumboEmoji.applies(to: block.text.string) else { return nil }
            return block.text.extents.ink.offsetBy(dx: origin.x + at.x, dy: origin.y + at.y)
        }.first)
        let shapes = content.parts.compactMap { part -> Rect? in
            if case .shape(let path, _) = part { return path.bounds?.offsetBy(dx: origin.x, dy: origin.y) }
            return nil
        }
        let mark = row.items.compactMap { item -> Rect? in
            if case .reaction(let mark) = item { return mark.area.bounds }
            return nil
        }.first
        return (ink, content.timeChip?.offsetBy(dx: origin.x, dy: origin.y), shapes, mark)
    }

    /// WhatsApp's pill overlaps the ink's foot by 6 points, level with the chip 4 points under
    /// the ink, and at least 4 points clear of it; the line's descent does not count.
    @Test(arguments: [LookName.whatsapp, .whatsappAndroid])
    func whatsAppsPillIsLevelWithTheChipUnderTheInk(_ look: LookName) throws {
        for row in try rows(look) {
            let (ink, chip, _, mark) = try parts(row)
            let (time, pill) = (try #require(chip), try #require(mark))
            #expect(abs(time.minY - (ink.maxY + 4)) < 0.01, "the chip \(time) 4 points under the ink \(ink)")
            #expect(abs(pill.minY - (ink.maxY - 6)) < 0.01, "the pill \(pill) over the ink's foot \(ink.maxY)")
            #expect(pill.maxX + 4 <= time.minX + 0.01 || pill.minX >= time.maxX + 4 - 0.01, "the pill \(pill) clear of the chip \(time)")
        }
    }

    /// LINE's badge overlaps the ink's foot by 6 points.
    @Test func linesBadgeOverlapsTheInksFoot() throws {
        for row in try rows(.talk) {
            let (ink, _, _, mark) = try parts(row)
            let badge = try #require(mark)
            #expect(abs(badge.minY - (ink.maxY - 6)) < 0.01, "the badge \(badge) over the ink's foot \(ink.maxY)")
        }
    }

    /// Plain's pills come 4 points under the time's chip, which comes 4 points under the ink.
    @Test func plainsPillsComeUnderTheChipUnderTheInk() throws {
        for row in try rows(.plain) {
            let (ink, chip, _, mark) = try parts(row)
            let (time, pill) = (try #require(chip), try #require(mark))
            #expect(abs(time.minY - (ink.maxY + 4)) < 0.01, "the chip \(time) 4 points under the ink \(ink)")
            #expect(abs(pill.minY - (time.maxY + 4)) < 0.01, "the pill \(pill) 4 points under the chip \(time)")
        }
    }

    /// Telegram's reaction chips on the wallpaper, the highest shapes in the content, come
    /// 6 points under the ink (``ReactionChips/spacing``), the time's chip under them.
    @Test func telegramsChipsComeUnderTheInk() throws {
        for row in try rows(.telegram) {
            let (ink, chip, shapes, _) = try parts(row)
            let top = try #require(shapes.map(\.minY).min())
            #expect(abs(top - (ink.maxY + ReactionChips<FixedTexts.Text>.spacing)) < 0.01, "the chips from \(top), the ink to \(ink.maxY)")
            if let chip { #expect(chip.minY > top, "the time's chip \(chip) under the reaction chips") }
        }
    }
}
