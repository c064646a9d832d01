import BubbleGeometry
import CairoDrawing
import ConversationLayout
import Raster
import StrictJSON
import Transcript

extension BubbleRenderer {
    /// How this renderer lays out a transcript: texts by Pango in the transcript's font,
    /// images read under the file policy.
    typealias Layout = TranscriptLayout<MessageFonts, ImageFiles>

    /// The layout of `transcript` in its look (`look`, else its own: see ``TranscriptLook``)
    /// and font, with this renderer's font files and the transcript's own (also returned, the
    /// renderer's first); a failure names the JSON path (`look` for a look file that cannot be
    /// used, `theme` for a name no look has, in a transcript read without the looks' names).
    func layout(of transcript: Transcript, file: String?, allowOutsideFiles: Bool = false,
                imageLimits: ImageLimits = .transcriptImages, look: LookFile? = nil) throws(Diagnostic) -> (Layout, fontFiles: [FontFile]) {
        let access = FileAccess(folder: transcript.baseDirectory, allowOutside: allowOutsideFiles)
        let look = try TranscriptLook.look(of: transcript, file: file, access: access, given: look)
        let theme = ConversationTheme.resolved(for: transcript, look: look)
        let files = try Self.fontFiles(of: transcript, file: file, access: access)
        let context = try textContext(adding: files, transcript: transcript, file: file)
        let description = transcript.font ?? theme.font
        let font: FontDescription
        do {
            // The renderer's own fonts keep their descriptions for the next transcripts.
            font = context === textContext
                ? try fontDescription(description) : try FontDescription(description, fontMap: context.fontMap)
        } catch .badFont(_, let reason) {
            throw Diagnostic(kind: .invalid, file: file, path: ["font"], message: reason)
        } catch {
            throw Diagnostic(kind: .invalid, file: file, path: ["font"], message: error.description)
        }
        let layout = Layout(transcript: transcript, file: file, theme: theme, texts: MessageFonts(font: font, context: context),
                            images: ImageFiles(access: access, limits: imageLimits))
        return (layout, FontFile.distinct(fontFiles + files))
    }

    /// The transcript's `"fonts"`, then its `"emojiFont"`, read and checked under the image file
    /// policy; a failure names `fonts[i]` or `emojiFont` and the file as written.
    static func fontFiles(of transcript: Transcript, file: String?, access: FileAccess) throws(Diagnostic) -> [FontFile] {
        var files: [FontFile] = []
        for index in transcript.fonts.indices {
            files.append(try TranscriptFonts.fontFile(index, of: transcript, file: file, access: access))
        }
        if let emoji = try TranscriptFonts.emojiFontFile(of: transcript, file: file, access: access) {
            files.append(emoji)
        }
        return files
    }

    /// This renderer's text context with `files` added (its own when they add nothing); a
    /// failure names the transcript's `fonts` entry or its `emojiFont`.
    func textContext(adding files: [FontFile], transcript: Transcript, file: String?) throws(Diagnostic) -> TextContext {
        do {
            return try textContext(adding: files)
        } catch .fontFile(let name, let reason) {
            let entry: JSONPath? = transcript.fonts.firstIndex(of: name).map { ["fonts", .index($0)] }
            let path = entry ?? (transcript.emojiFont == name ? ["emojiFont"] : ["fonts"])
            throw Diagnostic(kind: .invalid, file: file, path: path, message: "\(name): \(reason)")
        } catch {
            throw Diagnostic(kind: .invalid, file: file, path: ["fonts"], message: error.description)
        }
    }
}
