import StrictJSON
import FoundationEssentials
import FileSystem

/// Reads a localization file into a ``StringCatalog``, choosing the reader by extension.
///
/// | extension | reader | source language |
/// |---|---|---|
/// | `.xcstrings` | ``XCStringsParser`` | the file's `sourceLanguage` (`baseLanguage` is ignored) |
/// | `.strings` | ``StringsFileParser`` | the file's language: from `xx.lproj` in its path; `Base.lproj` or no `.lproj` folder → `baseLanguage` |
/// | `.json` | ``JSONMapParser`` | `baseLanguage` if given, else the file's first language |
/// | `.xml` | ``AndroidStringsParser`` | from the `values-xx` folder (``LanguageCode/forAndroidResource(atPath:baseLanguage:)``); `values/` → `baseLanguage` |
/// | `.xliff`, `.xlf` | ``XLIFFParser`` | the file's `source-language` (1.x) or `srcLang` (2.x); translations in `target-language` or `trgLang` |
/// | `.stringsdict` | ``StringsdictParser`` | as for `.strings`: from `xx.lproj` in its path |
/// | `.po`, `.pot` | ``GettextParser`` | `baseLanguage`, else `en` (the msgids); translations in the header's `Language`, else the file or folder name |
/// | `.arb` | ``ARBParser`` | the file's `@@locale`, else its name (`app_de.arb`), else `baseLanguage` |
///
/// Extensions are matched case-insensitively. Errors name the file exactly as `path` was
/// given.
public enum LocalizationLoader {
    /// The extensions this loader understands, without dots.
    public static let supportedExtensions = ["xcstrings", "strings", "json", "xml", "xliff", "xlf", "stringsdict", "po", "pot", "arb"]

    /// Reads and parses the file at `path` (relative paths are relative to the current
    /// directory).
    ///
    /// - Parameter baseLanguage: the project's development language (`en`): the language of
    ///   `Base.lproj` files and of `.strings` files outside any `.lproj` folder, and the source
    ///   language of JSON maps.
    /// - Throws: ``Diagnostic`` of kind ``Diagnostic/Kind/file`` for a missing
    ///   file, a directory, a FIFO or device, an unreadable or empty file, an unknown extension, or a `.strings`
    ///   file whose language cannot be told; otherwise whatever the format's parser throws.
    public static func load(path: String, baseLanguage: String?) throws(Diagnostic) -> StringCatalog {
        let file = try read(path: path, baseLanguage: baseLanguage)
        switch file.format {
        case .catalog:
            return try XCStringsParser.parse(file.data, file: path)
        case .strings(let locale):
            return try StringsFileParser.parse(file.data, file: path, locale: locale)
        case .map:
            return try JSONMapParser.parse(file.data, file: path, sourceLanguage: baseLanguage)
        case .android(let locale):
            return try AndroidStringsParser.parse(file.data, file: path, locale: locale)
        case .xliff:
            return try XLIFFParser.parse(file.data, file: path)
        case .stringsdict(let locale):
            return try StringsdictParser.parse(file.data, file: path, locale: locale)
        case .gettext(let template):
            return try GettextParser.parse(file.data, file: path, path: template ? nil : path, sourceLanguage: baseLanguage ?? "en")
        case .arb:
            return try ARBParser.parse(file.data, file: path, path: path, baseLanguage: baseLanguage)
        }
    }

    /// Every problem of the file at `path`, the first `maxProblems` kept (see ``Diagnostics``),
    /// read as ``load(path:baseLanguage:)`` reads it: each key of a String Catalog and each
    /// language and text of a JSON map is checked, while a file that cannot be read, malformed
    /// JSON and the other formats (whose problems are mostly syntax) give only their first
    /// problem.
    public static func validate(path: String, baseLanguage: String?, maxProblems: Int = Diagnostics.defaultLimit) -> Diagnostics {
        var problems = Diagnostics(limit: maxProblems)
        do throws(Diagnostic) {
            let file = try read(path: path, baseLanguage: baseLanguage)
            switch file.format {
            case .catalog:
                _ = XCStringsParser.parse(file.data, file: path, problems: &problems)
            case .strings(let locale):
                _ = try StringsFileParser.parse(file.data, file: path, locale: locale)
            case .map:
                _ = JSONMapParser.parse(file.data, file: path, sourceLanguage: baseLanguage, problems: &problems)
            default:
                _ = try load(path: path, baseLanguage: baseLanguage)
            }
        } catch {
            problems.append(error)
        }
        return problems
    }

