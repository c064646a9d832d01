import BubbleGeometry
import Transcript

/// A small label led by an icon, such as WhatsApp's "↪ Forwarded", in its own box with the
/// top-left corner at (0, 0).
package struct IconLabel<Text: MeasuredText> {
    /// The icon's outline.
    package let icon: Path
    package let block: TextBlock<Text>
    /// Where the text's layout origin goes.
    package let textOrigin: Point
    package let size: Size

    /// The icon and the text's layout origin with the label's top-left corner at `origin`.
    package func placed(at origin: Point) -> (icon: Path, textOrigin: Point) {
        (icon.offsetBy(dx: origin.x, dy: origin.y), Point(x: origin.x + textOrigin.x, y: origin.y + textOrigin.y))
    }

    /// The label for a right-to-left layout: the icon after the words, at the box's right
    /// edge and turned around, the words at its left edge.
    package func mirrored() -> IconLabel {
        IconLabel(icon: icon.mirrored(aroundX: size.width / 2), block: block,
                  textOrigin: Point(x: textOrigin.x - (size.width - block.size.width), y: textOrigin.y), size: size)
    }
}

extension TranscriptLayout {
    /// The word under an edited message (iMessage) or before its time (WhatsApp, Telegram):
    /// the transcript's `labels.edited`, or the look's ("Edited"; Telegram's "edited").
    package var editedWord: String { transcript.labels.edited ?? theme.look.editedWord }

    /// The time written with `message` itself: its `time`, unless the look shows times as
    /// headers and this one is a clock time (``ClockTime``), which a header shows instead.
    /// Other text ("Delivered", as receipts were written before `status`) stays with it.
    package func shownTime(_ message: BubbleMessage) -> String? {
        guard let time = message.time, theme.look.timeHeaders, ClockTime(time) != nil else { return message.time }
        return nil
    }

    /// The language a label is laid out in: the chat's for a word the transcript gives (see
    /// `AppLabels`), none for the English default.
    package func labelLanguage(_ given: String?) -> String? {
        given == nil ? nil : transcript.lang
    }

    /// ``editedWord`` at `size` points.
    package func editedLabel(size: Double) throws(Texts.Failure) -> TextBlock<Text> {
        try text(editedWord, size: size, maxWidth: nil, language: labelLanguage(transcript.labels.edited))
    }

    /// The words of the header Telegram starts a forwarded message with
    /// (``ChatLook/forwardedHeader``): "Forwarded from" and, on the next line, the origin's
    /// name, whose UTF-16 range (drawn in bold) comes with them; "Forwarded message" without
    /// a name. The transcript's `labels.forwarded` takes the place of "Forwarded from" and of
    /// "Forwarded message".
    package func forwardedHeaderText(_ message: BubbleMessage) -> (words: String, name: Range<Int>?) {
        let given = transcript.labels.forwarded
        guard let name = message.forwardedFrom else { return (given ?? "Forwarded message", nil) }
        let lead = (given ?? "Forwarded from") + "\n"
        let start = lead.utf16.count
        return (lead + name, start ..< start + name.utf16.count)
    }

    /// The arrow and "Forwarded" (or the transcript's `labels.forwarded`) in italics at
    /// `size` points, as WhatsApp labels a forwarded message; "Forwarded from TAP Air
    /// Portugal" for a message with ``BubbleMessage/forwardedFrom`` ("Weitergeleitet: TAP Air
    /// Portugal" with a label of the transcript's), wrapped within `maxWidth`.
    package func forwardedLabel(_ message: BubbleMessage, size: Double, maxWidth: Double) throws(Texts.Failure) -> IconLabel<Text> {
        let given = transcript.labels.forwarded
        var words = given ?? "Forwarded"
        if let name = message.forwardedFrom { words = given.map { "\($0): \(name)" } ?? "Forwarded from \(name)" }
        let iconSize = Size(width: (size * 0.95).rounded(), height: (size * 0.75).rounded())
        let gap = 4.0
        let block = try text(words, size: size, italic: true, maxWidth: max(maxWidth - iconSize.width - gap, 1), language: labelLanguage(given))
        let height = max(block.size.height, iconSize.height)
        let icon = Path.forwardArrow(in: Rect(x: 0, y: ((height - iconSize.height) / 2).rounded(), width: iconSize.width, height: iconSize.height))
        let textBox = Rect(x: iconSize.width + gap, y: 0, width: block.size.width, height: height)
        return IconLabel(icon: icon, block: block, textOrigin: block.origin(centredIn: textBox),
                         size: Size(width: textBox.maxX, height: height))
    }
}
