import Foundation
import Testing
import BubbleGeometry
import BubbleRender
import Transcript
import PNGCodec

/// A chat on a device's screen: `Fixtures/transcripts/screen.json` on each preset, in a theme
/// and appearance per preset (every preset, every theme, both appearances at least once),
/// with headers of every kind (subtitles, an image avatar, unread counts, a group) and
/// composers with their placeholder or a draft, compared
/// with `Fixtures/conversations/screen-DEVICE-THEME-APPEARANCE.png`; and
/// `Fixtures/transcripts/screen-rtl.json`, an Arabic chat read right to left, in each family
/// of bars (iMessage, WhatsApp, Android's and iOS's plain and talk), mirrored, compared with
/// `screen-DEVICE-THEME-APPEARANCE-rtl.png`.
@Suite("screen fixtures")
struct ScreenFixtureTests {
    struct Look: CustomTestStringConvertible, Sendable {
        var device: DevicePreset
        var theme: BubbleStyle
        var appearance: Appearance
        var statusBar = StatusBar()
        /// The header's subtitle, picture and unread count (`screen`'s keys).
        var subtitle: String?
        var avatar: String?
        var unread = 0
        /// Text in the composer.
        var draft: String?
        /// A third participant, making the chat a group.
        var group = false
        /// The Arabic chat, right to left, instead of the English one.
        var rightToLeft = false
        var suffix: String { (group ? "-group" : "") + (rightToLeft ? "-rtl" : "") }
        var fixture: String {
            "conversations/screen-\(device.rawValue)-\(theme.rawValue)-\(appearance.rawValue)\(suffix).png"
        }
        var testDescription: String { "\(device.rawValue) \(theme.rawValue) \(appearance.rawValue)\(suffix)" }
    }

    static let looks = [
        Look(device: .iPhone67, theme: .imessage, appearance: .light, unread: 3),
        Look(device: .iPhone67, theme: .whatsapp, appearance: .dark, subtitle: "online", avatar: "images/ann.png",
             draft: "Bringing the thermos too"),
        Look(device: .iPhone61, theme: .imessage, appearance: .dark,
             statusBar: StatusBar(time: "21:07", battery: 0.5, charging: true, signal: 2, wifi: true), unread: 128,
             draft: "On my way, the train is a few minutes late but I'll make it"),
        Look(device: .iPhone55, theme: .talk, appearance: .light, subtitle: "last seen today at 09:12", unread: 5),
        Look(device: .iPhone67, theme: .talk, appearance: .light, subtitle: "typing…",
             draft: "Great, see you there. I'll bring the thermos and some biscuits for the top"),
        Look(device: .iPad129, theme: .plain, appearance: .dark, subtitle: "typing…", draft: "Sounds good"),
        Look(device: .androidPhone, theme: .whatsapp, appearance: .light,
             statusBar: StatusBar(time: "12:30", battery: 0.15, charging: false, signal: 3, wifi: false), subtitle: "online", unread: 2),
        Look(device: .androidPhone, theme: .plain, appearance: .dark, group: true),
        Look(device: .iPhone61, theme: .imessage, appearance: .light, unread: 3, draft: "سأصل بعد عشر دقائق", rightToLeft: true),
        Look(device: .androidPhone, theme: .whatsapp, appearance: .light, subtitle: "متصل الآن", unread: 2, rightToLeft: true),
        Look(device: .androidPhone, theme: .talk, appearance: .dark, subtitle: "متصل الآن", draft: "حسنا", rightToLeft: true),
        Look(device: .iPhone55, theme: .plain, appearance: .dark, subtitle: "متصل الآن", rightToLeft: true),
    ]

    static func transcript(on device: DevicePreset, rightToLeft: Bool = false) throws -> Transcript {
        let file = rightToLeft ? "transcripts/screen-rtl.json" : "transcripts/screen.json"
        var transcript = try Transcript.load(contentsOf: FixtureComparison.root.appendingPathComponent(file))
        transcript.screen = Screen(device: .preset(device), title: transcript.screen?.title)
        return transcript
    }

    @Test("presets in several themes, light and dark", arguments: looks)
    func render(_ look: Look) throws {
        var transcript = try Self.transcript(on: look.device, rightToLeft: look.rightToLeft)
        transcript.screen?.statusBar = look.statusBar
        transcript.screen?.subtitle = look.subtitle
        transcript.screen?.avatar = look.avatar
        transcript.screen?.unread = look.unread
        transcript.screen?.draft = look.draft
        if look.group { transcript.participants = ParticipantList(Array(transcript.participants) + [Participant(id: "bob", name: "Bob Stone")]) }
        transcript.theme = look.theme
        transcript.appearance = look.appearance
        let rendered = try BubbleRenderer().render(transcript, compression: .best)
        #expect(rendered.pageCount == 1)
        let png = try #require(rendered.documents.first).bytes
        let image = try PNGDecoder.decode(png).image
        #expect((image.width, image.height) == (look.device.size.pixelWidth, look.device.size.pixelHeight))
        try FixtureComparison.check(RenderedImage(bitmap: image, png: png), fixture: look.fixture)
    }

    /// A screen is one page of the device's size in every format, however long the chat and
    /// whatever the page limit.
    @Test(arguments: DevicePreset.allCases)
    func everyFormatIsOnePageOfTheDevicesSize(_ device: DevicePreset) throws {
        var transcript = try Self.transcript(on: device)
        transcript.messages += Array(repeating: try #require(transcript.messages.last), count: 200)
        let png = try BubbleRenderer().render(transcript, maxPageHeight: 256)
        #expect(png.pageCount == 1)
        let image = try PNGDecoder.decode(try #require(png.documents.first).bytes).image
        #expect((image.width, image.height) == (device.size.pixelWidth, device.size.pixelHeight))
        let svg = try BubbleRenderer().render(transcript, format: .svg)
        let text = String(decoding: try #require(svg.documents.first).bytes, as: UTF8.self)
        #expect(text.contains("width=\"\(Int(device.size.width))pt\"") && text.contains("height=\"\(Int(device.size.height))pt\""))
    }
}
