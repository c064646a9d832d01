internal import CCairoPango
import FoundationEssentials
import FileSystem

/// A font file a user brings (a transcript's `"fonts"` and `"emojiFont"`, `--font-file`,
/// `--emoji-font`), checked before anything is drawn: a regular, readable file of at most
/// ``maxBytes`` (``maxEmojiBytes`` for an emoji font) in which FreeType finds at least one
/// face that Pango can lay out: TrueType, OpenType (TrueType or CFF outlines) and collections
/// of them (TTC/OTC). WOFF and WOFF2 are refused: FreeType reads them, but HarfBuzz does not,
/// and Pango 1.50 ignores such files. An emoji font (``Role-swift.enum/emoji``) must also have
/// colour glyphs Cairo draws in colour.
public struct FontFile: Sendable, Hashable {
    /// The file's absolute path, symbolic links resolved.
    public let path: String
    /// The path as the user wrote it, for messages.
    public let name: String
    /// The size in bytes.
    public let size: Int
    /// A hash of the whole content (64-bit FNV-1a), which tells font sets apart.
    public let hash: UInt64
    /// The families its faces name, sorted.
    public let families: [String]
    /// What the file is for: text (the default) or emoji.
    public let role: Role

    /// The largest font file accepted: 64 MiB, more than the largest CJK collections (about
    /// 27 MB) and far more than a brand font.
    public static let maxBytes = 64 << 20

    /// The largest emoji font file accepted: 256 MiB. A colour bitmap font holds a PNG of
    /// every emoji at each of its sizes, and Apple Color Emoji's collection can be larger than
    /// the 64 MiB of a text font.
    public static let maxEmojiBytes = 256 << 20

    /// Reads and checks the file at `path` (relative paths from the current folder) as a font
    /// for `role`; errors are ``RenderError/fontFile(name:reason:)`` naming it as `name` (`path`
    /// when nil).
    public init(path: String, name: String? = nil, role: Role = .text) throws(RenderError) {
        try self.init(.anywhere(path), name: name ?? path, role: role)
    }

    /// Reads and checks the file at `location` (confined to its folder, if it has one) as a
    /// font for `role`; errors are ``RenderError/fontFile(name:reason:)`` naming it as `name`.
    public init(_ location: FileLocation, name: String, role: Role = .text) throws(RenderError) {
        let file: RegularFile
        do {
            file = try RegularFile(location)
        } catch {
            throw .fontFile(name: name, reason: error == .directory ? "is a folder, not a font file" : error.description)
        }
        let limit = role == .emoji ? Self.maxEmojiBytes : Self.maxBytes
        let kind = role == .emoji ? "an emoji font file" : "a font file"
        guard file.size <= limit else {
            throw .fontFile(name: name, reason: "is \(file.size) bytes, more than the \(limit >> 20) MiB (\(limit) bytes) \(kind) may be")
        }
        let bytes: [UInt8]
        do {
            bytes = try file.read(upTo: limit + 1)
        } catch {
            throw .fontFile(name: name, reason: error.description)
        }
        guard !bytes.isEmpty else { throw .fontFile(name: name, reason: "the file is empty") }
        guard bytes.count <= limit else {
            throw .fontFile(name: name, reason: "is more than the \(limit >> 20) MiB \(kind) may be")
        }
        if let web = WebFont(bytes) {
            throw .fontFile(name: name, reason: "is a \(web) web font, which FreeType reads but HarfBuzz, which shapes Pango's text, "
                            + "does not (Pango refuses it); convert it to TTF or OTF first")
        }
        // Fontconfig opens the file again by name: the name the kernel resolved it to.
        let resolved = file.resolvedPath ?? URL(fileURLWithPath: location.description).standardizedFileURL.resolvingSymlinksInPath().path
        if let suffix = [".woff", ".woff2"].first(where: resolved.hasSuffix) {
            throw .fontFile(name: name, reason: "holds a TrueType or OpenType font under a name ending in \(suffix), "
                            + "which Pango ignores; rename it to .ttf or .otf")
        }
        let faces = Self.faces(in: resolved)
        guard !faces.isEmpty else {
            throw .fontFile(name: name, reason: "is not a font file FreeType can read (TrueType, OpenType or a TTC collection)")
        }
        if let format = faces.map(\.format).first(where: { !Self.shapedFormats.contains($0) }) {
            throw .fontFile(name: name, reason: "is a \(format) font; Pango draws TrueType and OpenType fonts only")
        }
        if let overrun = FontTableDirectory.firstOverrun(in: bytes) {
            throw .fontFile(name: name, reason: "is damaged: its \(overrun.tag) table ends at byte \(overrun.end), "
                            + "but the file has \(bytes.count) bytes (cut short?)")
        }
        let families = Set(faces.flatMap(\.families)).sorted()
        if role == .emoji {
            try Self.checkEmoji(hasColor: faces.contains(where: \.color), tables: ColorGlyphTables(bytes), families: families, name: name)
        }
        self.path = resolved
        self.name = name
        size = bytes.count
        var hash = FNV1a()
        hash.combine(bytes)
        self.hash = hash.value
        self.families = families
        self.role = role
    }

