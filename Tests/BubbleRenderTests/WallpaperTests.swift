import Foundation
import Testing
import BubbleGeometry
import BubbleRender
import Transcript
import PNGCodec
import Raster

/// A screen's `"wallpaper"`: the doodle pattern (WhatsApp's default), a colour, a photo scaled
/// to cover the screen (dimmed in the dark appearance), or none. The fixtures use a small
/// custom device to stay small: `Fixtures/conversations/wallpaper-*.png`.
@Suite("screen wallpaper")
struct WallpaperTests {
    /// A short chat on a 320 × 480 point screen at scale 2, in `theme` and `appearance`.
    static func transcript(_ theme: LookName, _ appearance: Appearance, wallpaper: Wallpaper? = nil) throws -> Transcript {
        var transcript = try Transcript.load(contentsOf: FixtureComparison.root.appendingPathComponent("transcripts/screen.json"))
        transcript.messages = Array(transcript.messages.suffix(4))
        transcript.screen = Screen(device: .custom(ScreenSize(width: 320, height: 480, scale: 2,
                                                              safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))),
                                   wallpaper: wallpaper)
        transcript.theme = theme
        transcript.appearance = appearance
        return transcript
    }

    static func png(_ transcript: Transcript, compression: PNGCompression = .best, allowOutsideFiles: Bool = false) throws -> [UInt8] {
        let rendered = try BubbleRenderer().render(transcript, allowOutsideFiles: allowOutsideFiles, compression: compression)
        return try #require(rendered.images.first).bytes
    }

    struct Look: CustomTestStringConvertible, Sendable {
        var name: String
        var theme: LookName
        var appearance: Appearance
        var wallpaper: Wallpaper?
        var testDescription: String { name }
    }

    static let looks = [
        Look(name: "whatsapp-doodle-light", theme: .whatsapp, appearance: .light),
        Look(name: "whatsapp-doodle-dark", theme: .whatsapp, appearance: .dark),
        Look(name: "imessage-doodle-light", theme: .imessage, appearance: .light, wallpaper: .doodle),
        Look(name: "whatsapp-photo-light", theme: .whatsapp, appearance: .light, wallpaper: .image("images/park.jpg")),
        Look(name: "whatsapp-photo-dark", theme: .whatsapp, appearance: .dark, wallpaper: .image("images/park.jpg")),
        Look(name: "talk-color-light", theme: .talk, appearance: .light, wallpaper: .color(RGBAColor(red: 0xFF, green: 0xE4, blue: 0xC4))),
        Look(name: "telegram-doodle-light", theme: .telegram, appearance: .light),
        Look(name: "telegram-doodle-dark", theme: .telegram, appearance: .dark),
    ]

    @Test("wallpapers in several themes, light and dark", arguments: looks)
    func fixture(_ look: Look) throws {
        let png = try Self.png(try Self.transcript(look.theme, look.appearance, wallpaper: look.wallpaper))
        let image = try PNGDecoder.decode(png).image
        #expect((image.width, image.height) == (640, 960))
        try FixtureComparison.check(png: png, fixture: "conversations/wallpaper-\(look.name).png")
    }

    /// A look shows its own wallpaper unless told otherwise: WhatsApp's (iOS and Android) and
    /// Telegram's the doodles, the others none.
    @Test(arguments: ChatLook.names)
    func theDefaultIsTheThemes(_ theme: LookName) throws {
        let look = try #require(ChatLook.named(theme))
        #expect((look.wallpaper == .doodle) == [LookName.whatsapp, .whatsappAndroid, .telegram].contains(theme))
        let standard = try Self.png(try Self.transcript(theme, .light))
        let doodle = try Self.png(try Self.transcript(theme, .light, wallpaper: .doodle))
        let none = try Self.png(try Self.transcript(theme, .light, wallpaper: .plainBackground))
        #expect(doodle != none)
        #expect(standard == (look.wallpaper == .doodle ? doodle : none))
    }

    /// A gradient wallpaper is drawn alike by every band of a page: the bands overlap (each
    /// also draws the rows the one before compressed, as its history), so a gradient that
    /// came out differently in two bands would leave rows the file's checksum does not
    /// match. Drawn in bands for Bubbles' encoder and whole for libdeflate, the pixels agree.
    @Test(arguments: Appearance.allCases)
    func bandsDrawTheGradientAlike(_ appearance: Appearance) throws {
        var transcript = try Self.transcript(.telegram, appearance)
        transcript.screen = Screen(device: .preset(.iPhone61))
        let banded = try PNGDecoder.decode(try Self.png(transcript, compression: .default)).image
        let whole = try PNGDecoder.decode(try Self.png(transcript, compression: .best)).image
        #expect(banded.pixels == whole.pixels)
    }

    /// Telegram's wallpaper is a soft green gradient under darker doodles in the light
    /// appearance (pale yellow-green at the top left, deeper green at the bottom left), and
    /// black with the doodles glowing dimly in Night's own gradient (blue, violet, pink and
    /// orange, none of them green) in the dark one.
    @Test func telegramsWallpaperIsAGreenGradientWithDoodles() throws {
        func screen(_ appearance: Appearance) throws -> RGBAImage {
            var transcript = try Self.transcript(.telegram, appearance)
            transcript.messages = []
            return try PNGDecoder.decode(try Self.png(transcript)).image
        }
        func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
            let offset = (y * image.width + x) * 4
            return (Int(image.pixels[offset]), Int(image.pixels[offset + 1]), Int(image.pixels[offset + 2]))
        }
        let light = try screen(.light)
        let top = (20 + 44) * 2 + 4, bottom = light.height - 46 * 2 - 4
        // The lightest pixels near each corner: the gradient between the doodles.
        func brightest(_ image: RGBAImage, x: Range<Int>, y: Range<Int>) -> (red: Int, green: Int, blue: Int) {
            var best = (red: 0, green: 0, blue: 0)
            for row in y {
                for column in x {
                    let p = pixel(image, column, row)
                    if p.red + p.green + p.blue > best.red + best.green + best.blue { best = p }
                }
            }
            return best
        }
        let topLeft = brightest(light, x: 0..<40, y: top..<top + 40), bottomLeft = brightest(light, x: 0..<40, y: bottom - 40..<bottom)
        #expect(topLeft.green > topLeft.blue + 40 && bottomLeft.green > bottomLeft.red + 20, "green")
        #expect(topLeft.red > bottomLeft.red + 40, "yellower at the top left")
        let dark = try screen(.dark)
        var black = 0, lit = 0, notGreen = 0, bright = 0
        for y in top..<bottom {
            for x in 0..<dark.width {
                let p = pixel(dark, x, y)
                if p == (0, 0, 0) { black += 1 } else { lit += 1; if p.green < max(p.red, p.blue) { notGreen += 1 } }
                if max(p.red, p.green, p.blue) >= 90 { bright += 1 }
            }
        }
        #expect(black > 3 * lit && lit > 0 && notGreen * 10 > lit * 9 && bright == 0, "\(black) \(lit) \(notGreen) \(bright)")
    }

    /// The doodles fill the screen: every tile-sized square of the message area has lines in
    /// it, in the ink alone, and the pattern repeats every tile (WhatsApp's is 480 points, 960
    /// pixels at scale 2: the screen is made tall enough to hold more than one).
    @Test func theDoodlesTileTheScreen() throws {
        var transcript = try Self.transcript(.whatsapp, .light)
        transcript.messages = []
        transcript.screen?.device = .custom(ScreenSize(width: 320, height: 1200, scale: 2, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        let image = try PNGDecoder.decode(try Self.png(transcript)).image
        let background = RGBAColor(red: 0xEF, green: 0xEA, blue: 0xE2)
        func pixel(_ x: Int, _ y: Int) -> RGBAColor {
            let offset = (y * image.width + x) * 4
            return RGBAColor(red: image.pixels[offset], green: image.pixels[offset + 1], blue: image.pixels[offset + 2],
                             alpha: image.pixels[offset + 3])
        }
        let top = (20 + 56) * 2, bottom = image.height - 56 * 2
        var inked = 0, darkerThanInk = 0, unrepeated = 0
        for y in top..<bottom {
            for x in 0..<image.width where pixel(x, y) != background {
                inked += 1
                // Lines are blends of the background and the ink: never darker than the ink.
                if pixel(x, y).red < 0xDC { darkerThanInk += 1 }
                if y + 960 < bottom, pixel(x, y) != pixel(x, y + 960) { unrepeated += 1 }
            }
        }
        let share = Double(inked) / Double(image.width * (bottom - top))
        #expect(share > 0.05 && share < 0.3)
        #expect(darkerThanInk == 0)
        #expect(unrepeated == 0)
    }

    /// A page drawn in bands has the pixels of one surface (`.best` draws the page whole).
    @Test(arguments: [Wallpaper.doodle, .image("images/park.jpg")])
    func bandsMatchOneSurface(_ wallpaper: Wallpaper) throws {
        let transcript = try Self.transcript(.whatsapp, .dark, wallpaper: wallpaper)
        let whole = try PNGDecoder.decode(try Self.png(transcript)).image
        let banded = try PNGDecoder.decode(try Self.png(transcript, compression: .default)).image
        #expect(whole == banded)
    }

    /// SVG and PDF get the doodles' lines, not a picture of them.
    @Test func vectorOutputHasTheLines() throws {
        let doodle = try BubbleRenderer().render(try Self.transcript(.whatsapp, .light), format: .svg)
        let none = try BubbleRenderer().render(try Self.transcript(.whatsapp, .light, wallpaper: .plainBackground), format: .svg)
        let text = String(decoding: try #require(doodle.images.first).bytes, as: UTF8.self)
        // One stroke of every doodle's lines per tile: one tile of 480 points on 320 × 480.
        #expect(text.components(separatedBy: "stroke-linecap:round").count - 1 == 1)
        let doodleBytes = try #require(doodle.images.first).bytes.count
        let noneBytes = try #require(none.images.first).bytes.count
        #expect(doodleBytes > noneBytes + 10_000)
    }

    @Test(arguments: [
        ("images/missing.jpg", "screen.wallpaper: images/missing.jpg: no such file"),
        ("../outside.jpg", "screen.wallpaper: ../outside.jpg: is outside the transcript's folder"),
        ("/etc/hostname", "screen.wallpaper: /etc/hostname: is an absolute path; pass allowOutsideFiles: true"),
    ])
    func aWallpaperFileFollowsTheImagePolicy(name: String, message: String) throws {
        let transcript = try Self.transcript(.whatsapp, .light, wallpaper: .image(name))
        #expect { try Self.png(transcript) } throws: { "\($0)".hasPrefix(message) }
    }

    @Test func aWallpaperThatIsNoImageNamesTheKey() throws {
        let transcript = try Self.transcript(.whatsapp, .light, wallpaper: .image("screen.json"))
        #expect { try Self.png(transcript) } throws: { "\($0)".hasPrefix("screen.wallpaper: screen.json: ") }
    }
}
