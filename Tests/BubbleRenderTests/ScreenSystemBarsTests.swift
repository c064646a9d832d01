import Foundation
import Testing
import BubbleGeometry
@testable import BubbleRender
import ConversationLayout
import PNGCodec
import Raster
import Transcript

/// What the system draws on a screen around the app: the home indicator (iOS) or gesture
/// handle (Android) in the bottom safe area, the date beside the iPad's clock, and iOS's
/// translucent header, through which the rows scrolled under it show blurred.
@Suite("system bars of a screen")
struct ScreenSystemBarsTests {
    static func transcript(_ device: DevicePreset, _ theme: LookName, _ appearance: Appearance, file: String = "screen-short.json",
                           statusBar: StatusBar = StatusBar()) throws -> Transcript {
        var transcript = try Transcript.load(contentsOf: FixtureComparison.root.appendingPathComponent("transcripts/\(file)"))
        transcript.screen = Screen(device: .preset(device), statusBar: statusBar)
        transcript.theme = theme
        transcript.appearance = appearance
        return transcript
    }

    static func image(_ transcript: Transcript, compression: PNGCompression = .best) throws -> RGBAImage {
        let rendered = try BubbleRenderer().render(transcript, compression: compression)
        return try PNGDecoder.decode(try #require(rendered.images.first).bytes).image
    }

    /// The pixel at (`x`, `y`) points of a screen at `scale`.
    static func pixel(_ image: RGBAImage, _ x: Double, _ y: Double, scale: Double) -> RGBAColor {
        let offset = (Int(y * scale) * image.width + Int(x * scale)) * 4
        return RGBAColor(red: image.pixels[offset], green: image.pixels[offset + 1], blue: image.pixels[offset + 2],
                         alpha: image.pixels[offset + 3])
    }

    /// `color` painted over the opaque `under`, rounded as Cairo rounds.
    static func blend(_ color: RGBAColor, over under: RGBAColor) -> RGBAColor {
        let a = Double(color.alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded()) }
        return RGBAColor(red: mix(color.red, under.red), green: mix(color.green, under.green), blue: mix(color.blue, under.blue))
    }