    /// What tells two font files apart when choosing a font configuration: where they are and
    /// what they hold, not how the user named them.
    package struct Identity: Hashable, Sendable {
        package let path: String
        package let size: Int
        package let hash: UInt64
        package let role: Role
    }

    package var identity: Identity {
        Identity(path: path, size: size, hash: hash, role: role)
    }

    /// `files` without repeats (the same file, content and role given twice), in order.
    package static func distinct(_ files: [FontFile]) -> [FontFile] {
        var seen = Set<Identity>()
        return files.filter { seen.insert($0.identity).inserted }
    }

    /// The line the render fingerprint holds for the file: `user-font` (`emoji-font` for an
    /// emoji font), its file name, size and hash.
    package var fingerprintLine: String {
        let kind = role == .emoji ? "emoji-font" : "user-font"
        return "\(kind) \(URL(fileURLWithPath: path).lastPathComponent) \(size) \(String(hash, radix: 16))\n"
    }

    /// The font formats Pango lays text out with (fontconfig's `fontformat` names).
    private static let shapedFormats: Set<String> = ["TrueType", "CFF"]

    /// The family names and format of every face FreeType finds in the file
    /// (`FcFreeTypeQueryAll`), and whether it has colour glyphs (`FC_COLOR`); none when it is
    /// not a font FreeType reads. Runs under ``FontFaceLock``, as it opens FreeType faces.
    private static func faces(in path: String) -> [(families: [String], format: String, color: Bool)] {
        FontFaceLock.shared.withLock {
            guard let set = FcFontSetCreate() else { return [] }
            defer { FcFontSetDestroy(set) }
            var count: Int32 = 0
            guard FcFreeTypeQueryAll(path, UInt32.max, nil, &count, set) > 0 else { return [] }
            return (0..<Int(set.pointee.nfont)).compactMap { index in
                guard let pattern = set.pointee.fonts[index] else { return nil }
                var color: FcBool = 0
                let hasColor = FcPatternGetBool(pattern, FC_COLOR, 0, &color) == FcResultMatch && color != 0
                return (strings(FC_FAMILY, of: pattern), strings(FC_FONTFORMAT, of: pattern).first ?? "unknown", hasColor)
            }
        }
    }

    /// Every value of the string property `object` of `pattern` (`FcPatternGetString`).
    private static func strings(_ object: String, of pattern: OpaquePointer) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, Int32(values.count), &value) == FcResultMatch, let text = value {
            values.append(String(cString: text))
        }
        return values
    }
}

/// The compressed web font formats, told by their first four bytes.
private enum WebFont: String, CustomStringConvertible {
    case woff = "WOFF"
    case woff2 = "WOFF2"

    init?(_ bytes: [UInt8]) {
        if bytes.starts(with: Array("wOFF".utf8)) {
            self = .woff
        } else if bytes.starts(with: Array("wOF2".utf8)) {
            self = .woff2
        } else {
            return nil
        }
    }

    var description: String { rawValue }
}
