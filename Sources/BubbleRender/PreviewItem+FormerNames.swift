extension PreviewItem {
    /// Former name of ``lang``.
    @available(*, deprecated, renamed: "lang")
    public var language: String? {
        get { lang }
        set { lang = newValue }
    }

    /// Former spelling of ``init(label:text:lang:rightToLeft:)``.
    @available(*, deprecated, renamed: "init(label:text:lang:rightToLeft:)")
    public init(label: String, text: String?, language: String?, rightToLeft: Bool = false) {
        self.init(label: label, text: text, lang: language, rightToLeft: rightToLeft)
    }
}
