import Foundation
import Testing
import BubbleGeometry
@testable import Transcript

/// `Transcript.validate()` checks a transcript built in code by writing it as JSON and reading
/// that back. A property the JSON form leaves out would go unchecked and silently revert to
/// its default, so a transcript with every property set must come back equal, and the sample
/// must really set every property (a new one fails here until it is added to both).
@Suite("Transcript: code to JSON and back")
struct TranscriptRoundTripTests {
    static let color = RGBAColor(red: 1, green: 2, blue: 3, alpha: 4)

    /// Built afresh at each use, not kept in a stored static: in a `Message.bubble` Swift keeps
    /// the case in spare high bits of the reactions array's pointer, which LeakSanitizer cannot
    /// follow, so `scripts/sanitize` reported a sample kept for the whole run as leaked.
    static var full: Transcript { Transcript(
        version: 1, theme: .whatsapp, appearance: .dark, width: 320, scale: 3, font: "Noto Serif 15",
        fonts: ["fonts/Brand.otf"], emojiFont: "fonts/AppleColorEmoji.ttc", lang: "de", layoutDirection: .rightToLeft, maxBubbleWidth: 0.8,
        timeHeaders: false, colors: ColorOverrides(background: color, incoming: color, outgoing: color, incomingText: color, outgoingText: color, meta: color),
        labels: AppLabels(edited: "Bearbeitet", forwarded: "Weitergeleitet", deleted: "Diese Nachricht wurde gelöscht",
                          youDeleted: "Du hast diese Nachricht gelöscht", sending: "Wird gesendet", delivered: "Zugestellt",
                          read: "Gelesen", notDelivered: "Nicht zugestellt", you: "Du", photo: "Foto", today: "Heute",
                          yesterday: "Gestern", placeholder: "Nachricht", typing: "schreibt…", viewVotes: "Stimmen ansehen",
                          message: "Nachricht senden", votes: "{count} Stimmen", anonymousPoll: "Anonyme Umfrage",
                          selectOneOrMore: "Wähle eine oder mehrere"),
        detectLinks: false,
        participants: [Participant(id: "ann", name: "Ann", side: .outgoing, avatar: "ann.png"), Participant(id: "bob")],
        messages: [.separator("Today"),
                   .bubble(BubbleMessage(from: "ann", text: "Hallo", image: "photo.jpg", time: "09:41", lang: "de-AT",
                                         edited: true, forwarded: true, forwardedFrom: "TAP Air Portugal",
                                         entities: [TextEntity(type: .textLink, offset: 0, length: 2, url: "https://example.com"),
                                                    TextEntity(type: .pre, offset: 2, length: 3, language: "swift")],
                                         detectLinks: true, status: .read,
                                         reactions: [Reaction(emoji: "❤️", senders: .participants(["bob", "ann"])),
                                                     Reaction(emoji: "👍🏽", senders: .count(3))],
                                         id: "hallo")),
                   // Entities index the text as written, so a message has them or markers, not both.
                   .bubble(BubbleMessage(from: "bob", text: "*Hi*", format: .markdown, replyTo: .id("hallo"))),
                   .bubble(BubbleMessage(from: "bob", sticker: "stickers/cat.png")),
                   .system("Bob joined"),
                   .system("Messages are end-to-end encrypted", kind: .encryption),
                   // A reply names an earlier message, or quotes one inline: not both.
                   .bubble(BubbleMessage(from: "ann", text: "Ja", replyTo: .index(1))),
                   .bubble(BubbleMessage(from: "bob", text: "So https://www.example.com/a", quote: Quote(from: "ann", text: "Hallo", image: "photo.jpg"),
                                         link: LinkPreview(url: "https://www.example.com/a", title: "A page", description: "What it says",
                                                           image: "card.png", site: "Example"))),
                   .bubble(BubbleMessage(from: "bob", time: "09:45", deleted: true)),
                   .typing("ann")]) }

    /// A transcript on a screen, whose device sets the width and scale, so ``full`` (which
    /// sets those) cannot have one: the screen with every property set, on a custom device.
    static let onScreen = Transcript(
        screen: Screen(device: .custom(ScreenSize(width: 400, height: 800, scale: 2.5,
                                                  safeArea: EdgeInsets(top: 30, left: 4, bottom: 20, right: 6),
                                                  platform: .android, cutout: .notch)),
                       statusBar: StatusBar(time: "12:30", date: "Mon Jun 10", battery: 0.25, charging: true, signal: 1, wifi: false),
                       title: "Hikers", subtitle: "typing…", avatar: "images/group.png", unread: 7,
                       wallpaper: .image("walls/bg.jpg"), draft: "See you at 8"),
        messages: [.bubble(BubbleMessage(from: "me", text: "Hi"))])

    /// A transcript drawn in a look file's look, which replaces its theme, so ``full`` (which
    /// sets a theme) cannot have one.
    static let withLook = Transcript(look: "looks/brand.json", participants: [Participant(id: "me")],
                                     messages: [.bubble(BubbleMessage(from: "me", text: "Hi"))])

    /// The names of the stored properties of `value` that differ from those of `defaults`.
    private static func setProperties<T>(_ value: T, against defaults: T) -> Set<String> {
        let set = Mirror(reflecting: value).children
        let unset = Mirror(reflecting: defaults).children
        return Set(zip(set, unset).compactMap { pair in
            String(describing: pair.0.value) == String(describing: pair.1.value) ? nil : pair.0.label
        })
    }