    /// The formats a file can be in, by extension.
    private enum Format {
        case catalog
        case strings(locale: String)
        case map
        case android(locale: String)
        case xliff
        case stringsdict(locale: String)
        case gettext(template: Bool)
        case arb
    }

    /// The file's bytes and format, after the checks every format shares.
    private static func read(path: String, baseLanguage: String?) throws(Diagnostic) -> (data: Data, format: Format) {
        func failure(_ message: String) -> Diagnostic {
            Diagnostic(kind: .file, file: path, message: message)
        }
        if let baseLanguage, !LanguageCode.isValid(baseLanguage) {
            throw failure("the base language \(TextQuoting.quoted(baseLanguage)) is not a language code like \"en\" or \"zh-Hans\"")
        }
        let file: RegularFile
        do {
            file = try RegularFile(path: path)
        } catch {
            throw failure(ReadFailure.message(for: error, kind: "localization"))
        }
        let pathExtension = Self.pathExtension(of: path).lowercased()
        guard supportedExtensions.contains(pathExtension) else {
            let shown = pathExtension.isEmpty ? "a file without an extension" : "unknown file type \".\(Self.pathExtension(of: path))\""
            throw failure("\(shown) (expected .xcstrings, .strings, .json, .stringsdict, .xml, .xliff, .xlf, .po, .pot or .arb)")
        }
        let format: Format
        switch pathExtension {
        case "xcstrings":
            format = .catalog
        case "strings":
            guard let locale = LanguageCode.forStringsFile(atPath: path, baseLanguage: baseLanguage) else {
                throw failure(stringsLanguageProblem(path: path))
            }
            format = .strings(locale: locale)
        case "stringsdict":
            guard let locale = LanguageCode.forStringsFile(atPath: path, baseLanguage: baseLanguage) else {
                throw failure(stringsLanguageProblem(path: path))
            }
            format = .stringsdict(locale: locale)
        case "xml":
            guard let locale = LanguageCode.forAndroidResource(atPath: path, baseLanguage: baseLanguage) else {
                throw failure(androidLanguageProblem(path: path))
            }
            format = .android(locale: locale)
        case "xliff", "xlf":
            format = .xliff
        case "po", "pot":
            format = .gettext(template: pathExtension == "pot")
        case "arb":
            format = .arb
        default:
            format = .map
        }
        let data: Data
        do {
            data = Data(try file.read())
        } catch {
            throw failure(ReadFailure.message(for: error, kind: "localization"))
        }
        guard !data.isEmpty else {
            throw failure("the file is empty")
        }
        return (data, format)
    }

    /// Loads several files (e.g. `en.lproj/Localizable.strings`, `de.lproj/Localizable.strings`)
    /// and merges them with ``StringCatalog/merging(_:sourceLanguage:)``; the source language
    /// is `baseLanguage`, or the first file's source language.
    public static func load(paths: [String], baseLanguage: String?) throws(Diagnostic) -> StringCatalog {
        var catalogs: [StringCatalog] = []
        for path in paths {
            catalogs.append(try load(path: path, baseLanguage: baseLanguage))
        }
        guard let first = catalogs.first else {
            throw Diagnostic(kind: .file, message: "no localization files given")
        }
        return StringCatalog.merging(catalogs, sourceLanguage: baseLanguage ?? first.sourceLanguage)
    }

    /// The extension of the path's last component, as `NSString.pathExtension` gives it: the
    /// text after its last dot, empty when it has no dot or only a leading one (`.json`).
    private static func pathExtension(of path: String) -> String {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: "."),
              dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// Why the language of an Android resource file cannot be told.
    private static func androidLanguageProblem(path: String) -> String {
        let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        if folder.hasPrefix("values-b+") {
            return "cannot tell the language: \(TextQuoting.quoted(folder)) does not name a language like values-b+sr+Latn"
        }
        return "cannot tell the language; put the file in a folder like values-de or give the base language"
    }

    /// Why the language of a `.strings` file cannot be told.
    private static func stringsLanguageProblem(path: String) -> String {
        let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
        if folder == "Base.lproj" {
            return "cannot tell the language of a Base.lproj file; give the base language"
        }
        if folder.hasSuffix(".lproj") {
            return "cannot tell the language: \(TextQuoting.quoted(folder)) is not named after a language code"
        }
        return "cannot tell the language; put the file in a folder like de.lproj or give the base language"
    }
}
