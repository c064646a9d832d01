import BubbleRender
import FileSystem

/// `--font-file PATH`, repeatable, and `--emoji-font PATH` on `render`, `bubble` and `preview`:
/// font files whose families `--font` (or a transcript's `font`) may name, and a colour emoji
/// font drawn in place of Noto Color Emoji.
enum FontFileOption {
    static let name = "font-file"
    static let emojiName = "emoji-font"

    /// `--font-file PATH`, repeatable, for an option table; `help` says what the font is for.
    static func option(_ help: String) -> CommandOptions.Option {
        .valued(name, value: "PATH", completion: .path, repeatable: true, help: help)
    }

    /// `--emoji-font PATH` for an option table.
    static func emojiOption(_ help: String) -> CommandOptions.Option {
        .valued(emojiName, value: "PATH", completion: .path, help: help)
    }

    /// Reads and checks every file before anything is drawn: `paths` as text fonts, then
    /// `emojiFont` as an emoji font; the first bad one is an input error naming the option and
    /// the path.
    static func load(_ paths: [String], emojiFont: String? = nil) throws(CommandLineError) -> [FontFile] {
        var files: [FontFile] = []
        for path in paths {
            files.append(try read(path, role: .text, option: name))
        }
        if let emojiFont {
            files.append(try read(emojiFont, role: .emoji, option: emojiName))
        }
        return files
    }

    private static func read(_ path: String, role: FontFile.Role, option: String) throws(CommandLineError) -> FontFile {
        do {
            return try FontFile(path: path, role: role)
        } catch .fontFile(_, let reason) {
            throw .input("--\(option) \(PathBytes.displayed(path)): \(reason)")
        } catch {
            throw .input("--\(option) \(PathBytes.displayed(path)): \(error.description)")
        }
    }
}
