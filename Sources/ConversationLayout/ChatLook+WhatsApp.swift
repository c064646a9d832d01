import BubbleGeometry
import Transcript

extension ChatLook {
    /// WhatsApp: the slanted tail on the first bubble of a run, the beige (or near-black)
    /// canvas, times and names inside the bubble.
    package static let whatsapp = ChatLook(
        name: "whatsapp", outline: .whatsapp, tail: .first,
        colors: ByAppearance(
            light: ThemeColors(background: .rgb(0xEFEAE2), incoming: .white, outgoing: .rgb(0xD9FDD3),
                               incomingText: .rgb(0x111B21), outgoingText: .rgb(0x111B21), meta: .rgb(0x667781),
                               separatorFill: .white, systemFill: .rgb(0xFFEECD), systemText: .rgb(0x54656F)),
            dark: ThemeColors(background: .rgb(0x0B141A), incoming: .rgb(0x202C33), outgoing: .rgb(0x005C4B),
                              incomingText: .rgb(0xE9EDEF), outgoingText: .rgb(0xE9EDEF), meta: .rgb(0x8696A0),
                              separatorFill: .rgb(0x182229), systemFill: .rgb(0x182229), systemText: .rgb(0xFFD279))),
        font: "Noto Sans 16", metaSize: 11, timePlacement: .inside, namesInside: true,
        imageCornerRadius: 4, runSpacing: 2, groupSpacing: 8,
        lonePhotoIsBubble: false, bareJumboEmoji: false,
        links: ByAppearance { appearance in
            BySide(LinkStyle(LinkStyle.addresses + [.mention], .init(color: appearance == .dark ? .rgb(0x53BDEB) : .rgb(0x027EB5))))
        },
        linkCard: .card, quote: .block, reactions: .pill, typing: .bubble, systemLineCornerRadius: 7.5)
}
