import Foundation
import Testing
import BubbleRender
import Raster
import Transcript

/// WebP files in transcripts (photos, stickers, avatars, wallpapers) are decoded and drawn as
/// the same pictures in PNG are.
@Suite("WebP images in transcripts")
struct WebPImageTests {
    static let images = FixtureComparison.root.appendingPathComponent("transcripts/images")

    /// A phone screen with `picture` as wallpaper, avatar, photo and sticker.
    static func transcript(picture: String) -> Transcript {
        Transcript(screen: Screen(device: .preset(.iPhone61), wallpaper: .image(picture)),
                   participants: [Participant(id: "ann", avatar: picture), Participant(id: "bob"), Participant(id: "me", side: .outgoing)],
                   messages: [.bubble(BubbleMessage(from: "ann", text: "look", image: picture)),
                              .bubble(BubbleMessage(from: "me", sticker: picture))],
                   baseDirectory: images)
    }

    static func pixels(_ transcript: Transcript) throws -> RGBAImage {
        let rendered = try BubbleRenderer().render(transcript, format: .png)
        return try #require(rendered.images.first).rgbaImage()
    }

    @Test func aLosslessWebPDrawsExactlyLikeTheSamePNG() throws {
        let png = try Self.pixels(Self.transcript(picture: "sticker-smile.png"))
        let webp = try Self.pixels(Self.transcript(picture: "sticker-smile.webp"))
        #expect(webp == png)
    }

    @Test func aLossyWebPPhotoIsDrawnAtItsSize() throws {
        let transcript = Transcript(participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", image: "park.webp"))], baseDirectory: Self.images)
        let jpeg = Transcript(participants: [Participant(id: "ann")],
                              messages: [.bubble(BubbleMessage(from: "ann", image: "park.jpg"))], baseDirectory: Self.images)
        let webpImage = try Self.pixels(transcript)
        let jpegImage = try Self.pixels(jpeg)
        #expect(webpImage.width == jpegImage.width && webpImage.height == jpegImage.height)
    }

    @Test(arguments: [
        ("truncated", "truncated WebP data: the file ends before its image does"),
        ("damaged", "corrupt WebP data: "),
    ])
    func aBadWebPNamesItsJSONPathAndWritesNothing(damage: String, reason: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-webp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var file = Array(try Data(contentsOf: Self.images.appendingPathComponent("sticker-smile.webp")))
        if damage == "truncated" {
            file = Array(file.prefix(file.count / 2))
        } else {
            for index in 40..<file.count { file[index] ^= 0x5A }
        }
        try Data(file).write(to: folder.appendingPathComponent("s.webp"))
        let transcript = Transcript(participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", sticker: "s.webp"))], baseDirectory: folder)
        let output = folder.appendingPathComponent("out.png").path
        #expect { try BubbleRenderer().render(transcript: transcript, file: "chat.json", to: output) } throws: {
            "\($0)".hasPrefix("chat.json: messages[0].sticker: s.webp: " + reason)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["s.webp"])
    }
}
