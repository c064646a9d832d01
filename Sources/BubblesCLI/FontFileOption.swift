import BubbleRender
import FileSystem

/// `--font-file PATH`, repeatable on `render`, `bubble` and `preview`: font files whose
/// families `--font` (or a transcript's `font`) may name.
enum FontFileOption {
    static let name = "font-file"

    /// Reads and checks every file before anything is drawn; the first bad one is an input
    /// error naming the option and the path.
    static func load(_ paths: [String]) throws(CommandLineError) -> [FontFile] {
        var files: [FontFile] = []
        for path in paths {
            do {
                files.append(try FontFile(path: path))
            } catch .fontFile(_, let reason) {
                throw .input("--\(name) \(PathBytes.displayed(path)): \(reason)")
            } catch {
                throw .input("--\(name) \(PathBytes.displayed(path)): \(error.description)")
            }
        }
        return files
    }
}
