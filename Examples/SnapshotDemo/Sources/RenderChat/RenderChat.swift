import Bubbles
import ChatStrings
import Foundation

/// Draws `ChatStrings.conversation` into the file named by the first argument (`chat.png`
/// by default; `.svg` or `.pdf` by its extension).
@main
struct RenderChat {
    static func main() {
        let output = CommandLine.arguments.dropFirst().first ?? "chat.png"
        do {
            let renderer = try BubbleRenderer()
            let result = try renderer.render(ChatStrings.conversation, to: output)
            print("wrote \(result.paths.joined(separator: ", "))")
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
    }
}
