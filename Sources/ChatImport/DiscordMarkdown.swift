import Transcript
internal import WorkMeter

/// Discord's markdown in a message's `content`, read as DiscordChatExporter reads it: at each
/// place the first of its patterns that matches, in a fixed order, wins, and a span's text is
/// read again for the spans inside it.
///
/// `**bold**`, `*italic*` (hugging its text) and `_italic_` (not followed by a letter or
/// digit), `__underline__`, `~~strikethrough~~`, `||spoiler||`, `***bold italic***`,
/// `` `code` `` or ``` ``code`` ``` and ```` ```lang ```` blocks (`pre`, with the language when
/// one word follows the backticks on their own line) become entities. `> ` lines and `>>> `
/// (to the end) lose their markers and are counted: a transcript has no quote span. A
/// backslash before a symbol (`\*`) keeps the symbol as written; nothing inside code, a web
/// address or `¯\_(ツ)_/¯` is a marker; `<...>` tokens (mentions, custom emoji, times) are shown
/// as ``DiscordTokens`` says, mentions of roles and channels counted. A marker
/// without its partner stays in the text. Headings, lists and `[masked](links)` stay as written.
struct DiscordMarkdown {
    /// What `<...>` tokens show.
    var tokens: DiscordTokens

    /// `content` with its markup read.
    func read(_ content: String) -> RichText {
        var reader = Reader(markup: MarkupScalars(content), tokens: tokens)
        reader.read(0 ..< reader.markup.scalars.count, depth: 0)
        return reader.output
    }

    /// Spans nest at most this deep (as in DiscordChatExporter); deeper markers stay as written.
    static let maxDepth = 32

    private struct Reader {
        let markup: MarkupScalars
        let tokens: DiscordTokens
        var output = RichText()
        /// Per marker and end of the text searched, the earliest place from which no closing
        /// marker was found: searching again from there or later finds none either.
        var unclosed: [String: [Int: Int]] = [:]

        /// Reads `range`, trying only `span` when given (inside `***` and `___`).
        mutating func read(_ range: Range<Int>, only span: Span? = nil, depth: Int) {
            var index = range.lowerBound
            while index < range.upperBound {
                if depth < DiscordMarkdown.maxDepth, let next = match(at: index, in: range, only: span, depth: depth) {
                    index = next
                } else {
                    output.append(markup[index])
                    index += 1
                }
            }
        }

        /// Reads what starts at `index`, if anything does, and returns where it ends.
        private mutating func match(at index: Int, in range: Range<Int>, only: Span?, depth: Int) -> Int? {
            if let only { return span(only, at: index, in: range, depth: depth) }
            if let end = literal(at: index, before: range.upperBound) { return end }
            for span in Span.allCases {
                if let end = self.span(span, at: index, in: range, depth: depth) { return end }
            }
            if let end = quote(at: index, in: range, depth: depth) { return end }
            if let end = codeBlock(at: index, before: range.upperBound) { return end }
            if let end = inlineCode(at: index, before: range.upperBound) { return end }
            if let end = token(at: index, before: range.upperBound) { return end }
            return webAddress(at: index, before: range.upperBound)
        }

        private mutating func span(_ span: Span, at index: Int, in range: Range<Int>, depth: Int) -> Int? {
            let end = range.upperBound
            guard span.opens(at: index, in: markup, before: end) else { return nil }
            let width = span.marker.unicodeScalars.count
            let markup = markup
            guard let close = remembering(span.marker, contentFrom: index + width, before: end, memo: span != .underscoreItalic,
                                          { span.close(contentFrom: $0, in: markup, before: end) }) else { return nil }
            let start = output.utf16Count
            read(index + span.outerWidth ..< close + width - span.outerWidth, only: span.inner, depth: depth + 1)
            output.mark(span.kind, from: start)
            return close + width
        }

        /// `>>> ` quoting the rest, or a run of lines starting `> ` (one such line needs text).
        private mutating func quote(at index: Int, in range: Range<Int>, depth: Int) -> Int? {
            let end = range.upperBound
            guard markup.startsLine(index, in: range), markup.scalar(at: index, before: end) == ">" else { return nil }
            if markup.has(">>>", at: index, before: end), let space = markup.scalar(at: index + 3, before: end),
               MarkupScalars.isSpace(space), index + 4 < end {
                output.unmapped += 1
                read(index + 4 ..< end, depth: depth + 1)
                return end
            }
            var lines: [Range<Int>] = []
            var line = index
            while markup.scalar(at: line, before: end) == ">", let space = markup.scalar(at: line + 1, before: end),
                  space != "\n", MarkupScalars.isSpace(space) {
                var lineEnd = line + 2
                while lineEnd < end, markup[lineEnd] != "\n" { lineEnd += 1 }
                lines.append(line + 2 ..< min(lineEnd + 1, end))
                line = min(lineEnd + 1, end)
            }
            guard lines.count > 1 || lines.first.map({ !$0.isEmpty && markup[$0.lowerBound] != "\n" }) == true else { return nil }
            output.unmapped += 1
            for content in lines { read(content, depth: depth + 1) }
            return line
        }

