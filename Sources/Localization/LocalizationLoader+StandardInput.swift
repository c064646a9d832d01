import FoundationEssentials
import StrictJSON

extension LocalizationLoader {
    /// Parses a catalog that came without a file name (standard input), telling the format
    /// from the content: a JSON object with a `sourceLanguage` or `strings` member is a String
    /// Catalog, any other JSON object a JSON map, anything else a `.strings` file in
    /// `baseLanguage`. Errors name the input as `name`.
    public static func load(data: Data, name: String, baseLanguage: String?) throws(Diagnostic) -> StringCatalog {
        if let baseLanguage, !LanguageCode.isValid(baseLanguage) {
            throw Diagnostic(kind: .file, file: name, message: "the base language \(TextQuoting.quoted(baseLanguage)) is not a language code like \"en\" or \"zh-Hans\"")
        }
        guard !data.isEmpty else { throw Diagnostic(kind: .file, file: name, message: "the input is empty") }
        let start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        if start.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") {
            let root = try JSONCursor.parse(data, file: name, showsPosition: false)
            if let object = root.value.objectValue, object.members.contains(where: { $0.key == "sourceLanguage" || $0.key == "strings" }) {
                return try XCStringsParser.parse(data, file: name)
            }
            return try JSONMapParser.parse(data, file: name, sourceLanguage: baseLanguage)
        }
        guard let baseLanguage else {
            throw Diagnostic(kind: .file, file: name, message: "a .strings file on standard input needs --base-language to name its language")
        }
        return try StringsFileParser.parse(data, file: name, locale: baseLanguage)
    }
}
