/// One bubble of a localization preview: a translation, or a placeholder where it is missing.
public struct PreviewItem: Sendable, Hashable {
    /// What stands beside the bubble: the locale and variation.
    public var label: String
    /// The translation; nil draws the missing-translation placeholder.
    public var text: String?
    /// The locale as a language tag, as ``BubbleOptions/lang`` takes it (Han forms, shaping).
    public var lang: String?
    /// Right-to-left locales lay the bubble out from the right, mirrored.
    public var rightToLeft: Bool

    /// An item of the given values, left to right unless `rightToLeft`.
    public init(label: String, text: String?, lang: String?, rightToLeft: Bool = false) {
        self.label = label
        self.text = text
        self.lang = lang
        self.rightToLeft = rightToLeft
    }
}

/// A titled group of preview bubbles: one key's translations.
public struct PreviewSection: Sendable, Hashable {
    /// The heading above the bubbles: the key.
    public var title: String
    /// The bubbles, in the order drawn.
    public var items: [PreviewItem]

    /// A section of `items` under `title`.
    public init(title: String, items: [PreviewItem]) {
        self.title = title
        self.items = items
    }
}

/// How a translation came out: what a CI job gates on.
public struct PreviewMeasure: Sendable, Hashable {
    /// Lines after wrapping.
    public var lines: Int
    /// The bubble's width in points, tail included.
    public var width: Double
    /// The bubble's height in points, tail included.
    public var height: Double
    /// Glyphs no font could draw (shown as boxes).
    public var unknownGlyphs: Int

    /// A measure of the given values.
    public init(lines: Int, width: Double, height: Double, unknownGlyphs: Int) {
        self.lines = lines
        self.width = width
        self.height = height
        self.unknownGlyphs = unknownGlyphs
    }
}
