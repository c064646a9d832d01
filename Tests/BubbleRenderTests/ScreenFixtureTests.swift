import Foundation
import Testing
import BubbleGeometry
import BubbleRender
import Transcript
import PNGCodec

/// The screen fixtures: the matrix of five presets in every look, light and dark, a look of
/// one platform's app (`whatsapp-android`, `imessage`) on that platform's presets only (50
/// images), and more cells (``moreCells``): the newer presets, and iMessage's iOS bars on
/// the Android phone; each compared with
/// `Fixtures/conversations/screen-DEVICE-THEME-APPEARANCE.png`. Each shows the short chat
/// `Fixtures/transcripts/screen-short.json` with the placeholder in the composer;
/// ``variants`` gives some cells more to show: subtitles, an image avatar, unread counts, status
/// bars, drafts of one and of many lines, a group, `screen-rtl.json`, an Arabic chat read
/// right to left with its Arabic placeholder (`labels.placeholder`), in each family of bars
/// (iMessage, WhatsApp, Android's and iOS's plain and talk), and `screen-photo.json`, a chat
/// scrolled until a photo and its tapback are under iOS's translucent header.
@Suite("screen fixtures")
struct ScreenFixtureTests {
    /// What a cell of the matrix shows beyond the short chat.
    struct Variant: Sendable {
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
        /// The longer chat with a photo under the header instead of the short one.
        var photoUnderHeader = false
        /// The other participant typing at the end of the chat.
        var typing = false
    }

    struct Cell: CustomTestStringConvertible, Sendable {
        var device: DevicePreset
        var theme: LookName
        var appearance: Appearance
        var variant: Variant
        var fixture: String { "conversations/screen-\(device.rawValue)-\(theme.rawValue)-\(appearance.rawValue).png" }
        var testDescription: String { "\(device.rawValue) \(theme.rawValue) \(appearance.rawValue)" }
    }

    static let longDraft = "On my way, the train is a few minutes late but I'll make it. Save me a seat by the window "
        + "if you can, and could you order me a coffee? Black, no sugar. I'm bringing the maps, the sandwiches and the "
        + "spare rain jacket you asked for, so don't worry about those."
    static let online = "online", onlineArabic = "متصل الآن"

    /// The cells that show more than the short chat with its placeholder, by device, theme and
    /// appearance.
    static let variants: [String: Variant] = [
        "iphone-6.7 imessage light": Variant(unread: 3),
        "iphone-6.7 whatsapp dark": Variant(subtitle: online, avatar: "images/ann.png", draft: "Bringing the thermos too"),
        "iphone-6.7 talk light": Variant(subtitle: "typing…", draft: "Great, see you there. I'll bring the thermos and some biscuits for the top"),
        "iphone-6.1 imessage dark": Variant(statusBar: StatusBar(time: "21:07", battery: 0.5, charging: true, signal: 2, wifi: true),
                                            unread: 128, draft: longDraft),
        "iphone-6.1 imessage light": Variant(unread: 3, draft: "سأصل بعد عشر دقائق", rightToLeft: true),
        "iphone-5.5 talk light": Variant(subtitle: "last seen today at 09:12", unread: 5),
        "iphone-5.5 plain dark": Variant(subtitle: onlineArabic, rightToLeft: true),
        "ipad-12.9 plain dark": Variant(subtitle: "typing…", draft: "Sounds good"),
        "ipad-12.9 whatsapp light": Variant(subtitle: online, draft: "Two lines of draft:\nthe field grows by one"),
        "android-phone whatsapp light": Variant(statusBar: StatusBar(time: "12:30", battery: 0.15, charging: false, signal: 3, wifi: false),
                                                subtitle: online, unread: 2),
        "android-phone whatsapp dark": Variant(subtitle: onlineArabic, unread: 2, rightToLeft: true),
        "android-phone whatsapp-android light": Variant(statusBar: StatusBar(time: "9:41", battery: 0.8, charging: false, signal: 4, wifi: true),
                                                        subtitle: online, avatar: "images/ann.png"),
        "android-phone whatsapp-android dark": Variant(subtitle: online, unread: 3, draft: "Bringing the thermos too"),
        "android-phone plain dark": Variant(group: true),
        "android-phone talk dark": Variant(subtitle: onlineArabic, draft: "حسنا", rightToLeft: true),
        "android-phone talk light": Variant(draft: longDraft),
        "iphone-6.9 imessage light": Variant(photoUnderHeader: true),
        "iphone-6.9 imessage dark": Variant(photoUnderHeader: true),
        "ipad-13 imessage light": Variant(subtitle: online),
        "android-gesture whatsapp light": Variant(subtitle: online, draft: "Bringing the thermos too"),
        "iphone-6.7 telegram light": Variant(unread: 7),
        "android-phone telegram dark": Variant(subtitle: online, draft: "On my way"),
        "iphone-6.1 telegram dark": Variant(typing: true),
    ]

