internal import CCairoPango
import BubbleGeometry
import ConversationLayout

extension DrawingContext {
    /// Draws a text with entities: the background of `pre` blocks (with their bars and
    /// language names, ``drawCodeHeader(_:in:title:)``) and code chips, then the text with its
    /// spoilers cut out (a clip of everything but their boxes, `CAIRO_FILL_RULE_EVEN_ODD`),
    /// then the spoilers' veils in the text's colour (``drawSpoilerVeil(over:seed:color:at:)``).
    func showRich(_ text: TextLayout, at origin: Point, color: RGBAColor) {
        let extents = text.extents
        let whole = extents.logical.union(extents.ink)
        for span in text.spans where span.kind == .pre && text.codeBlocks {
            let boxes = text.boxes(of: span.range)
            guard let first = boxes.first else { continue }
            let top = boxes.map(\.minY).min() ?? first.minY
            let bottom = boxes.map(\.maxY).max() ?? first.maxY
            let block = Rect(x: origin.x + whole.minX, y: origin.y + top, width: whole.width, height: bottom - top)
            fill(.roundedRect(block, radius: 4), at: .zero, color: color.withOpacity(Self.preOpacity))
            if let accent = text.codeAccent {
                drawCodeHeader(accent, in: block, title: text.codeTitles[span.range.lowerBound])
            }
        }
        if text.codeChips {
            for span in text.spans where span.kind == .code {
                for box in text.boxes(of: span.range) {
                    let chip = box.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -Self.chipSide, dy: Self.chipInset)
                    fill(.roundedRect(chip, radius: 4), at: .zero, color: color.withOpacity(Self.preOpacity))
                }
            }
        }
        let spoilers = text.spans.filter { $0.kind == .spoiler }
        cairo_save(pointer)
        if !spoilers.isEmpty {
            let outside = whole.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -4, dy: -4)
            cairo_rectangle(pointer, outside.minX, outside.minY, outside.width, outside.height)
            for span in spoilers {
                for box in text.boxes(of: span.range) {
                    cairo_rectangle(pointer, origin.x + box.minX, origin.y + box.minY, box.width, box.height)
                }
            }
            cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(pointer)
        }
        showPlain(text, at: origin, color: color)
        cairo_restore(pointer)
        for span in spoilers {
            drawSpoilerVeil(over: text.boxes(of: span.range).map { $0.offsetBy(dx: origin.x, dy: origin.y) }, seed: span.seed,
                            color: color, at: origin)
        }
    }

    /// A `pre` block's bar down its leading edge and its language's name over its code, in
    /// `accent`, kept inside the block's rounded outline.
    private func drawCodeHeader(_ accent: RGBAColor, in block: Rect, title: TextLayout?) {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        replay(.roundedRect(block, radius: 4))
        cairo_clip(pointer)
        fillRect(Rect(x: block.minX, y: block.minY, width: TextStyling.preBar.width, height: block.height), color: accent)
        if let title {
            let inset = TextStyling.preBar.width + TextStyling.prePadding.side
            showPlain(title, at: Point(x: block.minX + inset, y: block.minY + TextStyling.prePadding.above), color: accent)
        }
    }

    /// The opacity of the text colour a `pre` block and a code chip are tinted with.
    static let preOpacity = 0.1
    /// How far a code chip reaches beside its text, and how far inside its line's height it
    /// stays above and below, in points.
    static let chipSide = 2.0, chipInset = 1.0
}

private extension RGBAColor {
    func withOpacity(_ opacity: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: UInt8((Double(alpha) * opacity).rounded()))
    }
}
