import Transcript
internal import WorkMeter

extension SlackText {
    /// Reads a message's markup into ``output``, a place at a time.
    struct Reader {
        let markup: MarkupScalars
        let slack: SlackText
        var output = RichText()
        /// Per end of the text searched, the earliest place from which no ```` ``` ```` closing a
        /// block was found: searching again from there or later finds none either.
        private var unclosedBlocks: [Int: Int] = [:]

        init(markup: MarkupScalars, slack: SlackText) {
            self.markup = markup
            self.slack = slack
        }

        /// A span between two one-character markers, and the characters that may follow its
        /// closing marker (besides white space and the end).
        private static let spans: [Unicode.Scalar: (kind: TextEntity.Kind, followers: String)] = [
            "*": (.bold, "~!#$%^)-+={}[];:'\",.?/"), "_": (.italic, ".,])}!?-="), "~": (.strikethrough, ".,])}!?-="),
        ]
        /// The characters that may follow closing backticks (besides white space and the end).
        private static let codeFollowers = ".,])}!?-="
        /// The characters an opening marker may follow (besides white space and the start).
        private static let openers = ".,([{!?-="

        /// Reads `range`: markers, quotes, tokens and escapes.
        mutating func read(_ range: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound {
                if let end = quote(at: index, in: range) ?? block(at: index, in: range) ?? code(at: index, in: range)
                    ?? span(at: index, in: range) {
                    index = end
                } else {
                    index = plain(at: index, before: range.upperBound)
                }
            }
        }

        /// Reads `range` with no markers: what code holds.
        private mutating func readPlain(_ range: Range<Int>) {
            var index = range.lowerBound
            while index < range.upperBound { index = plain(at: index, before: range.upperBound, emoji: false) }
        }

        /// One `<...>` token, `:emoji:` (outside code), escape or character at `index`; returns
        /// where it ends.
        private mutating func plain(at index: Int, before end: Int, emoji: Bool = true) -> Int {
            if markup[index] == "<" {
                var close = index + 1
                while close < end, !["<", ">", "\n"].contains(markup[close]) { close += 1 }
                if close > index + 1, markup.scalar(at: close, before: end) == ">" {
                    let body = String(String.UnicodeScalarView(markup.scalars[index + 1 ..< close]))
                    output.append(contentsOf: slack.token(body[...]).unicodeScalars)
                    output.unmapped += 1
                    return close + 1
                }
            }
            if emoji, let shortcode = SlackEmoji.shortcode(in: markup, at: index, before: end) {
                output.append(contentsOf: shortcode.emoji.unicodeScalars)
                return shortcode.end
            }
            if markup[index] == "&", let escape = SlackText.escapes.first(where: { markup.has($0.text, at: index, before: end) }) {
                output.append(escape.scalar)
                return index + escape.text.unicodeScalars.count
            }
            output.append(markup[index])
            return index + 1
        }

        /// Whether a marker at `index` may open: at the start, or after a space or an opener.
        private func mayOpen(at index: Int, in range: Range<Int>) -> Bool {
            guard index > range.lowerBound else { return true }
            let previous = markup[index - 1]
            return MarkupScalars.isSpace(previous) || Self.openers.unicodeScalars.contains(previous)
        }

        /// Whether a marker ending before `index` may close: before a space, the end or one of `followers`.
        private func mayClose(before index: Int, end: Int, followers: String) -> Bool {
            guard let next = markup.scalar(at: index, before: end) else { return true }
            return MarkupScalars.isSpace(next) || followers.unicodeScalars.contains(next)
        }

