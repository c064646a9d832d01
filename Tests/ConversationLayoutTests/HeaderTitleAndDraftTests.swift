import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// The platforms' title weights in a screen's header, and the buttons WhatsApp for Android
/// keeps beside a draft.
@Suite("Header titles and drafts")
struct HeaderTitleAndDraftTests {
    private func layout(_ look: LookName, device: String, draft: String? = nil) throws -> TranscriptLayout<FontTexts, MissingImages> {
        let draftKey = draft.map { #", "draft": "\#($0)""# } ?? ""
        let chat = try Transcript.decode(from: """
            {"theme": "\(look.rawValue)", "screen": {"device": "\(device)"\(draftKey)},
             "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann Lee"}},
             "messages": [{"from": "ann", "text": "Hi"}]}
            """, file: "t.json").onScreen
        return TranscriptLayout(transcript: chat, file: "t.json", texts: FontTexts(), images: MissingImages())
    }

    /// Android's apps set the chat's name in Roboto Medium, iOS's in SF Pro Semibold (Inter
    /// SemiBold here), not bold.
    @Test(arguments: [("android-phone", LookName.whatsappAndroid, FontWeight.medium), ("android-phone", .telegram, .medium),
                      ("iphone-6.1", .whatsapp, .semibold), ("iphone-6.1", .telegram, .semibold)])
    func theTitleHasThePlatformsWeight(_ device: String, _ look: LookName, _ weight: FontWeight) throws {
        let layout = try layout(look, device: device)
        let screen = try #require(try layout.screen())
        let colors = try #require(ChatLook.named(look)).chrome(screen.frame.size.platform).bars[.light]
        let title = try layout.headerItems(screen.frame, colors: colors).compactMap { item -> FontTexts.Text? in
            if case .text(let block, _, _) = item, block.text.string == "Ann Lee" { return block.text }
            return nil
        }.first
        guard case .sized(_, let asked, italic: false)? = title?.font else {
            Issue.record("no title in \(look) on \(device)")
            return
        }
        #expect(asked == weight)
    }

    /// WhatsApp for Android hides the camera in the field while there is a draft, but keeps
    /// the paperclip.
    @Test func aDraftKeepsThePaperclip() throws {
        func iconsInField(draft: String?) throws -> Int {
            let layout = try layout(.whatsappAndroid, device: "android-phone", draft: draft)
            let (frame, items) = try #require(try layout.screen())
            let colors = ChatLook.whatsappAndroid.chrome(frame.size.platform).composerColors.light
            let shapes = items.compactMap { item -> (Rect, RGBAColor)? in
                if case .shape(let path, let color) = item, let bounds = path.bounds { return (bounds, color) }
                return nil
            }
            let field = try #require(shapes.filter { $0.1 == colors.field }.max { $0.0.width < $1.0.width }).0
            return shapes.filter { $0.1 == colors.icon && field.contains($0.0) }.count
        }
        #expect(try iconsInField(draft: nil) == 3, "the emoji button, the paperclip and the camera")
        #expect(try iconsInField(draft: "On my way") == 2, "the emoji button and the paperclip")
    }

    /// A look that draws its send button without the disc (``ComposerLayout/sendInDisc``
    /// false, as LINE does) gets the plane alone, in the button colour, in every composer
    /// whose send button is round.
    @Test(arguments: [(LookName.whatsapp, "iphone-6.1"), (.whatsappAndroid, "android-phone"), (.plain, "iphone-6.1"), (.talk, "android-phone")])
    func aLookCanDropTheSendButtonsDisc(_ name: LookName, _ device: String) throws {
        var look = try #require(ChatLook.named(name))
        look.ios.composer.sendInDisc = false
        look.android.composer.sendInDisc = false
        let chat = try Transcript.decode(from: """
            {"theme": "\(name.rawValue)", "screen": {"device": "\(device)", "draft": "On my way"},
             "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann Lee"}}, "messages": [{"from": "ann", "text": "Hi"}]}
            """, file: "t.json").onScreen
        let layout = TranscriptLayout(transcript: chat, file: "t.json", theme: ConversationTheme.resolved(for: chat, look: look),
                                      texts: FontTexts(), images: MissingImages())
        let (frame, composer) = try #require(try layout.screen())
        let button = look.chrome(frame.size.platform).composerColors.light.button
        let drawn = composer.compactMap { item -> Rect? in
            if case .shape(let path, let color) = item, color == button { return path.bounds }
            return nil
        }
        // No disc; the large plane (plain's paperclip is in the accent too).
        #expect(drawn.allSatisfy { $0.width <= 24 && $0.height <= 22 } && drawn.contains { $0.size == Size(width: 24, height: 22) },
                "the plane alone: \(drawn)")
    }
}