    private static func allProperties<T>(of value: T) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    @Test func theSampleSetsEveryProperty() throws {
        let transcript = Self.full
        // baseDirectory says where files are; it is not part of the JSON.
        #expect(Self.setProperties(transcript, against: Transcript())
            == Self.allProperties(of: transcript).subtracting(["baseDirectory", "screen", "look"]))
        #expect(Self.setProperties(Self.withLook, against: Transcript()) == ["look", "participants", "messages"])
        #expect(Self.setProperties(Self.onScreen, against: Transcript()) == ["screen", "messages"])
        let screen = try #require(Self.onScreen.screen)
        #expect(Self.setProperties(screen.size, against: ScreenSize(width: 0, height: 0, scale: Screen.defaultScale))
            == Self.allProperties(of: screen.size))
        #expect(Self.setProperties(screen, against: Screen(device: .preset(.iPhone67))) == Self.allProperties(of: screen))
        #expect(Self.setProperties(screen.statusBar, against: StatusBar()) == Self.allProperties(of: screen.statusBar))
        let ann = try #require(transcript.participants.first)
        #expect(Self.setProperties(ann, against: Participant(id: "")) == Self.allProperties(of: ann))
        let messages = transcript.messages.compactMap(\.bubble)
        let setByMessages = messages.reduce(into: Set<String>()) { $0.formUnion(Self.setProperties($1, against: BubbleMessage(from: ""))) }
        #expect(setByMessages == Self.allProperties(of: BubbleMessage(from: "")))
        let entities = messages.flatMap(\.entities)
        let setByEntities = entities.reduce(into: Set<String>()) {
            $0.formUnion(Self.setProperties($1, against: TextEntity(type: .bold, offset: 0, length: 0)))
        }
        #expect(setByEntities == Self.allProperties(of: TextEntity(type: .bold, offset: 0, length: 0)))
        #expect(Self.setProperties(transcript.colors, against: ColorOverrides()) == Self.allProperties(of: transcript.colors))
        #expect(Self.setProperties(transcript.labels, against: AppLabels()) == Self.allProperties(of: transcript.labels))
        #expect(AppLabels.keys.allSatisfy { transcript.labels[$0] != nil })
        let quote = try #require(messages.compactMap(\.quote).first)
        #expect(Self.setProperties(quote, against: Quote(from: "")) == Self.allProperties(of: quote))
        let link = try #require(messages.compactMap(\.link).first)
        #expect(Self.setProperties(link, against: LinkPreview(url: "")) == Self.allProperties(of: link))
    }

    @Test func everyPropertyComesBackFromJSON() throws {
        let decoded = try Transcript.decode(from: Self.full.jsonValue)
        #expect(decoded == Self.full)
        try Self.full.validate()
    }

    @Test func aLookFileComesBackFromJSON() throws {
        #expect(try Transcript.decode(from: Self.withLook.jsonValue) == Self.withLook)
        try Self.withLook.validate()
    }

    @Test func aScreenComesBackFromJSON() throws {
        let onScreen = Transcript(screen: Self.onScreen.screen, participants: [Participant(id: "me")], messages: Self.onScreen.messages)
        #expect(try Transcript.decode(from: onScreen.jsonValue) == onScreen)
        try onScreen.validate()
        for preset in DevicePreset.allCases {
            let transcript = Transcript(screen: Screen(device: .preset(preset)), messages: [])
            #expect(try Transcript.decode(from: transcript.jsonValue) == transcript)
        }
    }

    /// A header built in code is checked as the file's is: the unread count is a count.
    @Test func validateChecksTheHeader() throws {
        for unread in [-1, Screen.maxUnread + 1] {
            let transcript = Transcript(screen: Screen(device: .preset(.iPhone61), unread: unread), messages: [])
            let error = try #require(throws: InvalidTranscript.self) { try transcript.validate() }
            #expect(error.description == "screen.unread: expected a number from 0 to 99999, found \(unread)")
        }
        let empty = Transcript(screen: Screen(device: .preset(.iPhone61), avatar: ""), messages: [])
        let error = try #require(throws: InvalidTranscript.self) { try empty.validate() }
        #expect(error.description == #"screen.avatar: expected a file path, found """#)
    }

    @Test(arguments: [Wallpaper.doodle, .plainBackground, .color(color), .color(.white), .image("bg.png"), .image("../walls/sea"), .image("/tmp/x.jpg")])
    func everyWallpaperComesBackFromJSON(_ wallpaper: Wallpaper) throws {
        let transcript = Transcript(screen: Screen(device: .preset(.iPhone61), wallpaper: wallpaper), messages: [])
        #expect(try Transcript.decode(from: transcript.jsonValue) == transcript)
        #expect(try transcript.validated() == transcript)
    }

    /// An image named like a keyword or a colour would come back from JSON as that keyword or
    /// colour: `validate()` refuses it instead.
    @Test(arguments: ["doodle", "none", "#FFF", "bg", ""])
    func aWallpaperFileThatReadsAsSomethingElseIsRefused(_ name: String) {
        let transcript = Transcript(screen: Screen(device: .preset(.iPhone61), wallpaper: .image(name)), messages: [])
        #expect {
            try transcript.validate()
        } throws: { error in
            (error as? InvalidTranscript)?.property == "screen.wallpaper"
        }
    }
}
