internal import CCairoPango
import FoundationEssentials
import FileSystem

/// A font file a user brings (a transcript's `"fonts"`, `--font-file`), checked before anything
/// is drawn: a regular, readable file of at most ``maxBytes`` in which FreeType finds at least
/// one face that Pango can lay out: TrueType, OpenType (TrueType or CFF outlines) and
/// collections of them (TTC/OTC). WOFF and WOFF2 are refused: FreeType reads them, but
/// HarfBuzz does not, and Pango 1.50 ignores such files.
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

    /// The largest font file accepted: 64 MiB, more than the largest CJK collections (about
    /// 27 MB) and far more than a brand font.
    public static let maxBytes = 64 << 20

    /// Reads and checks the file at `path` (relative paths from the current folder); errors
    /// are ``RenderError/fontFile(name:reason:)`` naming it as `name` (`path` when nil).
    public init(path: String, name: String? = nil) throws(RenderError) {
        try self.init(.anywhere(path), name: name ?? path)
    }

    /// Reads and checks the file at `location` (confined to its folder, if it has one); errors
    /// are ``RenderError/fontFile(name:reason:)`` naming it as `name`.
    public init(_ location: FileLocation, name: String) throws(RenderError) {
        let file: RegularFile
        do {
            file = try RegularFile(location)
        } catch {
            throw .fontFile(name: name, reason: error == .directory ? "is a folder, not a font file" : error.description)
        }
        guard file.size <= Self.maxBytes else {
            throw .fontFile(name: name, reason: "is \(file.size) bytes, more than the \(Self.maxBytes >> 20) MiB (\(Self.maxBytes) bytes) a font file may be")
        }
        let bytes: [UInt8]
        do {
            bytes = try file.read(upTo: Self.maxBytes + 1)
        } catch {
            throw .fontFile(name: name, reason: error.description)
        }
        guard !bytes.isEmpty else { throw .fontFile(name: name, reason: "the file is empty") }
        guard bytes.count <= Self.maxBytes else {
            throw .fontFile(name: name, reason: "is more than the \(Self.maxBytes >> 20) MiB a font file may be")
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
        self.path = resolved
        self.name = name
        size = bytes.count
        var hash = FNV1a()
        hash.combine(bytes)
        self.hash = hash.value
        self.families = families
    }

    /// What tells two font files apart when choosing a font configuration: where they are and
    /// what they hold, not how the user named them.
    package struct Identity: Hashable, Sendable {
        package let path: String
        package let size: Int
        package let hash: UInt64
    }

    package var identity: Identity {
        Identity(path: path, size: size, hash: hash)
    }

    /// `files` without repeats (the same file and content given twice), in order.
    package static func distinct(_ files: [FontFile]) -> [FontFile] {
        var seen = Set<Identity>()
        return files.filter { seen.insert($0.identity).inserted }
    }

    /// The line the render fingerprint holds for the file: its file name, size and hash.
    package var fingerprintLine: String {
        "user-font \(URL(fileURLWithPath: path).lastPathComponent) \(size) \(String(hash, radix: 16))\n"
    }

    /// The font formats Pango lays text out with (fontconfig's `fontformat` names).
    private static let shapedFormats: Set<String> = ["TrueType", "CFF"]

    /// The family names and format of every face FreeType finds in the file
    /// (`FcFreeTypeQueryAll`); none when it is not a font FreeType reads. Runs under
    /// ``FontFaceLock``, as it opens FreeType faces.
    private static func faces(in path: String) -> [(families: [String], format: String)] {
        FontFaceLock.shared.withLock {
            guard let set = FcFontSetCreate() else { return [] }
            defer { FcFontSetDestroy(set) }
            var count: Int32 = 0
            guard FcFreeTypeQueryAll(path, UInt32.max, nil, &count, set) > 0 else { return [] }
            return (0..<Int(set.pointee.nfont)).compactMap { index in
                guard let pattern = set.pointee.fonts[index] else { return nil }
                return (strings(FC_FAMILY, of: pattern), strings(FC_FONTFORMAT, of: pattern).first ?? "unknown")
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
