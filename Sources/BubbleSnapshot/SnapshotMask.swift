import BubbleGeometry
import BubbleRender
import CairoDrawing
import ConversationLayout
import PixelDiff
import Transcript

/// Part of a conversation render left out of the comparison, named by what it is rather than
/// by pixels: where it lies is found in the transcript's layout, so a mask follows its content
/// when the layout moves. `masks: [.times, .avatars, .statusBar, .messages(["m3"])]`.
public enum SnapshotMask: Sendable, Hashable {
    /// Every text that shows a message's `time` (alone, or after "Edited"), and the time
    /// headers and separators of looks that show times as headers.
    case times
    /// The senders' pictures or initials beside their bubbles, and the screen header's.
    case avatars
    /// A screen's status bar (clock, signal, battery); nothing without a screen.
    case statusBar
    /// The rows of the messages with these `id`s: their bubbles, names, times and reactions.
    case messages([String])
    /// A rectangle of pixels, as `bubbles diff --mask` takes it.
    case pixels(PixelRegion)

    /// The pixels this mask covers in `page` drawn at its scale.
    func regions(in page: LaidOutConversation) -> [PixelRegion] {
        points(in: page).map { rect in
            let minX = (rect.minX * page.scale).rounded(.down), minY = (rect.minY * page.scale).rounded(.down)
            let maxX = (rect.maxX * page.scale).rounded(.up), maxY = (rect.maxY * page.scale).rounded(.up)
            return PixelRegion(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
        }
    }

    /// What the mask covers in `page`, in points.
    private func points(in page: LaidOutConversation) -> [Rect] {
        switch self {
        case .pixels(let region):
            return [Rect(x: Double(region.x) / page.scale, y: Double(region.y) / page.scale,
                         width: Double(region.width) / page.scale, height: Double(region.height) / page.scale)]
        case .statusBar:
            return page.screen.map { [$0.statusBar] } ?? []
        case .avatars:
            let chrome = page.chrome.map { Self.avatars(in: $0, at: .zero) } ?? []
            return chrome + page.rows.flatMap { Self.avatars(in: $0.row, at: $0.origin) }
        case .messages(let ids):
            return page.rows.compactMap { placed in
                guard case .message(let message, _) = placed.spec.kind, let id = message.id, ids.contains(id) else { return nil }
                return Self.band(placed, width: page.size.width)
            }
        case .times:
            return page.rows.flatMap { placed -> [Rect] in
                switch placed.spec.kind {
                case .timeHeader: return [Self.band(placed, width: page.size.width)]
                case .separator: return Self.timeTexts(placed, time: nil)
                case .message(let message, _): return message.time.map { Self.timeTexts(placed, time: $0) } ?? []
                default: return []
                }
            }
        }
    }

    /// The row's whole width and height, with the few points tails and ink reach beyond it.
    private static func band(_ placed: LaidOutConversation.PlacedRow, width: Double) -> Rect {
        Rect(x: 0, y: placed.origin.y - 4, width: width, height: placed.row.height + 8)
    }

    private static func avatars(in row: Row<TextLayout>, at origin: Point) -> [Rect] {
        row.items.compactMap { item in
            if case .avatar(_, let rect) = item { return rect.offsetBy(dx: origin.x, dy: origin.y) }
            return nil
        }
    }

    /// The boxes of the row's texts that show `time` (alone or after other words, as
    /// "Edited 12:01"); with `time` nil, those of a separator that are a clock time.
    private static func timeTexts(_ placed: LaidOutConversation.PlacedRow, time: String?) -> [Rect] {
        func shows(_ text: String) -> Bool {
            guard let time else { return ClockTime.split(text) != nil || ClockTime(text) != nil }
            return text == time || text.hasSuffix(" " + time)
        }
        let origin = placed.origin
        return placed.row.items.flatMap { item -> [Rect] in
            switch item {
            case .text(let block, let at, _):
                return shows(block.text.shownText) ? [block.box.offsetBy(dx: origin.x + at.x, dy: origin.y + at.y)] : []
            case .bubble(let bubble, let at):
                let content = Point(x: origin.x + at.x + bubble.contentOrigin.x, y: origin.y + at.y + bubble.contentOrigin.y)
                return bubble.content.parts.compactMap { part in
                    guard case .text(let block, let spot, _) = part, shows(block.text.shownText) else { return nil }
                    return block.box.offsetBy(dx: content.x + spot.x, dy: content.y + spot.y)
                }
            default:
                return []
            }
        }
    }
}
