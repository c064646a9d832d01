internal import CCairoPango

/// The versions of the libraries that decide how pixels come out. Fixtures record them, so a
/// failed comparison can say when it ran against different ones.
public enum RenderEnvironment {
    /// `name version` pairs: Cairo, Pango, HarfBuzz, FreeType (built against) and fontconfig.
    public static var versions: [(name: String, version: String)] {
        let fc = Int(FcGetVersion())
        return [
            ("cairo", String(cString: cairo_version_string())),
            ("pango", String(cString: pango_version_string())),
            ("harfbuzz", String(cString: hb_version_string())),
            ("freetype", "\(FREETYPE_MAJOR).\(FREETYPE_MINOR).\(FREETYPE_PATCH)"),
            ("fontconfig", "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"),
        ]
    }

    /// The versions as lines of `name version`, as stored beside the fixtures.
    public static var summary: String {
        versions.map { "\($0.name) \($0.version)\n" }.joined()
    }
}
