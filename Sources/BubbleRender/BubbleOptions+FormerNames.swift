import BubbleGeometry
import ConversationLayout
import Transcript

// The names these options had before one word named each concept across the command line,
// transcripts and Swift: `theme` for a look's name, `lang` for a language tag.

extension BubbleOptions {
    /// Former name of ``theme``.
    @available(*, deprecated, renamed: "theme")
    public var style: LookName {
        get { theme }
        set { theme = newValue }
    }

    /// Former name of ``lang``.
    @available(*, deprecated, renamed: "lang")
    public var language: String? {
        get { lang }
        set { lang = newValue }
    }

    /// Former spelling of ``init(theme:look:side:hasTail:maxWidth:font:lang:scale:colors:border:margin:)``.
    @available(*, deprecated, renamed: "init(theme:look:side:hasTail:maxWidth:font:lang:scale:colors:border:margin:)")
    public init(style: LookName, look: LookFile? = nil, side: BubbleSide = .incoming, hasTail: Bool = true,
                maxWidth: Double = 320, font: String? = nil, language: String? = nil,
                scale: Double = 2, colors: BubbleColors? = nil, border: BubbleBorder? = nil, margin: Double = 8) {
        self.init(theme: style, look: look, side: side, hasTail: hasTail, maxWidth: maxWidth, font: font, lang: language,
                  scale: scale, colors: colors, border: border, margin: margin)
    }

    /// Former spelling of ``init(theme:look:side:hasTail:maxWidth:font:lang:scale:colors:border:margin:)``.
    @available(*, deprecated, renamed: "init(theme:look:side:hasTail:maxWidth:font:lang:scale:colors:border:margin:)")
    public init(theme: LookName = .imessage, look: LookFile? = nil, side: BubbleSide = .incoming, hasTail: Bool = true,
                maxWidth: Double = 320, font: String? = nil, language: String?,
                scale: Double = 2, colors: BubbleColors? = nil, border: BubbleBorder? = nil, margin: Double = 8) {
        self.init(theme: theme, look: look, side: side, hasTail: hasTail, maxWidth: maxWidth, font: font, lang: language,
                  scale: scale, colors: colors, border: border, margin: margin)
    }
}
