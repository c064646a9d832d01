import Testing
import BubbleGeometry
import ConversationLayout
import Transcript
@testable import BubbleRender
import CairoDrawing

/// Reactions in right-to-left and CJK conversations, every theme: each emoji and count lies
/// inside its badge, pill or chip (Telegram's, inside the bubble), at least ``clearance`` from
/// its edge, and every badge and pill inside its own row and the canvas, so none reaches a
/// neighbouring row.
@Suite("reaction ink stays inside its badge")
struct ReactionInkTests {
    static let clearance = 1.0

    struct Chat: CustomTestStringConvertible, Sendable {
        var name: String
        var lang: String
        var rightToLeft: Bool
        var texts: [String]
        var testDescription: String { name }
    }

    static let chats = [
        Chat(name: "arabic", lang: "ar", rightToLeft: true,
             texts: ["مرحبا! كيف حالك اليوم؟ أراك في المقهى بعد الظهر.", "نعم", "سأصل الساعة 10:30 مع iPhone 15 Pro، والرقم 42 يبقى كما هو."]),
        Chat(name: "hebrew", lang: "he", rightToLeft: true, texts: ["שלום! מה שלומך היום?", "כן", "נתראה בבית הקפה מחר בבוקר, בסדר?"]),
        Chat(name: "japanese", lang: "ja", rightToLeft: false,
             texts: ["今日は「東京タワー」に行きました。とても綺麗でした！", "はい", "また行きたいです。"]),
        Chat(name: "chinese", lang: "zh-Hans", rightToLeft: false, texts: ["你好啊！！你好吗，真的好吗好的好的。", "好", "明天见。"]),
    ]

    /// The chat's texts, alternating senders, with one reaction, a stack of four (two of them
    /// the user's) and large counts.
    static func transcript(_ chat: Chat, style: LookName) throws -> Transcript {
        let reactions = [
            #"[{"emoji": "❤️", "from": ["me"]}]"#,
            #"[{"emoji": "😂", "from": ["ann", "me"]}, {"emoji": "👍🏽", "count": 1250}, {"emoji": "🇯🇵", "from": ["ann"]}, {"emoji": "1️⃣", "count": 999999}]"#,
            #"[{"emoji": "👨‍👩‍👧‍👦", "count": 12}, {"emoji": "🔥", "from": ["me"]}]"#,
        ]
        let messages = chat.texts.enumerated().map { index, text in
            #"{"from": "\#(index % 2 == 0 ? "ann" : "me")", "text": "\#(text)", "time": "09:4\#(index)", "reactions": \#(reactions[index])}"#
        }
        return try Transcript.decode(from: """
            {"theme": "\(style.rawValue)", "lang": "\(chat.lang)", "layoutDirection": "\(chat.rightToLeft ? "rtl" : "ltr")", "width": 320,
             "participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": [\(messages.joined(separator: ", "))]}
            """, file: "t.json")
    }

    @Test("right-to-left and CJK, every theme", arguments: chats)
    func reactionInkIsInside(_ chat: Chat) throws {
        let renderer = try BubbleRenderer()
        let scale = 2.0
        for style in ChatLook.names {
            let transcript = try Self.transcript(chat, style: style)
            let layout = try renderer.layout(of: transcript, file: "t.json").0
            for spec in RowSpec.rows(of: transcript) where !spec.kind.isTimeHeader {
                let row = try layout.row(spec)
                let marks = row.items.compactMap { item -> ReactionMark<TextLayout>? in
                    if case .reaction(let mark) = item { return mark }
                    return nil
                } + Self.chipMarks(row)
                let label = "\(chat.name) \(style) messages[\(spec.index)]"
                #expect(!marks.isEmpty, "\(label): no reactions drawn")
                for mark in marks {
                    let bounds = mark.bounds
                    #expect(bounds.minY >= 0 && bounds.maxY <= row.height, "\(label): \(bounds) outside the row's 0...\(row.height)")
                    #expect(bounds.minX >= 0 && bounds.maxX <= transcript.width, "\(label): \(bounds) outside the canvas")
                }
                let pixelWidth = Int((transcript.width * scale).rounded(.up))
                let pixelHeight = Int((row.height * scale).rounded(.up))
                func draw(_ body: (DrawingContext) throws -> Void) throws -> [UInt32] {
                    let surface = try ImageSurface(width: pixelWidth, height: pixelHeight)
                    let cr = try DrawingContext(surface: surface, scale: scale)
                    try body(cr)
                    try cr.check()
                    return surface.argbWords()
                }
                // Chips are drawn with their bubble's content: they are checked on their own.
                let checked = Self.chipMarks(row).isEmpty ? row : Row(height: row.height, items: marks.map { .reaction($0) })
                let withText = try draw { cr in
                    cr.clear(to: .white)
                    try cr.draw(checked, at: .zero)
                }
                let withoutText = try draw { cr in
                    cr.clear(to: .white)
                    try cr.draw(Row(height: checked.height, items: checked.items.map { item in
                        guard case .reaction(var mark) = item else { return item }
                        mark.texts = []
                        return .reaction(mark)
                    }), at: .zero)
                }
                // Where ink may go: each badge's inside, eroded by the clearance, back to front
                // as they are drawn (a badge covers the edge of the one behind it).
                let allowed = try draw { cr in
                    cr.clear(to: .clear)
                    for mark in marks {
                        cr.fill(mark.area, at: .zero, color: .black)
                        cr.erase(mark.area, at: .zero, width: 2 * Self.clearance)
                    }
                }
                let (ink, outside, first) = InkInsideBubbleTests.ink(withText, withoutText, outside: allowed, width: pixelWidth)
                #expect(ink > 0, "\(label): no reaction ink")
                #expect(outside == 0, "\(label): \(outside) of \(ink) reaction ink pixels closer than \(Self.clearance) points to the edge, first at \(first)")
            }
        }
    }

    /// Telegram's chips inside the row's bubbles, as marks in the row's coordinates: each
    /// chip's outline (a content shape of ``ReactionChips/height``) with the emoji and the
    /// count that follow it in the content.
    static func chipMarks(_ row: Row<TextLayout>) -> [ReactionMark<TextLayout>] {
        var marks: [ReactionMark<TextLayout>] = []
        for item in row.items {
            guard case .bubble(let bubble, let origin) = item else { continue }
            let dx = origin.x + bubble.contentOrigin.x, dy = origin.y + bubble.contentOrigin.y
            for part in bubble.content.parts {
                switch part {
                case .shape(let path, let color) where path.bounds?.height == ReactionChips<TextLayout>.height:
                    let area = path.offsetBy(dx: dx, dy: dy)
                    marks.append(ReactionMark(outlines: [(area, color)], texts: [], area: area))
                case .text(let block, let at, let color):
                    guard var mark = marks.popLast() else { continue }
                    if mark.texts.count < 2 { mark.texts.append((block, Point(x: at.x + dx, y: at.y + dy), color)) }
                    marks.append(mark)
                default:
                    continue
                }
            }
        }
        return marks
    }
}
