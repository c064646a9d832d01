import Transcript

extension DiscordMarkdown {
    /// A span between two markers, as DiscordChatExporter matches it, in the order tried.
    enum Span: String, CaseIterable {
        /// `***text***`: italic around bold.
        case boldItalic
        /// `___text___`: italic around underline.
        case underlineItalic
        /// `**text**`.
        case bold
        /// `*text*`, hugging its text.
        case italic
        /// `__text__`.
        case underline
        /// `_text_`, not followed by a letter or digit, with no lone `_` inside.
        case underscoreItalic
        /// `~~text~~`.
        case strikethrough
        /// `||text||`.
        case spoiler

        /// The opening marker, also the closing one.
        var marker: String {
            switch self {
            case .boldItalic: "***"
            case .underlineItalic: "___"
            case .bold: "**"
            case .italic: "*"
            case .underline: "__"
            case .underscoreItalic: "_"
            case .strikethrough: "~~"
            case .spoiler: "||"
            }
        }

        /// The entity the span makes.
        var kind: TextEntity.Kind {
            switch self {
            case .boldItalic, .underlineItalic, .italic, .underscoreItalic: .italic
            case .bold: .bold
            case .underline: .underline
            case .strikethrough: .strikethrough
            case .spoiler: .spoiler
            }
        }

        /// For `***` and `___`, the span read inside the outer markers (`**text**`, `__text__`).
        var inner: Span? {
            switch self {
            case .boldItalic: .bold
            case .underlineItalic: .underline
            default: nil
            }
        }

        /// How many scalars of each marker are outside the span's text (the inner span's
        /// markers are inside it).
        var outerWidth: Int { inner == nil ? marker.unicodeScalars.count : 1 }

        /// Whether the span may open at `index` of `markup` (ending before `end`).
        func opens(at index: Int, in markup: MarkupScalars, before end: Int) -> Bool {
            guard markup.has(marker, at: index, before: end) else { return false }
            guard self == .italic else { return true }
            return markup.scalar(at: index + 1, before: end).map { !MarkupScalars.isSpace($0) } ?? false
        }

        /// Where the marker closing the span whose text starts at `start` is, if any.
        ///
        /// `_text_` is read as Discord's own client reads it rather than as DiscordChatExporter
        /// does: its text holds no `_` but in pairs, so `set my_var to _x_` has only `x` italic.
        func close(contentFrom start: Int, in markup: MarkupScalars, before end: Int) -> Int? {
            guard self == .underscoreItalic else {
                return markup.firstClose(marker, contentFrom: start, before: end) { closes(at: $0, in: markup, before: end) }
            }
            var candidate = start + 1
            while candidate < end {
                if markup[candidate] == "_" {
                    if closes(at: candidate, in: markup, before: end) { return candidate }
                    guard markup.scalar(at: candidate + 1, before: end) == "_" else { return nil }
                    candidate += 1
                }
                candidate += 1
            }
            return nil
        }

        /// Whether the marker at `index` of `markup` closes the span.
        func closes(at index: Int, in markup: MarkupScalars, before end: Int) -> Bool {
            let next = markup.scalar(at: index + marker.unicodeScalars.count, before: end)
            switch self {
            case .boldItalic, .bold: return next != "*"
            case .italic:
                let previous = markup[index - 1]
                return next != "*" && previous != "*" && !MarkupScalars.isSpace(previous)
            case .underlineItalic, .underline: return next != "_"
            case .underscoreItalic: return next.map { !MarkupScalars.isWord($0) } ?? true
            case .strikethrough, .spoiler: return true
            }
        }
    }
}
