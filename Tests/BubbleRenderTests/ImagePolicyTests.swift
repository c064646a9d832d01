import Foundation
import Testing
import BubbleRender
import Transcript
import Raster

/// Images come only from the transcript's folder unless allowed, and their size is checked
/// from the header before anything is decoded.
@Suite("image file policy and limits")
struct ImagePolicyTests {
    let root: URL
    let chatFolder: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-policy-\(UUID().uuidString)")
        chatFolder = root.appendingPathComponent("chat")
        try FileManager.default.createDirectory(at: chatFolder.appendingPathComponent("images"), withIntermediateDirectories: true)
        let photo = FixtureComparison.root.appendingPathComponent("transcripts/images/ann.png")
        try FileManager.default.copyItem(at: photo, to: chatFolder.appendingPathComponent("images/ann.png"))
        try FileManager.default.copyItem(at: photo, to: root.appendingPathComponent("outside.png"))
        try FileManager.default.createSymbolicLink(at: chatFolder.appendingPathComponent("images/link.png"),
                                                   withDestinationURL: root.appendingPathComponent("outside.png"))
        // A 67-byte PNG header that declares 50000 x 50000 pixels.
        var huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        huge += [0, 0, 0xC3, 0x50, 0, 0, 0xC3, 0x50, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(huge).write(to: chatFolder.appendingPathComponent("images/huge.png"))
    }

    private func render(image: String, allowOutside: Bool = false) throws -> [String] {
        let transcript = Transcript(participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", image: image))], baseDirectory: chatFolder)
        return try BubbleRenderer().render(transcript: transcript, file: "chat.json", to: root.appendingPathComponent("out.png").path,
                                           allowOutsideFiles: allowOutside).paths
    }

    @Test func imagesInsideTheFolderAreRead() throws {
        #expect(try render(image: "images/ann.png").count == 1)
        #expect(try render(image: "images/../images/ann.png").count == 1)
    }

    @Test(arguments: [
        ("../outside.png", "chat.json: messages[0].image: ../outside.png: is outside the transcript's folder"),
        ("images/link.png", "chat.json: messages[0].image: images/link.png: is outside the transcript's folder"),
        ("/etc/hostname", "chat.json: messages[0].image: /etc/hostname: is an absolute path; pass allowOutsideFiles: true"),
    ])
    func outsideFilesNeedPermission(image: String, message: String) throws {
        #expect { try render(image: image) } throws: { "\($0)".hasPrefix(message) }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.png").path))
    }

    @Test func permissionLetsThemIn() throws {
        #expect(try render(image: "../outside.png", allowOutside: true).count == 1)
        #expect(try render(image: root.appendingPathComponent("outside.png").path, allowOutside: true).count == 1)
    }

    @Test func aHugeDeclaredImageIsRefusedFromItsHeader() throws {
        #expect { try render(image: "images/huge.png") } throws: {
            "\($0)" == "chat.json: messages[0].image: images/huge.png: image of 50000x50000 pixels is larger than the limit (16384 pixels a side, 50 megapixels)"
        }
    }

    @Test func theTotalOfDecodedImagesIsLimited() throws {
        let transcript = Transcript(participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", image: "images/ann.png"))], baseDirectory: chatFolder)
        #expect {
            try BubbleRenderer().render(transcript: transcript, file: "chat.json", to: root.appendingPathComponent("out.png").path,
                                        imageLimits: ImageLimits(maxWidth: 16384, maxHeight: 16384, maxPixels: 50_000_000, maxTotalBytes: 1000)).paths
        } throws: { "\($0)".hasPrefix("chat.json: messages[0]: the images up to here would take more than") }
    }

    @Test func aScreensWallpaperCountsTowardsTheTotal() throws {
        let screen = Screen(device: .preset(.iPhone61), wallpaper: .image("images/ann.png"))
        let transcript = Transcript(screen: screen, participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", text: "Hi"))], baseDirectory: chatFolder)
        #expect {
            try BubbleRenderer().render(transcript: transcript, file: "chat.json", to: root.appendingPathComponent("out.png").path,
                                        imageLimits: ImageLimits(maxWidth: 16384, maxHeight: 16384, maxPixels: 50_000_000, maxTotalBytes: 1000)).paths
        } throws: { "\($0)".hasPrefix("chat.json: screen: the images up to here would take more than") }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.png").path))
    }
}
