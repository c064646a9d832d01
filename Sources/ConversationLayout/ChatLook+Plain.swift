import BubbleGeometry
import Transcript

extension ChatLook {
    /// plain: rounded rectangles without a tail in greys, times inside the bubble.
    package static let plain = ChatLook(
        name: "plain", outline: .plain, tail: .none,
        colors: ByAppearance(
            light: ThemeColors(background: .white, incoming: .rgb(0xEFEFF4), outgoing: .rgb(0x48484A),
                               incomingText: .black, outgoingText: .white, meta: .rgb(0x8E8E93)),
            dark: ThemeColors(background: .rgb(0x1C1C1E), incoming: .rgb(0x3A3A3C), outgoing: .rgb(0x636366),
                              incomingText: .white, outgoingText: .white, meta: .rgb(0x98989D))),
        font: "Noto Sans 16", metaSize: 12, timePlacement: .inside, namesInside: false,
        imageCornerRadius: 8, runSpacing: 4, groupSpacing: 12,
        lonePhotoIsBubble: false, bareJumboEmoji: false,
        links: ByAppearance(
            light: BySide(incoming: LinkStyle(Self.linkKinds, .init(color: .rgb(0x168ACD))),
                          outgoing: LinkStyle(Self.linkKinds, .init(color: .rgb(0x8FD1FF)))),
            dark: BySide(incoming: LinkStyle(Self.linkKinds, .init(color: .rgb(0x6AB3F3))),
                         outgoing: LinkStyle(Self.linkKinds, .init(color: .rgb(0xB5E0FF))))),
        linkCard: .sideBar, quote: .block, reactions: .pillRows, typing: .bubble, systemLineCornerRadius: nil)
}

private extension ChatLook {
    /// Every kind of entity drawn as a link, as Telegram colours them all.
    static let linkKinds = TextEntity.Kind.allCases.filter(\.isLinkLike)
}
