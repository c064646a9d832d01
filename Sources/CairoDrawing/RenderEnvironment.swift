internal import CCairoPango
import FileSystem

/// The versions of the libraries that decide how pixels come out. Fixtures record them, so a
/// failed comparison can say when it ran against different ones.
public enum RenderEnvironment {
    /// `name version` pairs of the libraries loaded at run time: Cairo, Pango, HarfBuzz,
    /// FreeType and fontconfig.
    public static var versions: [(name: String, version: String)] {
        let fc = Int(FcGetVersion())
        return [
            ("cairo", String(cString: cairo_version_string())),
            ("pango", String(cString: pango_version_string())),
            ("harfbuzz", String(cString: hb_version_string())),
            ("freetype", freeTypeVersion),
            ("fontconfig", "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"),
        ]
    }

    /// FreeType's version as the loaded library reports it (`FT_Library_Version` on a library
    /// made for the purpose), or the version built against if it cannot make one.
    private static var freeTypeVersion: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            return "\(FREETYPE_MAJOR).\(FREETYPE_MINOR).\(FREETYPE_PATCH)"
        }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// The versions as lines of `name version`, as stored beside the fixtures.
    public static var summary: String {
        versions.map { "\($0.name) \($0.version)\n" }.joined()
    }

    /// Everything that decides how pixels come out: `summary`, then one line per built-in font
    /// file with its size and a hash of its first and last 64 KiB (FNV-1a), which changes with
    /// any font update without reading whole CJK collections, then one `user-font` line per
    /// file of `fontFiles` with its file name, size and content hash.
    public static func fingerprint(fontFiles: [FontFile] = []) throws(RenderError) -> String {
        let fonts = try FontConfig().fontFiles.map { path in
            "font \(path) \(fileSignature(path))\n"
        }
        return summary + fonts.joined() + userFontLines(fontFiles)
    }

    /// The fingerprint's lines for user font files (none for none), to add to a fingerprint
    /// computed once without them.
    public static func userFontLines(_ fontFiles: [FontFile]) -> String {
        FontFile.distinct(fontFiles).map(\.fingerprintLine).joined()
    }

    private static func fileSignature(_ path: String) -> String {
        guard let file = try? RegularFile(path: path) else { return "unreadable" }
        let chunk = 64 * 1024
        let size = file.size
        var hash = FNV1a()
        for offset in Set([0, size > chunk ? size - chunk : 0]).sorted() {
            hash.combine((try? file.read(from: offset, upTo: chunk)) ?? [])
        }
        return "\(size) \(String(hash.value, radix: 16))"
    }
}
