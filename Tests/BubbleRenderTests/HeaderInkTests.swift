import Testing
import BubbleGeometry
@testable import BubbleRender
import CairoDrawing
import ConversationLayout
import Transcript

/// The bars' texts stay in their place: titles and subtitles in Latin, Arabic and Hebrew, long
/// enough to be ellipsized, and the same texts as composer drafts (wrapped, see
/// `DraftInkTests`), with a large unread count, draw every ink
/// pixel inside their bar and away from its icons, avatar, buttons and the unread capsule, in
/// every theme on an iPhone, an iPhone without a notch and an Android phone, in chats that
/// read left to right and right to left (mirrored bars).
@Suite("ink of the header and composer stays in its bar")
struct HeaderInkTests {
    static let titles = [
        SampleText(name: "latin", text: "The Saturday hiking club and everyone who came along last time", language: "en"),
        SampleText(name: "arabic", text: "مجموعة المشي يوم السبت وكل من جاء معنا في المرة الماضية إلى الجبل", language: "ar"),
        SampleText(name: "hebrew", text: "קבוצת הטיולים של שבת וכל מי שהצטרף אלינו בפעם הקודמת להר", language: "he"),
    ]

    /// How far ink must stay from the bar's edges and from the other items, in points.
    static let clearance = 1.0

    @Test("every theme and platform", arguments: titles)
    func headerInkIsInside(_ sample: SampleText) throws {
        let renderer = try BubbleRenderer()
        for theme in ChatLook.names {
            for device in [DevicePreset.iPhone61, .iPhone55, .androidPhone] {
                for (draft, direction) in [nil, sample.text].flatMap({ draft in Transcript.LayoutDirection.allCases.map { (draft, $0) } }) {
                    let screen = Screen(device: .preset(device), title: sample.text, subtitle: sample.text, unread: 12_345, draft: draft)
                    let transcript = Transcript(theme: theme, lang: sample.language, layoutDirection: direction, screen: screen,
                                                participants: [Participant(id: "me", side: .outgoing), Participant(id: "ann", name: "Ann")],
                                                messages: [])
                    try transcript.validate()
                    let (layout, _) = try renderer.layout(of: transcript.onScreen, file: nil)
                    let (frame, composer) = try #require(try layout.screen())
                    let name = "\(sample.name) \(theme) \(device.rawValue) \(direction.rawValue)"
                    if draft == nil {
                        let colors = layout.theme.look.chrome(frame.size.platform).bars.light
                        try Self.check(try layout.headerItems(frame, colors: colors), in: frame.header, name: name + " header")
                    }
                    try Self.check(composer, in: frame.composer, ellipsized: false,
                                   name: name + (draft == nil ? " placeholder" : " draft"))
                }
            }
        }
    }

    /// Draws each text of `items` alone at `scale` pixels a point and checks its ink against
    /// `bar` and the bounds of the other items (but the field or capsule the text sits in);
    /// with `ellipsized`, a text must be cut.
    static func check(_ items: [Row<TextLayout>.Item], in bar: Rect, ellipsized: Bool = true, scale: Double = 2,
                      name: String) throws {
        let width = Int((bar.maxX * scale).rounded(.up)), height = Int((bar.height * scale).rounded(.up))
        let others = items.compactMap { item -> Rect? in
            switch item {
            case .shape(let path, _): path.bounds
            case .avatar(_, let rect): rect
            default: nil
            }
        }
        var cut = 0
        for item in items {
            guard case .text(let block, let origin, _) = item else { continue }
            if block.text.isEllipsized { cut += 1 }
            let box = block.box.offsetBy(dx: origin.x, dy: origin.y)
            let centre = Point(x: box.minX + box.width / 2, y: box.minY + box.height / 2)
            // The field or capsule holding the text is its background.
            let foreign = others.filter { !Self.rect($0, contains: centre) }
            let surface = try ImageSurface(width: width, height: height)
            let cr = try DrawingContext(surface: surface, scale: scale)
            cr.clear(to: .clear)
            cr.show(block.text, at: Point(x: origin.x, y: origin.y - bar.minY), color: .black)
            try cr.check()
            let pixels = surface.argbWords()
            let inner = bar.insetBy(dx: clearance, dy: clearance)
            var ink = 0, outside = 0
            var first = "-"
            for index in pixels.indices where pixels[index] >> 24 != 0 {
                ink += 1
                let point = Point(x: (Double(index % width) + 0.5) / scale, y: bar.minY + (Double(index / width) + 0.5) / scale)
                let inside = Self.rect(inner, contains: point)
                    && !foreign.contains { Self.rect($0.insetBy(dx: -clearance, dy: -clearance), contains: point) }
                if !inside {
                    if outside == 0 { first = "\(point.x),\(point.y)" }
                    outside += 1
                }
            }
            #expect(ink > 0, "\(name): a text draws no ink")
            #expect(outside == 0, "\(name): \(outside) of \(ink) ink pixels outside the bar or on its icons, first at \(first)")
        }
        #expect(!ellipsized || cut >= 1, "\(name): the long text is not ellipsized")
    }

    static func rect(_ rect: Rect, contains point: Point) -> Bool {
        point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
    }
}
