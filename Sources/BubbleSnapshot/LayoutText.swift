import BubbleGeometry
import BubbleRender
import CairoDrawing
import ConversationLayout
import StrictJSON
import Transcript

/// A laid-out page as JSON text for layout snapshots: the page's size, then each row (the
/// transcript entry it shows and its frame) with its items (bubbles, texts, avatars, pills,
/// reactions) in page points rounded to hundredths, and each text's lines (their words and
/// frames) and runs (`"Inter 5"`: the font family that shaped the run and its glyph count). The same
/// layout always gives the same text, so a change shows as a diff of a few lines.
enum LayoutText {
    static func json(_ page: LaidOutConversation) -> String {
        var rows: [JSONValue] = []
        for placed in page.rows {
            let origin = placed.origin
            var members: [(String, JSONValue)] = entry(placed.spec)
            members.append(("frame", rect(Rect(x: origin.x, y: origin.y, width: page.size.width - 2 * origin.x, height: placed.row.height))))
            members.append(("items", .init(.array(placed.row.items.map { item(offsetBy: origin, $0) }))))
            rows.append(object(members))
        }
        var top: [(String, JSONValue)] = [("size", numbers([page.size.width, page.size.height]))]
        if let screen = page.screen { top.append(("statusBar", rect(screen.statusBar))) }
        top.append(("rows", .init(.array(rows))))
        return object(top).formattedText + "\n"
    }

    /// What the row shows: `messages[3]`, its kind, and a message's id and sender.
    private static func entry(_ spec: RowSpec) -> [(String, JSONValue)] {
        let path: (String, JSONValue) = ("entry", .init(.string("messages[\(spec.index)]")))
        switch spec.kind {
        case .separator: return [path, ("kind", "separator")]
        case .system: return [path, ("kind", "system")]
        case .deletedLine: return [path, ("kind", "deletedLine")]
        case .timeHeader: return [path, ("kind", "timeHeader")]
        case .typing(let participant): return [path, ("kind", "typing"), ("from", .init(.string(participant.id)))]
        case .message(let message, let participant):
            var members = [path, ("kind", "message")]
            if let id = message.id { members.append(("id", .init(.string(id)))) }
            members.append(("from", .init(.string(participant.id))))
            return members
        }
    }

    private static func item(offsetBy origin: Point, _ item: Row<TextLayout>.Item) -> JSONValue {
        switch item {
        case .bubble(let bubble, let at):
            let place = Point(x: origin.x + at.x, y: origin.y + at.y)
            let content = Point(x: place.x + bubble.contentOrigin.x, y: place.y + bubble.contentOrigin.y)
            var members: [(String, JSONValue)] = [("bubble", rect(bubble.frame.offsetBy(dx: place.x, dy: place.y)))]
            var texts: [JSONValue] = []
            var images: [JSONValue] = []
            for part in bubble.content.parts {
                switch part {
                case .text(let block, let at, _): texts.append(text(block, at: Point(x: content.x + at.x, y: content.y + at.y)))
                case .image(_, let area, _), .bleedImage(_, let area), .insetImage(_, let area, _), .avatar(_, let area):
                    images.append(rect(area.offsetBy(dx: content.x, dy: content.y)))
                case .shape, .bleedShape, .insetShade, .shadedShape: break
                }
            }
            if !texts.isEmpty { members.append(("texts", .init(.array(texts)))) }
            if !images.isEmpty { members.append(("images", .init(.array(images)))) }
            return object(members)
        case .text(let block, let at, _):
            return object([("text", text(block, at: Point(x: origin.x + at.x, y: origin.y + at.y)))])
        case .pill(let area, _):
            return object([("pill", rect(area.offsetBy(dx: origin.x, dy: origin.y)))])
        case .avatar(_, let area):
            return object([("avatar", rect(area.offsetBy(dx: origin.x, dy: origin.y)))])
        case .shape(let path, _):
            return object([("shape", path.bounds.map { rect($0.offsetBy(dx: origin.x, dy: origin.y)) } ?? nil)])
        case .reaction(let mark):
            return object([("reaction", rect(mark.bounds.offsetBy(dx: origin.x, dy: origin.y))),
                           ("texts", .init(.array(mark.texts.map { text($0.block, at: Point(x: origin.x + $0.origin.x, y: origin.y + $0.origin.y)) })))])
        }
    }

    /// A text drawn with its origin at `at`: its box, its lines and its runs.
    private static func text(_ block: TextBlock<TextLayout>, at: Point) -> JSONValue {
        let layout = block.text
        let utf8 = Array(layout.shownText.utf8)
        let starts = layout.lineStarts
        var lines: [JSONValue] = []
        for (index, extent) in layout.lineExtents.enumerated() where index < starts.count {
            let end = index + 1 < starts.count ? starts[index + 1] : utf8.count
            let words = String(decoding: utf8[min(starts[index], utf8.count)..<min(end, utf8.count)], as: UTF8.self)
            lines.append(object([("text", .init(.string(words))), ("frame", rect(extent.offsetBy(dx: at.x, dy: at.y)))]))
        }
        let runs = layout.runs.map { run in JSONValue(.string("\(run.family) \(run.glyphs)")) }
        return object([("box", rect(block.box.offsetBy(dx: at.x, dy: at.y))), ("lines", .init(.array(lines))), ("runs", .init(.array(runs)))])
    }

    private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(JSONObject(members.map { JSONObject.Member(key: $0.0, value: $0.1) })))
    }

    private static func rect(_ rect: Rect) -> JSONValue {
        numbers([rect.minX, rect.minY, rect.width, rect.height])
    }

    /// Numbers rounded to hundredths, whole ones written without a fraction.
    private static func numbers(_ values: [Double]) -> JSONValue {
        JSONValue(.array(values.map { value in
            let rounded = (value * 100).rounded() / 100
            if rounded == rounded.rounded(), abs(rounded) < 1e9 { return JSONValue(integerLiteral: Int(rounded)) }
            return JSONValue(floatLiteral: rounded)
        }))
    }
}
