import Transcript

/// The chat exports `bubbles import` reads.
public enum ChatFormat: String, Sendable, Hashable, CaseIterable {
    /// Telegram Desktop's JSON export of one chat (`result.json`).
    case telegram
    /// WhatsApp's "Export chat" text file, iOS or Android style, in any common locale.
    case whatsapp
    /// DiscordChatExporter's JSON export of one channel.
    case discord
    /// A Slack workspace export: a channel's folder of `YYYY-MM-DD.json` files beside
    /// `users.json`.
    case slack

    /// The theme a transcript imported from this format gets unless told otherwise: the
    /// app's own look for Telegram and WhatsApp, iMessage's for the others.
    public var defaultTheme: LookName {
        switch self {
        case .telegram: .telegram
        case .whatsapp: .whatsapp
        case .discord, .slack: .imessage
        }
    }
}
