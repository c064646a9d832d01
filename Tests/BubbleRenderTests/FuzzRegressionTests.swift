import Foundation
import Testing
import BubbleRender
import Transcript
import Raster

/// Inputs the fuzzers failed on while drawing, kept by `scripts/fuzz`; each must finish, with
/// files or an error, never crash.
///
/// - `FuzzCrashes/`: transcripts, through the same code as in `Fuzz/TranscriptFuzzer.swift`:
///   decoded with the fuzzer's limits and images from `Fixtures/transcripts`, then drawn at
///   scale 1 or less and at most 400 points wide, as PNG pages of at most 1024 pixels (SVG or
///   PDF for one input length in eight).
/// - `FuzzCrashes/images/`: photos, drawn as in `Fuzz/ImageFuzzer.swift`: as a photo, a lone
///   iMessage photo and an avatar in a small group chat, and as WhatsApp stickers with their
///   times and reactions.
@Suite("Fuzz regressions: decoding and drawing")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("FuzzCrashes", isDirectory: true)

    /// The saved inputs' file names (the folder's README is not one).
    static let inputs = files(in: folder)
    static let images = files(in: folder.appendingPathComponent("images", isDirectory: true))

    static func files(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
            return exists && !isFolder.boolValue && !name.hasPrefix(".") && name != "README.md"
        }.sorted()
    }

    /// Where the fuzzer resolves image paths: `images/ann.png`, `images/beach.png` and
    /// `images/park.jpg` exist.
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/transcripts", isDirectory: true)

    /// `Fuzz/TranscriptFuzzer.swift`'s limits.
    static let limits = TranscriptLimits(maxMessages: 24, maxTextLength: 600)

    @Test func theFolderHoldsRealInputs() {
        #expect(!Self.inputs.isEmpty)
        #expect(!Self.images.isEmpty)
    }

    @Test("a saved input draws or is an error", arguments: inputs)
    func drawsOrFails(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        var transcript: Transcript
        do {
            transcript = try Transcript.decode(from: bytes, file: "fuzz.json", baseDirectory: Self.assets, limits: Self.limits)
        } catch {
            #expect(!error.description.isEmpty)
            return
        }
        transcript.scale = min(transcript.scale, 1)
        transcript.width = min(transcript.width, 400)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-fuzz-regression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let format = ["png", "png", "png", "png", "png", "png", "svg", "pdf"][bytes.count % 8]
        do {
            _ = try BubbleRenderer().render(transcript: transcript, file: "fuzz.json",
                                            to: output.appendingPathComponent("chat.\(format)").path, maxPageHeight: 1024)
        } catch {
            #expect(!error.description.isEmpty)
        }
    }

    @Test("a saved photo draws or is an error", arguments: images)
    func photoDrawsOrFails(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-fuzz-regression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("images/\(name)"), to: folder.appendingPathComponent("photo"))
        // As Fuzz/ImageFuzzer.swift draws it.
        let photos = Transcript(width: 200, scale: 1,
                                participants: [Participant(id: "ann", avatar: "photo"), Participant(id: "bob"),
                                               Participant(id: "me", side: .outgoing)],
                                messages: [.bubble(BubbleMessage(from: "ann", text: "look", image: "photo")),
                                           .bubble(BubbleMessage(from: "me", image: "photo"))],
                                baseDirectory: folder)
        let stickers = Transcript(theme: .whatsapp, width: 200, scale: 1,
                                  participants: [Participant(id: "ann"), Participant(id: "me", side: .outgoing)],
                                  messages: [.bubble(BubbleMessage(from: "ann", sticker: "photo", time: "9:41",
                                                                   reactions: [Reaction(emoji: "👍", senders: .participants(["me"]))])),
                                             .bubble(BubbleMessage(from: "me", sticker: "photo", time: "9:42", status: .read,
                                                                   reactions: [Reaction(emoji: "😂", senders: .count(2))]))],
                                  baseDirectory: folder)
        let renderer = try BubbleRenderer()
        for transcript in [photos, stickers] {
            do {
                _ = try renderer.render(transcript: transcript, file: "fuzz.json", to: folder.appendingPathComponent("chat.png").path,
                                        imageLimits: ImageLimits(maxWidth: 2048, maxHeight: 2048, maxPixels: 1_000_000, maxTotalBytes: 16 << 20))
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }
}
