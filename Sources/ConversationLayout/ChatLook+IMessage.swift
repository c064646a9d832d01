import BubbleGeometry
import Transcript

extension ChatLook {
    /// iMessage: the hook tail on the last bubble of a run, grey and blue bubbles, times under
    /// the bubble.
    package static let imessage = ChatLook(
        name: "imessage", outline: .imessage, tail: .last,
        colors: ByAppearance(
            light: ThemeColors(background: .white, incoming: .rgb(0xE9E9EB), outgoing: .rgb(0x0B84FE),
                               incomingText: .black, outgoingText: .white, meta: .rgb(0x8E8E93)),
            dark: ThemeColors(background: .black, incoming: .rgb(0x262628), outgoing: .rgb(0x0B84FE),
                              incomingText: .white, outgoingText: .white, meta: .rgb(0x8E8E93))),
        font: "Noto Sans 17", metaSize: 12, timePlacement: .below, namesInside: false,
        imageCornerRadius: 17, runSpacing: 2, groupSpacing: 10,
        lonePhotoIsBubble: true, bareJumboEmoji: true,
        links: ByAppearance(BySide(LinkStyle(LinkStyle.addresses, .init(underline: true)).merging(LinkStyle([.mention], .init(bold: true))))),
        linkCard: .richLink, quote: .above, reactions: .tapbacks, typing: .capsule, systemLineCornerRadius: nil)
}
