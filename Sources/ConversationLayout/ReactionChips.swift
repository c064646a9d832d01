import BubbleGeometry

/// Telegram's reaction chips laid out to go inside a bubble under its content: one chip per
/// emoji with its count, or with the avatars of the people who gave it, in rows that wrap at
/// the content's widest, the rows' top-left corner at (0, 0) of their own box.
package struct ReactionChips<Text: MeasuredText> {
    /// One chip: its box in the rows' box, its emoji and count or avatars, and whether the
    /// user gave it.
    package struct Chip {
        /// The chip's box in the rows' box.
        package var rect: Rect
        /// The emoji and the count, laid out.
        package var emoji: TextBlock<Text>
        package var count: TextBlock<Text>
        /// The avatars of who gave it, shown instead of the count when there are any.
        package var faces: [Avatar<Text>]
        /// Whether the user gave the reaction.
        package var own: Bool
    }

    /// The chips, row by row.
    package let chips: [Chip]
    /// Their colours.
    package let colors: ReactionChipColors
    /// The rows' box: as wide as the widest row.
    package let size: Size
    /// The last row's box, which the time may share.
    package let lastRow: Rect

    /// A chip's height, the space before its emoji, the emoji's box, the space between emoji
    /// and count and after the count, and the space between chips and between rows (Telegram's
    /// reaction buttons).
    package static var height: Double { 30 }
    package static var leadingInset: Double { 11 }
    package static var emojiBox: Double { 20 }
    package static var countGap: Double { 5 }
    package static var trailingInset: Double { 8 }
    package static var spacing: Double { 6 }
    /// An avatar's side, the space between the emoji and the first, how far each next one
    /// sits from the one before (they overlap), and the space after the last, which leaves it
    /// a ring of chip at the chip's round end.
    package static var faceSide: Double { 24 }
    package static var faceGap: Double { 4 }
    package static var faceStep: Double { 14 }
    package static var faceTrailingInset: Double { 3 }

    /// Chips of `emoji` blocks and `counts`, or the avatars `faces` where there are any (the
    /// user's own where `own` says), in rows at most `maxWidth` wide (a chip wider than that
    /// gets a row of its own).
    package init(emoji: [TextBlock<Text>], counts: [TextBlock<Text>], faces: [[Avatar<Text>]], own: [Bool], colors: ReactionChipColors,
                 maxWidth: Double) {
        var chips: [Chip] = []
        var x = 0.0, y = 0.0, widest = 0.0
        var lastRow = Rect(x: 0, y: 0, width: 0, height: 0)
        for index in emoji.indices where counts.indices.contains(index) && faces.indices.contains(index) && own.indices.contains(index) {
            let people = faces[index]
            let label = people.isEmpty
                ? Self.countGap + counts[index].size.width + Self.trailingInset
                : Self.faceGap + Self.faceSide + Double(people.count - 1) * Self.faceStep + Self.faceTrailingInset
            let width = (Self.leadingInset + Self.emojiBox + label).rounded(.up)
            if x > 0, x + width > maxWidth {
                x = 0
                y += Self.height + Self.spacing
            }
            let rect = Rect(x: x, y: y, width: width, height: Self.height)
            chips.append(Chip(rect: rect, emoji: emoji[index], count: counts[index], faces: people, own: own[index]))
            lastRow = Rect(x: 0, y: y, width: rect.maxX, height: Self.height)
            widest = max(widest, rect.maxX)
            x = rect.maxX + Self.spacing
        }
        self.chips = chips
        self.colors = colors
        size = Size(width: widest, height: chips.isEmpty ? 0 : lastRow.maxY)
        self.lastRow = lastRow
    }

    /// The chips as a bubble's content parts with the rows' top at `top` in content `width`
    /// wide, starting at the right when `mirrored` (a right-to-left layout); each row pushed
    /// to the other end when `flush`, each chip still reading as before.
    package func parts(width: Double, top: Double, mirrored: Bool, flush: Bool = false) -> [BubbleContent<Text>.Part] {
        var parts: [BubbleContent<Text>.Part] = []
        let rowEnds = Dictionary(grouping: chips) { $0.rect.minY }.mapValues { row in row.map(\.rect.maxX).max() ?? width }
        for chip in chips {
            let shift = flush ? width - (rowEnds[chip.rect.minY] ?? width) : 0
            let rect = Rect(x: mirrored ? width - chip.rect.maxX - shift : chip.rect.minX + shift, y: top + chip.rect.minY,
                            width: chip.rect.width, height: chip.rect.height)
            parts.append(.shape(.roundedRect(rect, radius: rect.height / 2), color: chip.own ? colors.ownFill : colors.fill))
            let emojiBox = Rect(x: mirrored ? rect.maxX - Self.leadingInset - Self.emojiBox : rect.minX + Self.leadingInset, y: rect.minY,
                                width: Self.emojiBox, height: rect.height)
            parts.append(.text(chip.emoji, origin: chip.emoji.origin(centredIn: emojiBox), color: chip.own ? colors.ownText : colors.text))
            if !chip.faces.isEmpty {
                for (place, face) in chip.faces.enumerated() {
                    let offset = Self.faceGap + Double(place) * Self.faceStep
                    let x = mirrored ? emojiBox.minX - offset - Self.faceSide : emojiBox.maxX + offset
                    parts.append(.avatar(face, rect: Rect(x: x, y: rect.midY - Self.faceSide / 2, width: Self.faceSide, height: Self.faceSide)))
                }
                continue
            }
            let countWidth = chip.count.size.width
            let countX = mirrored ? emojiBox.minX - Self.countGap - countWidth : emojiBox.maxX + Self.countGap
            let countBox = Rect(x: countX, y: rect.minY, width: countWidth, height: rect.height)
            parts.append(.text(chip.count, origin: chip.count.origin(centredIn: countBox), color: chip.own ? colors.ownText : colors.text))
        }
        return parts
    }
}
