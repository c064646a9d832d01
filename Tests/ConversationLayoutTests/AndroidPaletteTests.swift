import Testing
import BubbleGeometry
import StrictJSON
import Transcript
@testable import ConversationLayout

/// A look with colours of its own on Android (`androidPalette`): Telegram paints iOS in Day
/// Classic and Night, Android in Classic and Dark Blue; a look file sets either alone.
@Suite("android palettes")
struct AndroidPaletteTests {
    private func theme(_ look: String, device: String?, appearance: Appearance, lookFile: LookFile? = nil) throws -> ConversationTheme {
        let screen = device.map { #", "screen": {"device": "\#($0)"}"# } ?? ""
        let chat = try Transcript.decode(from: #"{"theme": "\#(look)", "appearance": "\#(appearance.rawValue)"\#(screen), "messages": []}"#,
                                         file: "t.json")
        return ConversationTheme.resolved(for: chat, look: lookFile?.look)
    }

    private func lookFile(_ json: String) throws -> LookFile {
        try LookFile.decode(from: Array(json.utf8), file: "brand.json")
    }

    /// Dark Blue on an Android screen: its blue-grey canvas, bubbles, times, ticks and links;
    /// Night everywhere else (an iPhone, or no screen).
    @Test func telegramIsDarkBlueOnAndroid() throws {
        for device in ["android-phone", "android-gesture"] {
            let android = try theme("telegram", device: device, appearance: .dark)
            #expect(android.colors.background == .rgb(0x151E27))
            #expect(android.colors.incoming == .rgb(0x232E3B) && android.colors.outgoing == .rgb(0x3E618A))
            #expect(android.look.timeColors.dark.outgoing == .rgb(0x8FBCDF))
            #expect(android.look.ticks.inBubble.dark == .rgb(0x87C7FF))
            #expect(android.look.links.dark.incoming.looks[.link]?.color == .rgb(0x79C4FC))
            #expect(android.look.links.dark.outgoing.looks[.link]?.color == .rgb(0x9ACDFF))
            #expect(android.look.wallpaperGradient.dark == nil && android.look.doodleInk.dark.amount == 0)
        }
        for device in ["iphone-6.1", nil] {
            let ios = try theme("telegram", device: device, appearance: .dark)
            #expect(ios.colors.background == .black && ios.colors.outgoing == .rgb(0x007AFF) && ios.colors.outgoingTop == .rgb(0x61BCF9))
            #expect(ios.look.wallpaperGradient.dark != nil)
        }
    }

    /// Dark Blue's canvas has no pattern: a doodle wallpaper without ink is the background
    /// colour alone; Night keeps its glowing doodles.
    @Test func darkBlueHasNoDoodles() throws {
        func wallpaper(_ device: String) throws -> ScreenWallpaper.Fill? {
            let chat = try Transcript.decode(from: #"{"theme": "telegram", "appearance": "dark", "screen": {"device": "\#(device)"}, "messages": []}"#,
                                             file: "t.json")
            let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: MissingImages())
            let (frame, _) = try #require(try layout.screen())
            return try layout.wallpaper(frame)?.fill
        }
        guard case .color(let color) = try wallpaper("android-phone") else {
            Issue.record("Dark Blue's wallpaper is one colour")
            return
        }
        #expect(color == .rgb(0x151E27))
        guard case .gradient = try wallpaper("iphone-6.1") else {
            Issue.record("Night's wallpaper is its pattern on a gradient")
            return
        }
    }

    /// Telegram for Android's light theme has its own green (#EFFFDE) and times, on the same
    /// wallpaper as iOS; its app bar is the blue of its Classic theme.
    @Test func telegramsLightAndroidThemeIsItsOwn() throws {
        let android = try theme("telegram", device: "android-phone", appearance: .light)
        #expect(android.colors.outgoing == .rgb(0xEFFFDE) && android.colors.incoming == .white)
        #expect(android.look.timeColors.light == BySide(incoming: .rgb(0xA1AAB3), outgoing: .rgb(0x70B15C)))
        #expect(android.look.wallpaperGradient.light == ChatLook.telegram.wallpaperGradient.light)
        #expect(android.look.chrome(.android).bars.light.header == .rgb(0x527DA3))
        #expect(try theme("telegram", device: "iphone-6.1", appearance: .light).colors.outgoing == .rgb(0xE1FFC7))
    }

    /// Dark Blue's app bar and composer, as `darkblue.attheme` gives them.
    @Test func darkBluesBarsAreItsOwn() {
        let bars = ChatLook.telegram.chrome(.android).bars.dark
        #expect(bars.header == .rgb(0x242D39) && bars.composer == .rgb(0x212D3B))
    }

    /// A look without an Android palette keeps its colours on Android.
    @Test func aLookWithoutOneKeepsItsColours() throws {
        #expect(ChatLook.whatsapp.androidPalette == nil)
        #expect(ChatLook.whatsapp.onScreen(of: .android) == ChatLook.whatsapp)
        #expect(try theme("whatsapp", device: "android-phone", appearance: .dark).colors == ChatLook.whatsapp.colors.dark)
    }

    /// The palette gathers the look's colours and sets them back.
    @Test func thePaletteIsTheLooksColours() {
        var look = ChatLook.imessage
        look.palette = ChatLook.telegram.palette
        #expect(look.palette == ChatLook.telegram.palette)
        #expect(look.colors == ChatLook.telegram.colors && look.ticks.inBubble == ChatLook.telegram.ticks.inBubble)
        #expect(look.ticks.doubleWhenDelivered == ChatLook.imessage.ticks.doubleWhenDelivered)
    }

