import BubbleGeometry
import Transcript

extension ChatLook {
    /// talk, after LINE: the tail on the top edge of a run's first bubble, times beside the
    /// bubble, grey pills behind separators and system lines.
    package static let talk = ChatLook(
        name: "talk", outline: .talk, tail: .first,
        colors: ByAppearance(
            light: ThemeColors(background: .rgb(0xF2F3F5), incoming: .white, outgoing: .rgb(0x387AF8),
                               incomingText: .rgb(0x111111), outgoingText: .white, meta: .rgb(0x8A8F99),
                               separatorFill: .rgb(0xDCDEE3), systemFill: .rgb(0xDCDEE3)),
            dark: ThemeColors(background: .rgb(0x111111), incoming: .rgb(0x2C2C2E), outgoing: .rgb(0x387AF8),
                              incomingText: .rgb(0xF2F2F2), outgoingText: .white, meta: .rgb(0x8E8E93),
                              separatorFill: .rgb(0x2C2C2E), systemFill: .rgb(0x2C2C2E))),
        font: "Noto Sans 16", metaSize: 11, timePlacement: .beside, namesInside: false,
        imageCornerRadius: 8, runSpacing: 6, groupSpacing: 14,
        lonePhotoIsBubble: false, bareJumboEmoji: false,
        links: ByAppearance { appearance in
            BySide { side in
                let color: RGBAColor? = side == .outgoing ? nil : appearance == .dark ? .rgb(0x7AADFF) : .rgb(0x2F6BE0)
                return LinkStyle(LinkStyle.addresses, .init(color: color, underline: true))
                    .merging(LinkStyle([.mention, .hashtag], .init(color: color, bold: side == .outgoing)))
            }
        },
        linkCard: .sideBar, quote: .header, reactions: .pillRows, typing: .bubble, systemLineCornerRadius: nil)
}