    static func close(_ a: RGBAColor, _ b: RGBAColor, within tolerance: Int = 1) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }

    struct Handle: CustomTestStringConvertible, Sendable {
        var device: DevicePreset
        var appearance: Appearance
        var color: RGBAColor
        var testDescription: String { "\(device.rawValue) \(appearance.rawValue)" }
    }

    /// iOS's indicator is black on a light bar and white on a dark one; Android's handle 60%
    /// black or 92% white over what is behind it.
    static let handles = [
        Handle(device: .iPhone69, appearance: .light, color: .black),
        Handle(device: .iPhone69, appearance: .dark, color: .white),
        Handle(device: .iPhone61, appearance: .light, color: .black),
        Handle(device: .iPad13, appearance: .dark, color: .white),
        Handle(device: .androidGesture, appearance: .light, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x99)),
        Handle(device: .androidGesture, appearance: .dark, color: RGBAColor(red: 255, green: 255, blue: 255, alpha: 0xEB)),
    ]

    @Test(arguments: handles)
    func theHandleIsDrawnInTheBottomSafeArea(_ handle: Handle) throws {
        let size = handle.device.size
        let image = try Self.image(try Self.transcript(handle.device, .plain, handle.appearance))
        let rect = try #require(size.homeIndicator)
        let centre = Self.pixel(image, rect.minX + rect.width / 2, rect.minY + rect.height / 2, scale: size.scale)
        // The bar under the handle, below it and beside it.
        let bar = Self.pixel(image, rect.minX - 10, rect.minY + rect.height / 2, scale: size.scale)
        #expect(Self.close(centre, Self.blend(handle.color, over: bar)), "\(centre) over \(bar)")
        #expect(!Self.close(centre, bar, within: 20))
        #expect(Self.pixel(image, rect.minX + rect.width / 2, rect.maxY + 2, scale: size.scale) == bar)
    }

    /// The texts of the status bar of `device` showing `bar`, left to right.
    static func statusBarTexts(_ device: DevicePreset, _ bar: StatusBar) throws -> [Rect] {
        let transcript = try Self.transcript(device, .imessage, .light, statusBar: bar)
        let (layout, _) = try BubbleRenderer().layout(of: transcript.onScreen, file: nil)
        let (frame, composer) = try #require(try layout.screen())
        return try layout.screenChrome(frame, composer: composer).items.compactMap { item -> Rect? in
            guard case .text(let block, let origin, _) = item else { return nil }
            let box = block.box.offsetBy(dx: origin.x, dy: origin.y)
            return box.maxY <= frame.statusBar.maxY ? box : nil
        }.sorted { $0.minX < $1.minX }
    }

    @Test func anIPadShowsTheDateBesideTheClock() throws {
        for device in [DevicePreset.iPad13, .iPad129] {
            let texts = try Self.statusBarTexts(device, StatusBar())
            try #require(texts.count == 2)
            let (clock, date) = (texts[0], texts[1])
            #expect(clock.minX >= 20 && clock.minX < 22)
            #expect(date.minX - clock.maxX > 4 && date.minX - clock.maxX < 10)
            #expect(abs((date.minY + date.maxY) - (clock.minY + clock.maxY)) < 2, "on one line")
            let longer = try Self.statusBarTexts(device, StatusBar(date: "Wednesday Sep 30"))
            #expect(longer.count == 2 && longer[1].width > date.width + 20)
            #expect(try Self.statusBarTexts(device, StatusBar(date: "")).count == 1)
            let dateAlone = try Self.statusBarTexts(device, StatusBar(time: ""))
            #expect(dateAlone.count == 1 && dateAlone[0].minX < 22)
        }
    }

    /// iPhones and Android phones show the clock alone, whatever the date says.
    @Test(arguments: [DevicePreset.iPhone69, .iPhone61Island, .iPhone55, .androidGesture])
    func aPhoneShowsNoDate(_ device: DevicePreset) throws {
        let texts = try Self.statusBarTexts(device, StatusBar())
        #expect(texts.count == 1)
        #expect(texts == (try Self.statusBarTexts(device, StatusBar(date: "Wednesday Sep 30"))))
    }

    /// On iOS the photo and the tapback scrolled under the header show through it, blurred:
    /// the header above the photo is bluer than the header where nothing lies beneath, which
    /// keeps the look's colour; Android's header stays one opaque colour.
    @Test(arguments: [Appearance.light, .dark])
    func rowsShowThroughIOSHeaders(_ appearance: Appearance) throws {
        let device = DevicePreset.iPhone69, size = device.size
        let under = try Self.image(try Self.transcript(device, .imessage, appearance, file: "screen-photo.json"))
        let frame = ScreenFrame(size: size, look: .imessage)
        let bar = ChatLook.imessage.ios.bars[appearance].header
        // Over the photo's sky (the photo is at the left), and at the right edge, where nothing is.
        let overPhoto = Self.pixel(under, 150, frame.header.maxY - 6, scale: size.scale)
        let empty = Self.pixel(under, size.width - 4, frame.header.maxY - 6, scale: size.scale)
        #expect(Self.close(empty, bar), "\(empty) is the bar's \(bar)")
        #expect(Int(overPhoto.blue) - Int(overPhoto.red) > 12, "the sky shows through: \(overPhoto)")
        let short = try Self.image(try Self.transcript(device, .imessage, appearance))
        #expect(Self.close(Self.pixel(short, 60, frame.header.maxY - 6, scale: size.scale), bar))

        let android = try Self.image(try Self.transcript(.androidGesture, .imessage, appearance, file: "screen-photo.json"))
        let androidFrame = ScreenFrame(size: DevicePreset.androidGesture.size, look: .imessage)
        let headerRow = (0..<android.width).map { x in
            Self.pixel(android, Double(x) / 3, androidFrame.header.maxY - 2, scale: 3)
        }
        #expect(Set(headerRow).count == 1, "Android's header hides what is under it")
    }

    /// A translucent header drawn band by band has the pixels of one drawn whole.
    @Test func theBlurredHeaderIsTheSameInBands() throws {
        let transcript = try Self.transcript(.iPhone69, .imessage, .light, file: "screen-photo.json")
        #expect(try Self.image(transcript, compression: .default) == (try Self.image(transcript)))
    }

    /// SVG and PDF show the blurred rows as one picture under the header: the capture, a
    /// pixel for two points, as wide as the screen and reaching three blur radii (45 points)
    /// below the header; Android's opaque header has none.
    @Test(arguments: [OutputFormat.svg, .pdf])
    func vectorHeadersShowTheRowsToo(_ format: OutputFormat) throws {
        func text(_ device: DevicePreset) throws -> String {
            let rendered = try BubbleRenderer().render(try Self.transcript(device, .imessage, .light, file: "screen-photo.json"), format: format)
            return String(decoding: try #require(rendered.images.first).bytes, as: UTF8.self)
        }
        func capture(_ device: DevicePreset) -> String {
            let header = ScreenFrame(size: device.size, look: .imessage).header.maxY
            let width = Int((device.size.width / 2).rounded(.up)), height = Int(((header + 45) / 2).rounded(.up))
            return format == .svg ? "<image id=\"image\\d+\" width=\"\(width)\" height=\"\(height)\"" : "/Width \(width)\n   /Height \(height)\n"
        }
        #expect(try text(.iPhone69).contains(try Regex(capture(.iPhone69))))
        #expect(!(try text(.androidGesture).contains(try Regex(capture(.androidGesture)))))
    }
}
