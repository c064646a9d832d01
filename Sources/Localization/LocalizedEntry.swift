/// One text to show: a key in one language, in one variation, or the fact that it is missing.
///
/// ```swift
/// LocalizedEntry(key: "%lld new messages", locale: "ru", variation: "plural.few",
///                text: "%lld новых сообщения", state: "translated")
/// LocalizedEntry(key: "Type a message…", locale: "th", text: nil)   // missing
/// ```
///
/// ## Variations
///
/// ``variation`` is nil for a plain string, or the path of the variation in the catalog with
/// its kinds and names joined by dots:
///
/// - `plural.one`, `plural.other`, ... (CLDR plural categories `zero`, `one`, `two`, `few`,
///   `many`, `other`);
/// - `device.iphone`, `device.mac`, `device.other`, ... (`iphone`, `ipod`, `ipad`,
///   `applewatch`, `appletv`, `applevision`, `mac`, `other`);
/// - nested: `device.iphone.plural.one`;
/// - expanded substitutions (String Catalogs only): `substitution.NAME.plural.one`, possibly
///   after a device variation (`device.mac.substitution.NAME.plural.other`). See
///   ``StringCatalog`` for how their texts are built.
public struct LocalizedEntry: Sendable, Hashable {
    /// The key the app looks the text up by (in String Catalogs usually the English text).
    public var key: String
    /// The language, as written in the file: `en`, `de`, `zh-Hans`, `pt-BR`.
    public var locale: String
    /// Which variation this is (`plural.one`, `device.mac`, ...), or nil for a plain string.
    public var variation: String?
    /// The text with its format specifiers (`%@`, `%lld`, `%1$@`) and substitution
    /// placeholders (`%#@count@`) as typed; nil when the translation is missing.
    public var text: String?
    /// The String Catalog's `stringUnit.state` (`translated`, `needs_review`, `new`, `stale`,
    /// ...) as written; nil when absent, for other formats and for missing entries.
    public var state: String?
    /// The developer's comment for translators: the key's `comment` in a String Catalog, the
    /// comment just before the pair in a `.strings` file; nil when there is none.
    public var comment: String?

    /// Creates an entry; `text: nil` means missing.
    public init(key: String, locale: String, variation: String? = nil, text: String?, state: String? = nil, comment: String? = nil) {
        self.key = key
        self.locale = locale
        self.variation = variation
        self.text = text
        self.state = state
        self.comment = comment
    }

    /// True when this language has no text for this key and variation.
    public var isMissing: Bool { text == nil }
}
