extension RenderedConversation {
    /// Former name of ``images``.
    @available(*, deprecated, renamed: "images")
    public var documents: [RenderedImage] {
        get { images }
        set { images = newValue }
    }

    /// Former spelling of ``init(images:pageCount:missingGlyphs:)``.
    @available(*, deprecated, renamed: "init(images:pageCount:missingGlyphs:)")
    public init(documents: [RenderedImage], pageCount: Int, missingGlyphs: [MissingGlyphs] = []) {
        self.init(images: documents, pageCount: pageCount, missingGlyphs: missingGlyphs)
    }
}
