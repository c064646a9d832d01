import BubbleGeometry
import Transcript
import StrictJSON

/// Lays out the rows of one transcript: everything but the drawing. Texts are laid out and
/// measured by `texts`; photos and avatars are known by the sizes `images` reads.
package struct TranscriptLayout<Texts: TextMeasuring, Images: ImageMeasuring> {
    package typealias Text = Texts.Text

    package let transcript: Transcript
    package let theme: ConversationTheme
    /// The transcript's file name as the user gave it, for error messages.
    package let file: String?
    package let texts: Texts
    package let images: Images
    /// The widest a bubble may be, in points.
    package let maxBubbleWidth: Double

    /// The layout of `transcript` in `theme` (nil: the theme the transcript names, resolved
    /// here; pass it when the caller has already resolved it).
    package init(transcript: Transcript, file: String?, theme: ConversationTheme? = nil, texts: Texts, images: Images) {
        self.transcript = transcript
        self.file = file
        self.texts = texts
        self.images = images
        self.theme = theme ?? ConversationTheme.resolved(for: transcript)
        maxBubbleWidth = transcript.width * (transcript.maxBubbleWidth ?? self.theme.look.maxBubbleWidth)
    }

    /// Lays out one row; a failure names the row's JSON path.
    package func row(_ spec: RowSpec) throws(Diagnostic) -> Row<Text> {
        switch spec.kind {
        case .separator(let label):
            do {
                return try separator(label)
            } catch {
                throw problem(error.description, at: ["messages", .index(spec.index)])
            }
        case .system(let text, let kind):
            do {
                return try systemLine(text, kind: kind)
            } catch {
                throw problem(error.description, at: ["messages", .index(spec.index)])
            }
        case .deletedLine(let words):
            do {
                return try systemLine(words, kind: .event)
            } catch {
                throw problem(error.description, at: ["messages", .index(spec.index)])
            }
        case .timeHeader(let header):
            do {
                return try timeHeader(day: header.day, time: header.time)
            } catch {
                throw problem(error.description, at: ["messages", .index(spec.index), "time"])
            }
        case .typing(let participant):
            return try typingRow(spec, participant: participant)
        case .message(let message, let participant):
            return try messageRow(spec, message: message, participant: participant)
        }
    }

    /// An error about an image of `spec`'s row that failed to decode: the message's photo,
    /// the link card's image, the quoted message's photo or the sender's avatar.
    package func imageProblem(name: String, reason: String, in spec: RowSpec) -> Diagnostic {
        guard case .message(let message, let participant) = spec.kind else {
            return problem("\(name): \(reason)", at: ["messages", .index(spec.index)])
        }
        let path: JSONPath = if message.image == name {
            ["messages", .index(spec.index), "image"]
        } else if message.sticker == name {
            ["messages", .index(spec.index), "sticker"]
        } else if message.link?.image == name {
            ["messages", .index(spec.index), "link", "image"]
        } else if spec.quote?.image == name {
            spec.quotedIndex.map { ["messages", .index($0), "image"] } ?? ["messages", .index(spec.index), "quote", "image"]
        } else {
            ["participants", .key(participant.id), "avatar"]
        }
        return problem("\(name): \(reason)", at: path)
    }

    /// An error about the value at `path` of this transcript.
    package func problem(_ message: String, at path: JSONPath) -> Diagnostic {
        Diagnostic(kind: .invalid, file: file, path: path, message: message)
    }

    /// A text in the message font's family at `size` points, bold or italic when asked, its
    /// lines centred when `centred`.
    package func text(_ string: String, size: Double, bold: Bool = false, italic: Bool = false, maxWidth: Double?,
                      language: String?, centred: Bool = false) throws(Texts.Failure) -> TextBlock<Text> {
        TextBlock(try texts.text(string, font: .sized(size, weight: FontWeight(bold: bold), italic: italic), maxWidth: maxWidth, language: language,
                                 centred: centred))
    }

    /// A separator's centred label, bold; a look that shows time headers draws one that
    /// ends in a time as a header (see ``timeHeader(day:time:)``).
    private func separator(_ label: String) throws(Texts.Failure) -> Row<Text> {
        if theme.look.timeHeaders, let split = ClockTime.split(label) {
            return try timeHeader(day: split.day, time: split.time)
        }
        let block = try text(label, size: theme.look.labelSize ?? theme.metaSize, bold: true,
                             maxWidth: transcript.width - 6 * ConversationMetrics.margin, language: transcript.lang)
        return centredLabel([block], gap: 0)
    }

    /// A time header: the `day` bold and the `time` regular on one line, a space apart
    /// ("**Today** 9:41"), or the time alone when `day` is empty.
    private func timeHeader(day: String, time: String) throws(Texts.Failure) -> Row<Text> {
        let size = theme.metaSize
        let timeBlock = try text(time, size: size, maxWidth: nil, language: transcript.lang)
        guard !day.isEmpty else { return centredLabel([timeBlock], gap: 0) }
        let space = (size * 0.28).rounded()
        let room = transcript.width - 6 * ConversationMetrics.margin - timeBlock.size.width - space
        let dayBlock = try text(day, size: size, bold: true, maxWidth: max(1, room), language: transcript.lang)
        return centredLabel([dayBlock, timeBlock], gap: space)
    }

    /// `blocks` side by side, `gap` apart and top-aligned, centred across the chat in the
    /// separators' colour (the meta colour unless the look gives one), on the look's pill
    /// when it has one.
    private func centredLabel(_ blocks: [TextBlock<Text>], gap: Double) -> Row<Text> {
        let width = blocks.map(\.size.width).reduce(0, +) + gap * Double(max(0, blocks.count - 1))
        let height = blocks.map(\.size.height).max() ?? 0
        let x = (transcript.width - width) / 2
        let inset = theme.colors.separatorFill == nil ? 0.0 : 4.0
        var items: [Row<Text>.Item] = []
        if let fill = theme.colors.separatorFill {
            items.append(.pill(Rect(x: x - 10, y: 0, width: width + 20, height: height + 2 * inset), color: fill))
        }
        var left = x
        for block in blocks {
            let slot = Rect(x: left, y: inset, width: block.size.width, height: block.size.height)
            items.append(.text(block, origin: block.origin(centredIn: slot), color: theme.colors.separatorText ?? theme.colors.meta))
            left += block.size.width + gap
        }
        return Row(height: height + 2 * inset, items: items)
    }
}