        /// ```` ```lang ```` on its own line, or ```` ``` ```` alone, to the next ```` ``` ````:
        /// a `pre` block of the text between, without line breaks at its ends.
        private mutating func codeBlock(at index: Int, before end: Int) -> Int? {
            let markup = markup
            guard markup.has("```", at: index, before: end) else { return nil }
            var nameEnd = index + 3
            while nameEnd < end, MarkupScalars.isWord(markup[nameEnd]) { nameEnd += 1 }
            var language = ""
            var content = index + 3
            var found: Int?
            if markup.scalar(at: nameEnd, before: end) == "\n",
               let close = remembering("```", contentFrom: nameEnd + 1, before: end, { markup.firstClose("```", contentFrom: $0, before: end) }) {
                language = String(String.UnicodeScalarView(markup.scalars[index + 3 ..< nameEnd]))
                content = nameEnd + 1
                found = close
            } else {
                found = remembering("```", contentFrom: index + 3, before: end) { markup.firstClose("```", contentFrom: $0, before: end) }
            }
            guard let close = found else { return nil }
            var contentEnd = close
            while content < contentEnd, markup[content] == "\n" || markup[content] == "\r" { content += 1 }
            while contentEnd > content, markup[contentEnd - 1] == "\n" || markup[contentEnd - 1] == "\r" { contentEnd -= 1 }
            let start = output.utf16Count
            output.append(contentsOf: markup.scalars[content ..< contentEnd])
            output.mark(.pre, from: start, language: language.isEmpty ? nil : language)
            return close + 3
        }

        /// Text between one or two backticks (the same number on both sides), with no backtick.
        private mutating func inlineCode(at index: Int, before end: Int) -> Int? {
            for ticks in ["``", "`"] where markup.has(ticks, at: index, before: end) {
                let width = ticks.unicodeScalars.count
                var close = index + width
                while close < end, markup[close] != "`" { close += 1 }
                guard close > index + width, markup.has(ticks, at: close, before: end) else { continue }
                let start = output.utf16Count
                output.append(contentsOf: markup.scalars[index + width ..< close])
                output.mark(.code, from: start)
                return close + width
            }
            return nil
        }

        /// `¯\_(ツ)_/¯` as written, or a backslash and the symbol it keeps from being a marker.
        private mutating func literal(at index: Int, before end: Int) -> Int? {
            let shrug = #"¯\_(ツ)_/¯"#
            if markup.has(shrug, at: index, before: end) {
                output.append(contentsOf: shrug.unicodeScalars)
                return index + shrug.unicodeScalars.count
            }
            guard markup[index] == "\\", let escaped = markup.scalar(at: index + 1, before: end), !MarkupScalars.isSpace(escaped),
                  !(escaped.isASCII && (escaped.properties.isAlphabetic || ("0" ... "9").contains(escaped))) else { return nil }
            output.append(escaped)
            return index + 2
        }

        /// A `<...>` token, as ``DiscordTokens`` shows it.
        private mutating func token(at index: Int, before end: Int) -> Int? {
            guard let token = tokens.token(in: markup, at: index, before: end) else { return nil }
            output.append(contentsOf: token.text.unicodeScalars)
            if token.mention { output.unmapped += 1 }
            return token.end
        }

        /// `https://...` up to a space, less the punctuation that ends a sentence: as written.
        private mutating func webAddress(at index: Int, before end: Int) -> Int? {
            guard let scheme = ["https://", "http://"].first(where: { markup.has($0, at: index, before: end) }) else { return nil }
            let start = index + scheme.unicodeScalars.count
            var close = start
            while close < end, !MarkupScalars.isSpace(markup[close]) { close += 1 }
            while close > start, ".,:;\"'".unicodeScalars.contains(markup[close - 1]) { close -= 1 }
            guard close > start else { return nil }
            output.append(contentsOf: markup.scalars[index ..< close])
            return close
        }

        /// Where `find` finds the closing `marker` of a span whose text starts at `start`. With
        /// `memo`, a search that found nothing is remembered, so that a long text of unpaired
        /// markers is read in linear time (a later start finds nothing either: `find` takes the
        /// first closing marker after the start that suits it, whatever the start).
        private mutating func remembering(_ marker: String, contentFrom start: Int, before end: Int, memo: Bool = true,
                                          _ find: (Int) -> Int?) -> Int? {
            if memo, let failed = unclosed[marker]?[end], failed <= start { return nil }
            let close = find(start)
            WorkMeter.add((close ?? end) - start, of: .markupSearched)
            if let close { return close }
            if memo { unclosed[marker, default: [:]][end] = start }
            return nil
        }
    }
}
