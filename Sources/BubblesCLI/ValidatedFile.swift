import FileSystem
import Localization
import StrictJSON
import Transcript

/// Which reader `bubbles validate` gives a file, told as `render` and `preview` tell them.
enum ValidatedFile {
    case transcript
    case localization
    case look

    /// Files with an extension ``LocalizationLoader`` reads (`.xcstrings`, `.strings`,
    /// `.stringsdict`, `.xml`, `.xliff`, `.xlf`, `.po`, `.pot`, `.arb`) are localization
    /// files; a `.json` file is a look file when it is an object with a `"base"` and no
    /// `"messages"`, a JSON map of languages (as `preview` reads it) when it is an object none
    /// of whose keys a transcript has and all of whose values are objects; anything else is a
    /// transcript.
    static func kind(of path: String) -> ValidatedFile {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let pathExtension = name.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last?.lowercased() ?? ""
        switch pathExtension {
        case "json":
            guard let object = jsonObject(path) else { return .transcript }
            if object["base"] != nil, object["messages"] == nil { return .look }
            return isLanguageMap(object) ? .localization : .transcript
        default:
            return LocalizationLoader.supportedExtensions.contains(pathExtension) ? .localization : .transcript
        }
    }

    /// The JSON object the file at `path` holds, if it is one.
    private static func jsonObject(_ path: String) -> JSONObject? {
        guard let bytes = try? RegularFile.contents(of: path), let root = try? JSONValue.parse(bytes) else { return nil }
        return root.objectValue
    }

    private static func isLanguageMap(_ object: JSONObject) -> Bool {
        !object.isEmpty && object.allSatisfy { !Transcript.keys.contains($0.key) && $0.value.objectValue != nil }
    }
}