    /// The presets in every look and appearance (a look of one platform's app on that
    /// platform's presets only).
    static let matrixDevices: [DevicePreset] = [.iPhone67, .iPhone61, .iPhone55, .iPad129, .androidPhone]

    /// The newer presets, each in a few cells: the 6.9-inch iPhone light and dark with a
    /// photo under its translucent header, the 6.1-inch iPhone with the Dynamic Island in
    /// WhatsApp's look, the 13-inch iPad with the date in its status bar, and the Android
    /// phone with the gesture bar in the looks of WhatsApp and of WhatsApp for Android, light
    /// and dark; and iMessage on the
    /// Android phone, which keeps the iOS app's bars (Messages has no Android app).
    static let moreCells: [(DevicePreset, LookName, Appearance)] = [
        (.iPhone69, .imessage, .light), (.iPhone69, .imessage, .dark), (.iPhone61Island, .whatsapp, .light),
        (.iPad13, .imessage, .light), (.androidGesture, .whatsapp, .light), (.androidGesture, .whatsapp, .dark),
        (.androidGesture, .whatsappAndroid, .light), (.androidGesture, .whatsappAndroid, .dark),
        (.androidPhone, .imessage, .light),
    ]

    static let cells = (matrixDevices.flatMap { device in
        ChatLook.builtIn.filter { ($0.platform ?? device.size.platform) == device.size.platform }.flatMap { look in
            Appearance.allCases.map { (device, look.name, $0) }
        }
    } + moreCells).map { device, theme, appearance in
        Cell(device: device, theme: theme, appearance: appearance,
             variant: variants["\(device.rawValue) \(theme.rawValue) \(appearance.rawValue)"] ?? Variant())
    }

    static func transcript(on device: DevicePreset, rightToLeft: Bool = false, photoUnderHeader: Bool = false) throws -> Transcript {
        let file = rightToLeft ? "transcripts/screen-rtl.json" : photoUnderHeader ? "transcripts/screen-photo.json" : "transcripts/screen-short.json"
        var transcript = try Transcript.load(contentsOf: FixtureComparison.root.appendingPathComponent(file))
        transcript.screen = Screen(device: .preset(device), title: transcript.screen?.title)
        return transcript
    }

    @Test func theMatrixHasEveryThemeAndAppearanceAndEveryPresetACell() {
        #expect(Self.cells.count == 59 && Set(Self.cells.map(\.fixture)).count == 59)
        #expect(Set(Self.cells.map(\.device)) == Set(DevicePreset.allCases))
        let named = Set(Self.cells.map(\.testDescription))
        #expect(Self.variants.keys.allSatisfy(named.contains))
    }

    @Test("every preset, theme and appearance", arguments: cells)
    func render(_ cell: Cell) throws {
        let variant = cell.variant
        var transcript = try Self.transcript(on: cell.device, rightToLeft: variant.rightToLeft, photoUnderHeader: variant.photoUnderHeader)
        transcript.screen?.statusBar = variant.statusBar
        transcript.screen?.subtitle = variant.subtitle
        transcript.screen?.avatar = variant.avatar
        transcript.screen?.unread = variant.unread
        transcript.screen?.draft = variant.draft
        if variant.typing { transcript.messages.append(.typing("ann")) }
        if variant.group { transcript.participants = ParticipantList(Array(transcript.participants) + [Participant(id: "bob", name: "Bob Stone")]) }
        transcript.theme = cell.theme
        transcript.appearance = cell.appearance
        let rendered = try BubbleRenderer().render(transcript, compression: .best)
        #expect(rendered.pageCount == 1)
        let png = try #require(rendered.images.first).bytes
        let image = try PNGDecoder.decode(png).image
        #expect((image.width, image.height) == (cell.device.size.pixelWidth, cell.device.size.pixelHeight))
        try FixtureComparison.check(png: png, fixture: cell.fixture)
    }

    /// A screen is one page of the device's size in every format, however long the chat and
    /// whatever the page limit.
    @Test(arguments: DevicePreset.allCases)
    func everyFormatIsOnePageOfTheDevicesSize(_ device: DevicePreset) throws {
        var transcript = try Self.transcript(on: device)
        transcript.messages += Array(repeating: try #require(transcript.messages.last), count: 200)
        let png = try BubbleRenderer().render(transcript, maxPageHeight: 256)
        #expect(png.pageCount == 1)
        let image = try PNGDecoder.decode(try #require(png.images.first).bytes).image
        #expect((image.width, image.height) == (device.size.pixelWidth, device.size.pixelHeight))
        let svg = try BubbleRenderer().render(transcript, format: .svg)
        let text = String(decoding: try #require(svg.images.first).bytes, as: UTF8.self)
        #expect(text.contains("width=\"\(Int(device.size.width))pt\"") && text.contains("height=\"\(Int(device.size.height))pt\""))
    }
}
