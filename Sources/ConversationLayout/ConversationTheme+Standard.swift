import BubbleGeometry

extension ConversationTheme {
    /// Former name of `BubbleGeometry.Appearance`.
    @available(*, deprecated, renamed: "BubbleGeometry.Appearance")
    public typealias Appearance = BubbleGeometry.Appearance

    /// The theme users know from the app each style imitates.
    public static func standard(_ style: BubbleStyle, appearance: BubbleGeometry.Appearance) -> ConversationTheme {
        func hex(_ s: String) -> RGBAColor { RGBAColor(hex: s) ?? .black }
        let dark = appearance == .dark
        switch style {
        case .imessage:
            return ConversationTheme(
                style: style,
                colors: dark
                    ? ThemeColors(background: .black, incoming: hex("#262628"), outgoing: hex("#0B84FE"),
                                  incomingText: .white, outgoingText: .white, meta: hex("#8E8E93"))
                    : ThemeColors(background: .white, incoming: hex("#E9E9EB"), outgoing: hex("#0B84FE"),
                                  incomingText: .black, outgoingText: .white, meta: hex("#8E8E93")),
                font: "Noto Sans 17", metaSize: 12, timePlacement: .below, namesInside: false,
                imageCornerRadius: 17, runSpacing: 2, groupSpacing: 10)
        case .whatsapp:
            return ConversationTheme(
                style: style,
                colors: dark
                    ? ThemeColors(background: hex("#0B141A"), incoming: hex("#202C33"), outgoing: hex("#005C4B"),
                                  incomingText: hex("#E9EDEF"), outgoingText: hex("#E9EDEF"), meta: hex("#8696A0"),
                                  separatorFill: hex("#182229"), systemFill: hex("#182229"), systemText: hex("#FFD279"))
                    : ThemeColors(background: hex("#EFEAE2"), incoming: .white, outgoing: hex("#D9FDD3"),
                                  incomingText: hex("#111B21"), outgoingText: hex("#111B21"), meta: hex("#667781"),
                                  separatorFill: .white, systemFill: hex("#FFEECD"), systemText: hex("#54656F")),
                font: "Noto Sans 16", metaSize: 11, timePlacement: .inside, namesInside: true,
                imageCornerRadius: 4, runSpacing: 2, groupSpacing: 8)
        case .talk:
            return ConversationTheme(
                style: style,
                colors: dark
                    ? ThemeColors(background: hex("#111111"), incoming: hex("#2C2C2E"), outgoing: hex("#387AF8"),
                                  incomingText: hex("#F2F2F2"), outgoingText: .white, meta: hex("#8E8E93"),
                                  separatorFill: hex("#2C2C2E"), systemFill: hex("#2C2C2E"))
                    : ThemeColors(background: hex("#F2F3F5"), incoming: .white, outgoing: hex("#387AF8"),
                                  incomingText: hex("#111111"), outgoingText: .white, meta: hex("#8A8F99"),
                                  separatorFill: hex("#DCDEE3"), systemFill: hex("#DCDEE3")),
                font: "Noto Sans 16", metaSize: 11, timePlacement: .beside, namesInside: false,
                imageCornerRadius: 8, runSpacing: 6, groupSpacing: 14)
        case .plain:
            return ConversationTheme(
                style: style,
                colors: dark
                    ? ThemeColors(background: hex("#1C1C1E"), incoming: hex("#3A3A3C"), outgoing: hex("#636366"),
                                  incomingText: .white, outgoingText: .white, meta: hex("#98989D"))
                    : ThemeColors(background: .white, incoming: hex("#EFEFF4"), outgoing: hex("#48484A"),
                                  incomingText: .black, outgoingText: .white, meta: hex("#8E8E93")),
                font: "Noto Sans 16", metaSize: 12, timePlacement: .inside, namesInside: false,
                imageCornerRadius: 8, runSpacing: 4, groupSpacing: 12)
        }
    }
}
