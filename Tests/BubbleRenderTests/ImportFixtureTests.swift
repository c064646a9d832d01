import Foundation
import Testing
import BubbleRender
import ChatImport
import PNGCodec
import Transcript

/// One small export of each app the import reads, committed under `Fixtures/imports/`,
/// imported as `bubbles render EXPORT --from FORMAT --me NAME` imports it (the transcript in the
/// export's folder, so its photos are drawn) and compared with `Fixtures/imports/FORMAT.png`,
/// the pictures of the Imports article:
/// - `whatsapp`: an iOS `_chat.txt` with the encryption notice, a `*bold*` marker, a deleted
///   message, a photo with its caption and an edited message;
/// - `telegram`: Telegram Desktop's `result.json` with a bold entity, a reply with a reaction, a
///   WebP sticker, a forwarded and an edited message;
/// - `discord`: DiscordChatExporter's JSON made without markdown processing: a role, a time and
///   a channel in Discord's tokens, a custom emoji, a reply, markdown and a reaction;
/// - `slack`: a channel folder with `:emoji:` names (a skin tone among them), a thread reply,
///   mrkdwn and reactions.
@Suite("import fixtures")
struct ImportFixtureTests {
    struct Export: CustomTestStringConvertible, Sendable {
        var format: ChatFormat
        var path: String
        var me: String
        var testDescription: String { "\(format)" }
    }

    static let exports = [
        Export(format: .whatsapp, path: "whatsapp/_chat.txt", me: "Bo Sample"),
        Export(format: .telegram, path: "telegram/result.json", me: "Bo Sample"),
        Export(format: .discord, path: "discord/general.json", me: "Bo"),
        Export(format: .slack, path: "slack/general", me: "Bo Sample"),
    ]

    @Test("each app's sample export", arguments: exports)
    func render(_ export: Export) throws {
        let folder = FixtureComparison.root.appendingPathComponent("imports")
        let path = folder.appendingPathComponent(export.path).path
        let chat = try ChatImporter.read(export.format, at: path)
        let options = ImportOptions(me: export.me)
        let imported = try ChatImporter.transcript(from: chat, format: export.format, source: path,
                                                   imagesRelativeTo: ChatImporter.exportFolder(of: path, format: export.format),
                                                   options: options)
        let rendered = try BubbleRenderer().render(imported.transcript)
        #expect(rendered.pageCount == 1)
        let png = try #require(rendered.images.first).bytes
        try FixtureComparison.check(png: png,
                                    fixture: "imports/\(export.format).png")
    }
}