    /// A look file sets the Android palette alone: the iOS colours stay the base's, the
    /// palette's other colours too.
    @Test func aLookFileSetsTheAndroidPaletteAlone() throws {
        let file = try lookFile(##"{"base": "telegram", "androidPalette": {"colors": {"dark": {"outgoing": "#112233"}}, "tickColors": {"read": {"dark": "#FF0000"}}}}"##)
        var expected = try #require(ChatLook.telegram.androidPalette)
        expected.colors.dark.outgoing = .rgb(0x112233)
        expected.tickColors.read.dark = .rgb(0xFF0000)
        #expect(file.look.androidPalette == expected)
        #expect(file.look.palette == ChatLook.telegram.palette)
        #expect(try theme("telegram", device: "android-phone", appearance: .dark, lookFile: file).colors.outgoing == .rgb(0x112233))
        #expect(try theme("telegram", device: "iphone-6.1", appearance: .dark, lookFile: file).colors.outgoing == .rgb(0x007AFF))
    }

    /// On a base without one, the first Android colour starts the palette from the look's
    /// own colours as the file sets them, whatever the keys' order in the file.
    @Test func aFirstAndroidColourStartsFromTheFilesColours() throws {
        let file = try lookFile(##"{"base": "whatsapp", "androidPalette": {"timeColors": {"light": {"outgoing": "#00FF00"}}}, "colors": {"light": {"outgoing": "#6C3FD6"}}}"##)
        let palette = try #require(file.look.androidPalette)
        #expect(palette.colors.light.outgoing == .rgb(0x6C3FD6))
        #expect(palette.timeColors.light.outgoing == .rgb(0x00FF00))
        #expect(file.look.timeColors.light.outgoing == ChatLook.whatsapp.timeColors.light.outgoing)
    }

    /// Null takes the palette away: the same colours on both platforms.
    @Test func nullMeansTheSameColoursOnAndroid() throws {
        let file = try lookFile(#"{"base": "telegram", "androidPalette": null}"#)
        #expect(file.look.androidPalette == nil)
        #expect(try theme("telegram", device: "android-phone", appearance: .dark, lookFile: file).colors.background == .black)
    }

    /// Reaction chips' colours are the look's, and a look file's.
    @Test func aLookFileColoursTheChips() throws {
        let file = try lookFile(##"{"base": "plain", "reactions": "chips", "reactionChips": {"dark": {"outgoing": {"fill": "#102030", "ownText": "#FFF"}}}}"##)
        var expected = ReactionChipColors.standard
        expected.dark.outgoing.fill = .rgb(0x102030)
        expected.dark.outgoing.ownText = .white
        #expect(file.look.reactions == .chips && file.look.reactionChips == expected)
    }

    /// Each mistake in the palette is one line with its path, as elsewhere in a look file.
    @Test(arguments: [
        (#"{"base": "telegram", "androidPalette": 3}"#, "brand.json: androidPalette: expected an object or null, found a number (line 1, column 40)"),
        (#"{"base": "telegram", "androidPalette": {"colours": {}}}"#,
         #"brand.json: androidPalette.colours: unknown key (allowed: colors, links, cardAccent, reactionChips, doodleInk, monogram, wallpaperGradient, timeColors, tickColors, quoteTint, forwardedHeader; did you mean "colors"?) (line 1, column 41)"#),
        (#"{"base": "telegram", "androidPalette": {"colors": {"dark": {"incoming": "blue"}}}}"#,
         ##"brand.json: androidPalette.colors.dark.incoming: expected a colour like "#RRGGBB" or "#RRGGBBAA", found "blue" (line 1, column 73)"##),
        (#"{"base": "telegram", "androidPalette": {"tickColors": {"doubleWhenDelivered": true}}}"#,
         "brand.json: androidPalette.tickColors.doubleWhenDelivered: unknown key (allowed: inBubble, read, readInBubble) (line 1, column 56)"),
        (#"{"base": "telegram", "androidPalette": {"wallpaperGradient": {"dark": "plain"}}}"#,
         #"brand.json: androidPalette.wallpaperGradient.dark: expected "telegram", found "plain" (line 1, column 71)"#),
        (#"{"base": "plain", "reactionChips": {"light": {"incoming": {"fill": 1}}}}"#,
         ##"brand.json: reactionChips.light.incoming.fill: expected a colour like "#RRGGBB" or "#RRGGBBAA", found 1 (line 1, column 68)"##),
    ])
    func aMistakeIsOneLine(json: String, expected: String) {
        #expect(LookFile.validate(from: Array(json.utf8), file: "brand.json").kept.map(\.description) == [expected])
    }

    /// The schema and the key table know the palette: an object or null, its keys those of
    /// the look's own colours.
    @Test func theSchemaAndTheTableKnowIt() {
        let schema = LookFileSchema.document()["properties"]?["androidPalette"]
        let object = schema?["anyOf"]?.arrayValue?.first
        #expect(object?["properties"]?.objectValue?.keys.first == "colors")
        #expect(schema?["anyOf"]?.arrayValue?.last?["type"] == "null")
        let table = LookFile.keyTable()
        #expect(table.contains("`androidPalette.colors.APPEARANCE.outgoing`"))
        #expect(table.contains("`reactionChips.APPEARANCE.SIDE.ownFill`"))
    }
}
