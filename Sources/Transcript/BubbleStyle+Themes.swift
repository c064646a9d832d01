import BubbleGeometry

extension BubbleStyle {
    /// The styles in the order a transcript's `"theme"` and `bubbles render --theme` list
    /// them: imessage, whatsapp, talk, plain. (`BubbleStyle.allCases` keeps the order
    /// `bubbles bubble --style` lists.)
    public static let themes: [BubbleStyle] = [.imessage, .whatsapp, .talk, .plain]
}
