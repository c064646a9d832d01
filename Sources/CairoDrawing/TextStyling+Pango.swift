internal import CCairoPango
import BubbleGeometry
import ConversationLayout
import Transcript

/// How a ``TextLayout`` applies a ``TextStyling``: Pango attributes for the styles (never
/// markup), and the spans drawing adds to (a `pre` block's background, a spoiler's particles).
extension TextStyling {
    /// A span as the layout holds it: its kind and its UTF-8 range in the text Pango has.
    package struct Span {
        package let kind: TextEntity.Kind
        package let range: Range<Int>
        /// For a spoiler's particles.
        package let seed: UInt64
    }

    /// The family list monospaced spans are drawn in: Noto Sans Mono CJK in the Han forms of
    /// `language` (Japanese when it has none), then the layout's own families for the scripts
    /// that face lacks.
    static func monospacedFamilies(after families: String, language: String?) -> String {
        let region = language.flatMap(HanForms.family(for:))?.split(separator: " ").last.map(String.init) ?? "JP"
        return "Noto Sans Mono CJK \(region)," + families
    }

    /// `text` as Pango gets it (see ``TextLayout/displayable(_:)``) and each entity's span in
    /// it. The text is made displayable piece by piece between the entities' edges, so that
    /// the characters it inserts (break opportunities) do not shift the spans.
    func laidOut(_ text: String) -> (text: String, spans: [Span]) {
        let cuts = Set(entities.flatMap { [$0.offset, $0.offset + $0.length] }).sorted()
        var utf8At: [Int: Int] = [:]
        var shown = ""
        var piece = String.UnicodeScalarView()
        var position = 0
        var next = 0
        func cut() {
            shown += TextLayout.displayable(String(piece))
            piece.removeAll(keepingCapacity: true)
            utf8At[cuts[next]] = shown.utf8.count
            next += 1
        }
        for scalar in text.unicodeScalars {
            while next < cuts.count, cuts[next] <= position { cut() }
            piece.append(scalar)
            position += UTF16.width(scalar)
        }
        while next < cuts.count { cut() }
        if !piece.isEmpty { shown += TextLayout.displayable(String(piece)) }
        let spans = entities.compactMap { entity -> Span? in
            guard let start = utf8At[entity.offset], let end = utf8At[entity.offset + entity.length], start < end else { return nil }
            return Span(kind: entity.type, range: start ..< end, seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(entity.offset))
        }
        return (shown, spans)
    }

    /// Adds the attributes of `spans` to `list` (`pango_attr_*_new`, `pango_attr_list_insert`,
    /// which takes ownership of each attribute).
    func insertAttributes(of spans: [Span], into list: OpaquePointer, monospaced: String) {
        for span in spans {
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = guint(span.range.lowerBound)
                attribute.pointee.end_index = guint(span.range.upperBound)
                pango_attr_list_insert(list, attribute)
            }
            switch span.kind {
            case .bold: add(pango_attr_weight_new(PANGO_WEIGHT_BOLD))
            case .italic: add(pango_attr_style_new(PANGO_STYLE_ITALIC))
            case .underline: add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            case .strikethrough: add(pango_attr_strikethrough_new(1))
            case .code, .pre: add(pango_attr_family_new(monospaced))
            case .spoiler: break
            default:
                guard let look = links.looks[span.kind] else { break }
                if let color = look.color {
                    add(pango_attr_foreground_new(UInt16(color.red) * 257, UInt16(color.green) * 257, UInt16(color.blue) * 257))
                }
                if look.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
                if look.bold { add(pango_attr_weight_new(PANGO_WEIGHT_BOLD)) }
            }
        }
    }
}
