import Testing
import BubbleGeometry
import StrictJSON
import Transcript
import ConversationLayout

@Suite("looks")
struct ChatLookTests {
    @Test func everyLookIsFoundByItsName() {
        for look in ChatLook.builtIn {
            #expect(ChatLook.named(look.name) == look)
        }
    }

    @Test func lookNamesAreUniqueAndUnknownOnesFindNone() {
        #expect(Set(ChatLook.names).count == ChatLook.builtIn.count)
        #expect(ChatLook.named("whatsap") == nil)
    }

    @Test func theNamesOfTheBuiltInLooksAreTheRegistrys() {
        #expect(ChatLook.names.map(\.rawValue) == ["imessage", "whatsapp", "whatsapp-android", "telegram", "talk", "plain"])
        for name in [LookName.imessage, .whatsapp, .whatsappAndroid, .telegram, .talk, .plain] {
            #expect(ChatLook.named(name)?.name == name)
        }
    }

    /// A look of an app on both platforms writes in Android's face on an Android screen, the
    /// iOS face elsewhere; a look of one platform's app keeps its face everywhere, and a
    /// transcript's own font stays its own.
    @Test(arguments: [("whatsapp", "iphone-6.1", "Inter 16"), ("whatsapp", "android-phone", "Roboto 16"),
                      ("telegram", "android-gesture", "Roboto 16"), ("telegram", nil, "Inter 17"),
                      ("imessage", "android-phone", "Inter 17"), ("talk", "android-phone", "Roboto 16"), ("plain", "iphone-6.1", "Inter 16")])
    func looksOfAppsOnBothPlatformsWriteInTheDevicesFace(_ look: String, _ device: String?, _ font: String) throws {
        let screen = device.map { #", "screen": {"device": "\#($0)"}"# } ?? ""
        let chat = try Transcript.decode(from: #"{"theme": "\#(look)"\#(screen), "messages": []}"#, file: "t.json")
        #expect(ConversationTheme.resolved(for: chat).font == font)
    }

    /// WhatsApp's and Telegram's bubbles grow to 85% of the chat's width, the others' to
    /// 75%; a transcript's `maxBubbleWidth` wins over the look's.
    @Test(arguments: [("whatsapp", nil, 0.85), ("telegram", nil, 0.85), ("imessage", nil, 0.75), ("whatsapp", 0.5, 0.5)])
    func theWidestBubbleIsTheLooksUnlessTheTranscriptSays(_ look: String, _ given: Double?, _ fraction: Double) throws {
        let width = given.map { #", "maxBubbleWidth": \#($0)"# } ?? ""
        let chat = try Transcript.decode(from: #"{"theme": "\#(look)", "width": 400\#(width), "messages": []}"#, file: "t.json")
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: QuoteAndStickerNameTests.FixedSizeImages())
        #expect(layout.maxBubbleWidth == 400 * fraction)
    }

    @Test func whatsAppForAndroidIsWhatsAppInRobotoWithItsGreenAndAndroidsBarsOnEveryDevice() {
        var whatsapp = ChatLook.whatsapp
        whatsapp.name = .whatsappAndroid
        whatsapp.platform = .android
        whatsapp.font = "Roboto 16"
        whatsapp.bubbleFont = "Roboto 17"
        whatsapp.colors.dark.outgoing = .rgb(0x144D37)
        #expect(ChatLook.whatsappAndroid == whatsapp)
        let android = ChatLook.whatsappAndroid
        #expect(android.platform(on: .ios) == .android)
        #expect(android.chrome(.ios) == android.chrome(.android))
        #expect(ChatLook.whatsapp.platform(on: .ios) == .ios)
        #expect(ChatLook.whatsapp.chrome(.ios) != ChatLook.whatsapp.chrome(.android))
        // The Material 3 app bar: the page's colour, not the teal of before 2024.
        #expect(android.chrome(.android).bars.light.header == .white)
        #expect(android.chrome(.android).bars.dark.header == android.colors.dark.background)
        let iPhone = ScreenFrame(size: DevicePreset.iPhone61.size, look: android)
        #expect(iPhone.header.height == 64 && iPhone.composer.height == 64)
    }

    /// Messages has no Android app: iMessage's screens show its iOS bars on an Android
    /// device too, as WhatsApp for Android's show Android's on an iPhone.
    @Test func iMessageShowsItsIOSBarsOnEveryDevice() {
        let look = ChatLook.imessage
        #expect(look.platform(on: .android) == .ios)
        #expect(look.chrome(.android) == look.chrome(.ios))
        let android = ScreenFrame(size: DevicePreset.androidPhone.size, look: look)
        #expect(android.header.height == 72 && android.composer.height == 52)
    }

    @Test func aTranscriptReadWithTheRegistryNamesALook() throws {
        let limits = TranscriptLimits.default.withBuiltInLooks
        #expect(try Transcript.decode(from: #"{"theme": "talk", "messages": []}"#, limits: limits).theme == .talk)
        let error = try #require(throws: Diagnostic.self) {
            try Transcript.decode(from: "{\n  \"theme\": \"whatsap\", \"messages\": []}", file: "t.json", limits: limits)
        }
        #expect(error.description
            == #"t.json: theme: expected "imessage", "whatsapp", "whatsapp-android", "telegram", "talk" or "plain", found "whatsap" (line 2, column 12)"#)
    }

    @Test func limitsThatNameLooksKeepThem() {
        var limits = TranscriptLimits.default
        limits.lookNames = ["brand"]
        #expect(limits.withBuiltInLooks.lookNames == ["brand"])
        #expect(TranscriptLimits.default.lookNames == nil)
    }
}
