import CairoDrawing
import BubbleGeometry
import Transcript
import StrictJSON
import Raster

/// Lays out the rows of one transcript: everything but the drawing.
struct ConversationLayout {
    let transcript: Transcript
    let theme: ConversationTheme
    let renderer: BubbleRenderer
    /// The transcript's file name as the user gave it, for error messages.
    let file: String?
    /// The message font.
    let font: FontDescription
    /// The context text is laid out in: the renderer's, or one that also has the
    /// transcript's own fonts.
    let textContext: TextContext
    /// The user font files `textContext` admits.
    let fontFiles: [FontFile]
    /// The widest a bubble may be, in points.
    let maxBubbleWidth: Double
    /// Which image files may be read, and how large they may be.
    let access: FileAccess
    let imageLimits: ImageLimits

    /// Space between the canvas edge and the bubbles, and above and below the conversation.
    static let margin = 8.0
    static let padding = 12.0
    static let avatarSize = 28.0
    static let avatarGap = 6.0
    /// The widest a photo in a bubble may be, in points.
    static let maxImageWidth = 240.0

    init(transcript: Transcript, file: String?, renderer: BubbleRenderer, allowOutsideFiles: Bool = false,
         imageLimits: ImageLimits = .transcriptImages) throws(Diagnostic) {
        self.transcript = transcript
        self.renderer = renderer
        self.file = file
        access = FileAccess(folder: transcript.baseDirectory, allowOutside: allowOutsideFiles)
        self.imageLimits = imageLimits
        theme = ConversationTheme.resolved(for: transcript)
        maxBubbleWidth = transcript.width * (transcript.maxBubbleWidth ?? 0.75)
        let files = try Self.fontFiles(of: transcript, file: file, access: access)
        fontFiles = FontFile.distinct(renderer.fontFiles + files)
        textContext = try Self.textContext(adding: files, to: renderer, transcript: transcript, file: file)
        let description = transcript.font ?? theme.font
        do {
            font = try FontDescription(description, fontMap: textContext.fontMap)
        } catch .badFont(_, let reason) {
            throw Diagnostic(kind: .invalid, file: file, path: ["font"], message: reason)
        } catch {
            throw Diagnostic(kind: .invalid, file: file, path: ["font"], message: error.description)
        }
    }

    /// Lays out one row; a failure names the row's JSON path.
    func row(_ spec: RowSpec) throws(Diagnostic) -> Row {
        switch spec.kind {
        case .separator(let label):
            do {
                return try separator(label)
            } catch {
                throw problem(error.description, at: ["messages", .index(spec.index)])
            }
        case .system(let text):
            do {
                return try systemLine(text)
            } catch {
                throw problem(error.description, at: ["messages", .index(spec.index)])
            }
        case .typing(let participant):
            return try typingRow(spec, participant: participant)
        case .message(let message, let participant):
            return try messageRow(spec, message: message, participant: participant)
        }
    }

    /// An error about an image of `spec`'s row that failed to decode: the message's photo or
    /// the sender's avatar.
    func imageProblem(name: String, reason: String, in spec: RowSpec) -> Diagnostic {
        guard case .message(let message, let participant) = spec.kind else {
            return problem("\(name): \(reason)", at: ["messages", .index(spec.index)])
        }
        let path: JSONPath = message.image == name
            ? ["messages", .index(spec.index), "image"]
            : ["participants", .key(participant.id), "avatar"]
        return problem("\(name): \(reason)", at: path)
    }

    /// An error about the value at `path` of this transcript.
    func problem(_ message: String, at path: JSONPath) -> Diagnostic {
        Diagnostic(kind: .invalid, file: file, path: path, message: message)
    }

    /// The image at `path` (as written), if the file policy allows it and it is within limits.
    func image(_ path: String) throws(RenderError) -> MessageImage {
        try ImageFile.probe(access.resolve(path), named: path, limits: imageLimits)
    }

    /// A text in the message font's family at `size` points, bold or italic when asked.
    func text(_ string: String, size: Double, bold: Bool = false, italic: Bool = false, maxWidth: Double?,
              language: String?) throws(RenderError) -> TextBlock {
        TextBlock(layout: try TextLayout(text: string, font: font.variant(size: size, bold: bold, italic: italic), maxWidth: maxWidth,
                                         language: language, context: textContext))
    }

    private func separator(_ label: String) throws(RenderError) -> Row {
        let block = try text(label, size: theme.metaSize, bold: true, maxWidth: transcript.width - 6 * Self.margin, language: transcript.lang)
        let size = block.size
        let x = (transcript.width - size.width) / 2
        let inset = theme.colors.separatorFill == nil ? 0.0 : 4.0
        var items: [Row.Item] = []
        if let fill = theme.colors.separatorFill {
            items.append(.pill(Rect(x: x - 10, y: 0, width: size.width + 20, height: size.height + 2 * inset), color: fill))
        }
        items.append(.text(block, origin: block.origin(centredIn: Rect(x: x, y: inset, width: size.width, height: size.height)),
                           color: theme.colors.meta))
        return Row(height: size.height + 2 * inset, items: items)
    }
}
