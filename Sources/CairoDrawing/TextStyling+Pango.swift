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
        /// A `pre` block's language, when it names one.
        package let language: String?
    }

    /// The family list monospaced spans are drawn in: Noto Sans Mono CJK in the Han forms of
    /// `language` (Japanese when it has none), then the layout's own families for the scripts
    /// that face lacks.
    static func monospacedFamilies(after families: String, language: String?) -> String {
        let region = language.flatMap(HanForms.family(for:))?.split(separator: " ").last.map(String.init) ?? "JP"
        return "Noto Sans Mono CJK \(region)," + families
    }

    /// An empty box Pango lays out in the text (U+FFFC under a shape attribute) to keep a
    /// `pre` block's padding: before and after each of its lines, taller on its first and last
    /// lines, so that the tinted block never touches the code.
    package struct Spacer {
        /// Where a spacer sits in a `pre` block.
        package enum Edge: Equatable {
            case lineStart(first: Bool)
            case lineEnd(last: Bool)
        }

        /// The UTF-8 offset of its U+FFFC in the text Pango has.
        package let offset: Int
        package let edge: Edge
        /// Whether its block has a bar at its leading edge (``codeAccent``), which a line's
        /// start makes room for.
        package let barred: Bool
        /// Whether its block shows its language above its code, which its first line makes
        /// room for.
        package let titled: Bool
    }

    /// The room a `pre` block keeps around its text, in points.
    static let prePadding = (side: 6.0, above: 4.0, below: 4.0)
    /// The width of a `pre` block's bar (``codeAccent``), and the space between its language's
    /// name and its code, in points.
    static let preBar = (width: 3.0, titleGap: 2.0)

    /// Whether a `pre` block of `language` shows the language's name above its code: a block
    /// with a bar that names a language.
    func titles(_ language: String?) -> Bool {
        codeBlocks && codeAccent != nil && !(language ?? "").allSatisfy(\.isWhitespace)
    }

    /// `text` as Pango gets it (see ``TextLayout/displayable(_:)``), each entity's span in it,
    /// and the spacers of its `pre` blocks (inside their spans). The text is made displayable
    /// piece by piece between the entities' edges and a block's line breaks, so that the
    /// characters it inserts (break opportunities) do not shift the spans.
    func laidOut(_ text: String) -> (text: String, spans: [Span], spacers: [Spacer]) {
        let blocks = codeBlocks ? entities.filter { $0.type == .pre }.map { (range: $0.range, titled: titles($0.language)) } : []
        let cuts = Set(entities.flatMap { [$0.offset, $0.offset + $0.length] }).sorted()
        var utf8At: [Int: Int] = [:]
        var shown = ""
        var spacers: [Spacer] = []
        var closed: Set<Int> = []
        var piece = String.UnicodeScalarView()
        var position = 0
        var next = 0
        func flush() {
            shown += TextLayout.displayable(String(piece))
            piece.removeAll(keepingCapacity: true)
        }
        let barred = codeAccent != nil
        func space(_ edge: Spacer.Edge, titled: Bool = false) {
            spacers.append(Spacer(offset: shown.utf8.count, edge: edge, barred: barred, titled: titled))
            shown += "\u{FFFC}"
        }
        func cut() {
            flush()
            let at = cuts[next]
            if blocks.contains(where: { $0.range.upperBound == at }), !closed.contains(at) { space(.lineEnd(last: true)) }
            utf8At[at] = shown.utf8.count
            if let block = blocks.first(where: { $0.range.lowerBound == at }) { space(.lineStart(first: true), titled: block.titled) }
            next += 1
        }
        for scalar in text.unicodeScalars {
            while next < cuts.count, cuts[next] <= position { cut() }
            if scalar == "\n", let block = blocks.first(where: { $0.range.contains(position) }) {
                // A break inside a block ends one of its lines and starts the next; a break
                // that ends the block ends its last line (before a CR of a CRLF).
                let last = position + 1 == block.range.upperBound
                let carriageReturn = piece.last == "\r"
                if carriageReturn { piece.removeLast() }
                flush()
                space(.lineEnd(last: last))
                shown += carriageReturn ? "\r\n" : "\n"
                if last { closed.insert(block.range.upperBound) } else { space(.lineStart(first: false)) }
                position += 1
                continue
            }
            piece.append(scalar)
            position += UTF16.width(scalar)
        }
        while next < cuts.count { cut() }
        flush()
        let spans = entities.compactMap { entity -> Span? in
            guard let start = utf8At[entity.offset], let end = utf8At[entity.offset + entity.length], start < end else { return nil }
            return Span(kind: entity.type, range: start ..< end, seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(entity.offset),
                        language: entity.language)
        }
        return (shown, spans, spacers)
    }

    /// Adds a shape attribute for each of `spacers` to `list`: an empty box `side` points
    /// wide spanning `line` (its top and bottom relative to the baseline), reaching `above`
    /// higher on a block's first line (and `title` more, the height of the language's name
    /// and its gap, on a titled block's) and `below` lower on its last; at a line's start
    /// the bar's width wider in a block with a bar. A line height of 1 keeps the absolute
    /// line height of the whole text from evening those out.
    static func insertSpacers(_ spacers: [Spacer], into list: OpaquePointer, line: (top: Double, bottom: Double), title: Double) {
        let padding = prePadding
        func units(_ points: Double) -> Int32 { Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded())) }
        for spacer in spacers {
            var top = line.top
            var height = line.bottom - line.top
            var width = padding.side
            switch spacer.edge {
            case .lineStart(let first):
                if spacer.barred { width += preBar.width }
                guard first else { break }
                let above = padding.above + (spacer.titled ? title + preBar.titleGap : 0)
                top -= above
                height += above
            case .lineEnd(last: true):
                height += padding.below
            case .lineEnd:
                break
            }
            var ink = PangoRectangle()
            var logical = PangoRectangle(x: 0, y: units(top), width: units(width), height: units(height))
            let range = guint(spacer.offset) ..< guint(spacer.offset + 3)
            for attribute in [pango_attr_shape_new(&ink, &logical), pango_attr_line_height_new(1)] {
                guard let attribute else { continue }
                attribute.pointee.start_index = range.lowerBound
                attribute.pointee.end_index = range.upperBound
                pango_attr_list_insert(list, attribute)
            }
        }
    }

    /// Adds the attributes of `spans` in `text` (the UTF-8 Pango has) to `list`
    /// (`pango_attr_*_new`, `pango_attr_list_insert`, which takes ownership of each attribute).
    func insertAttributes(of spans: [Span], in text: [UInt8], into list: OpaquePointer, monospaced: String) {
        for span in spans {
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?, upTo end: Int? = nil) {
                guard let attribute else { return }
                attribute.pointee.start_index = guint(span.range.lowerBound)
                attribute.pointee.end_index = guint(end ?? span.range.upperBound)
                pango_attr_list_insert(list, attribute)
            }
            if span.kind == .botCommand, let end = Self.endOfSecondCharacter(in: text, from: span.range) {
                // A line may break after a slash (Unicode's rules); not between a command's
                // slash and its name, which would leave "/" alone at a line's end.
                add(pango_attr_allow_breaks_new(0), upTo: end)
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

    /// The UTF-8 offset just after the second character of `range` in `text` (its first byte
    /// and the continuation bytes of the character after it), or nil when the range is shorter.
    static func endOfSecondCharacter(in text: [UInt8], from range: Range<Int>) -> Int? {
        guard range.count >= 2, range.upperBound <= text.count else { return nil }
        var end = range.lowerBound + 1
        while end < range.upperBound, text[end] & 0xC0 == 0x80 { end += 1 }
        guard end < range.upperBound else { return nil }
        end += 1
        while end < range.upperBound, text[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }
}
