internal import CCairoPango

/// Owns the fontconfig configuration Bubbles renders with: `Resources/fonts.conf`, compiled
/// into the binary, and nothing from the system's configuration.
///
/// Sendable because it is never changed once built, and fontconfig reads a built
/// configuration from any thread (Pango itself matches fonts on a thread of its own).
package final class FontConfig: @unchecked Sendable {
    /// The `FcConfig *`, owned: released with `FcConfigDestroy`.
    let pointer: OpaquePointer

    /// Creates a configuration from the embedded `fonts.conf` (`FcConfigCreate`,
    /// `FcConfigParseAndLoadFromMemory`, `FcConfigBuildFonts`).
    package init() throws(RenderError) {
        guard let config = FcConfigCreate() else { throw .fontSetup("FcConfigCreate failed") }
        let text = PackageResources.fonts_conf + [0]
        let parsed = text.withUnsafeBufferPointer { FcConfigParseAndLoadFromMemory(config, $0.baseAddress, 1) }
        guard parsed != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw .fontSetup("the built-in fonts.conf did not load")
        }
        guard let fonts = FcConfigGetFonts(config, FcSetSystem), fonts.pointee.nfont > 0 else {
            FcConfigDestroy(config)
            throw .fontSetup("no Noto fonts found under /usr/share/fonts (run scripts/setup)")
        }
        pointer = config
    }

    deinit {
        FcConfigDestroy(pointer)
    }

    /// The configuration renderers share, loaded on first use and kept for the life of the
    /// process. Pango 1.50 never drops one of the references it takes to the `FcConfig` of a
    /// font map, so a configuration per renderer leaked it, with its font list, every time a
    /// renderer went away.
    ///
    /// It is also made fontconfig's current configuration (`FcConfigSetCurrent`), so the
    /// `FcInit` every Pango font map runs on its fontconfig thread finds one and returns: it
    /// would otherwise parse the system's configuration and read every system font cache,
    /// which nothing here uses, and the renderer would wait for it.
    package static let shared: Result<FontConfig, RenderError> = Result { () throws(RenderError) in
        let config = try FontConfig()
        guard FcConfigSetCurrent(config.pointer) != 0 else { throw .fontSetup("FcConfigSetCurrent failed") }
        return config
    }

    /// The font files the configuration admits, sorted (`FcConfigGetFonts`, `FC_FILE`).
    package var fontFiles: [String] {
        guard let fonts = FcConfigGetFonts(pointer, FcSetSystem) else { return [] }
        var files = Set<String>()
        for index in 0..<Int(fonts.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if let pattern = fonts.pointee.fonts[index], FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file {
                files.insert(String(cString: file))
            }
        }
        return files.sorted()
    }
}
