import BubbleGeometry
import Transcript

extension TranscriptLayout {
    /// What a deleted message of `sender` shows, as the apps draw it: the no-entry mark and
    /// its words (`AppLabels.deletedWords(side:sender:look:)`) in the message
    /// font's italics, wrapped within `maxWidth`; the mark is 0.6 of a line tall, centred on
    /// the first.
    package func deletedLabel(side: BubbleSide, sender: Participant, maxWidth: Double, seed: UInt64) throws(Texts.Failure) -> IconLabel<Text> {
        let (words, given) = transcript.labels.deletedWords(side: side, sender: sender, look: theme.look)
        let styling = TextStyling(entities: [TextEntity(type: .italic, offset: 0, length: words.utf16.count)],
                                  links: theme.look.links[transcript.appearance][side], seed: seed)
        // The mark's size comes from a line of the text: lay out once to measure it.
        let probe = TextBlock(try texts.text(words, styling: styling, font: .message, maxWidth: nil,
                                             language: labelLanguage(given ? words : nil)))
        let line = probe.text.firstLineExtents?.height ?? probe.size.height
        let iconSide = (line * 0.6).rounded()
        let gap = (line * 0.2).rounded()
        let block = TextBlock(try texts.text(words, styling: styling, font: .message, maxWidth: max(maxWidth - iconSide - gap, 1),
                                             language: labelLanguage(given ? words : nil)))
        let textOrigin = Point(x: iconSide + gap - block.box.minX, y: -block.box.minY)
        let first = block.text.firstLineExtents ?? Rect(x: 0, y: block.box.minY, width: 0, height: line)
        let iconTop = (textOrigin.y + first.minY + (first.height - iconSide) / 2).rounded()
        let icon = Path.noEntry(in: Rect(x: 0, y: iconTop, width: iconSide, height: iconSide), line: max((iconSide / 8).rounded(), 1.5))
        return IconLabel(icon: icon, block: block, textOrigin: textOrigin,
                         size: Size(width: iconSide + gap + block.size.width, height: max(block.size.height, iconTop + iconSide)))
    }
}