        /// `*bold*`, `_italic_` or `~strikethrough~` on one line.
        private mutating func span(at index: Int, in range: Range<Int>) -> Int? {
            let end = range.upperBound
            let marker = markup[index]
            guard let span = Self.spans[marker], mayOpen(at: index, in: range),
                  let first = markup.scalar(at: index + 1, before: end), first != marker, !MarkupScalars.isSpace(first) else { return nil }
            var close = index + 1
            while close < end, markup[close] != "\n" {
                if markup[close] == marker {
                    guard !MarkupScalars.isSpace(markup[close - 1]), mayClose(before: close + 1, end: end, followers: span.followers) else { return nil }
                    let start = output.utf16Count
                    read(index + 1 ..< close)
                    output.mark(span.kind, from: start)
                    return close + 1
                }
                if markup[close] == "`", let tick = nextOnLine("`", after: close, before: end) {
                    close = tick
                }
                close += 1
            }
            return nil
        }

        /// `` `code` `` on one line.
        private mutating func code(at index: Int, in range: Range<Int>) -> Int? {
            let end = range.upperBound
            guard markup[index] == "`", mayOpen(at: index, in: range), let close = nextOnLine("`", after: index, before: end),
                  close > index + 1, mayClose(before: close + 1, end: end, followers: Self.codeFollowers) else { return nil }
            let start = output.utf16Count
            readPlain(index + 1 ..< close)
            output.mark(.code, from: start)
            return close + 1
        }

        /// ```` ```text``` ````, over lines, without line breaks at its ends: a `pre` block.
        private mutating func block(at index: Int, in range: Range<Int>) -> Int? {
            let end = range.upperBound
            guard markup.has("```", at: index, before: end), mayOpen(at: index, in: range) else { return nil }
            if let failed = unclosedBlocks[end], failed <= index { return nil }
            var close = index + 3
            var hasText = false
            while close < end {
                if hasText, markup.has("```", at: close, before: end), mayClose(before: close + 3, end: end, followers: Self.codeFollowers) {
                    WorkMeter.add(close - index, of: .markupSearched)
                    var content = index + 3 ..< close
                    while let first = content.first, markup[first] == "\n" { content = content.dropFirst() }
                    while let last = content.last, markup[last] == "\n" { content = content.dropLast() }
                    let start = output.utf16Count
                    readPlain(content)
                    output.mark(.pre, from: start)
                    return close + 3
                }
                hasText = hasText || !MarkupScalars.isSpace(markup[close])
                close += 1
            }
            WorkMeter.add(close - index, of: .markupSearched)
            unclosedBlocks[end] = index
            return nil
        }

        /// `&gt;&gt;&gt;` quoting the rest, or a run of lines starting `&gt;` (Slack writes `>`
        /// escaped): their text without the markers and a space after them.
        private mutating func quote(at index: Int, in range: Range<Int>) -> Int? {
            let end = range.upperBound
            guard markup.startsLine(index, in: range), markup.has("&gt;", at: index, before: end) else { return nil }
            output.unmapped += 1
            if markup.has("&gt;&gt;&gt;", at: index, before: end) {
                let text = index + 12
                read(min(end, text + (markup.scalar(at: text, before: end).map(MarkupScalars.isSpace) == true ? 1 : 0)) ..< end)
                return end
            }
            var line = index
            while markup.has("&gt;", at: line, before: end) {
                var lineEnd = line
                while lineEnd < end, markup[lineEnd] != "\n" { lineEnd += 1 }
                lineEnd = min(lineEnd + 1, end)
                read(skippingSpace(from: line + 4, before: end) ..< lineEnd)
                line = lineEnd
            }
            return line
        }

        /// `index`, or the place after it when a space is there.
        private func skippingSpace(from index: Int, before end: Int) -> Int {
            markup.scalar(at: index, before: end) == " " ? index + 1 : index
        }

        /// Where the next `scalar` after `index` is, on the same line and before `end`.
        private func nextOnLine(_ scalar: Unicode.Scalar, after index: Int, before end: Int) -> Int? {
            var next = index + 1
            while next < end, markup[next] != "\n" {
                if markup[next] == scalar { return next }
                next += 1
            }
            return nil
        }
    }
}
