// libFuzzer target: photos, avatars and stickers, the way a transcript shows them. Each input
// is written to a file `photo` (PNG, JPEG or WebP is told from its first bytes, as for any
// transcript image); a small group chat showing it as a photo, as a lone iMessage photo filling
// its bubble and as an avatar, and a WhatsApp chat showing it as two stickers with their times
// and reactions, are drawn into PNGs: ImageFile's header probe and limits, the PNG, JPEG and
// WebP decoders (libwebp, animations' first frames through its demuxer), EXIF orientation,
// scaling and clipping into bubbles, and a sticker's drawn shape (its pixels' box and foot,
// which its time's chip and reactions go against).
//
// PNG chunks carry CRC-32s the decoder checks, so nearly every mutation would stop there: the
// harness rewrites each chunk's CRC before writing the file, so mutations reach the header
// checks, palettes, transparency and inflation behind it. Likewise a WebP file's RIFF size is
// set to the input's length, so inserted or dropped bytes reach libwebp's chunk parsing rather
// than its first size check.
//
// Not a target of the package: scripts/fuzz builds it like the others. When an input fails,
// scripts/fuzz runs it again with BUBBLES_FUZZ_KEEP_IMAGE=PATH, which copies the file the
// harness drew (CRCs rewritten) to PATH, in Tests/BubbleRenderTests/FuzzCrashes/images;
// Tests/BubbleRenderTests/FuzzRegressionTests.swift draws those files the same way.
import Foundation
import Transcript
import BubbleRender
import Raster

enum ImageFuzz {
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("bubbles-fuzz-image-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    nonisolated(unsafe) static let renderer: BubbleRenderer = {
        do {
            return try BubbleRenderer()
        } catch {
            fatalError("cannot set up the renderer: \(error)")
        }
    }()

    /// Small, so a run stays fast: at most a megapixel decoded.
    static let limits = ImageLimits(maxWidth: 2048, maxHeight: 2048, maxPixels: 1_000_000, maxTotalBytes: 16 << 20)

    /// A group chat (names and avatars) in the iMessage style: `ann`'s photo with a caption and
    /// her avatar, then `me`'s photo alone, which fills its whole bubble.
    static func transcript(in folder: URL) -> Transcript {
        Transcript(width: 200, scale: 1,
                   participants: [Participant(id: "ann", avatar: "photo"), Participant(id: "bob"), Participant(id: "me", side: .outgoing)],
                   messages: [.bubble(BubbleMessage(from: "ann", text: "look", image: "photo")),
                              .bubble(BubbleMessage(from: "me", image: "photo"))],
                   baseDirectory: folder)
    }

    /// A WhatsApp chat of `ann`'s sticker with a reaction and the user's with one and ticks,
    /// both with their time on a chip in what they draw.
    static func stickers(in folder: URL) -> Transcript {
        Transcript(theme: .whatsapp, width: 200, scale: 1,
                   participants: [Participant(id: "ann"), Participant(id: "me", side: .outgoing)],
                   messages: [.bubble(BubbleMessage(from: "ann", sticker: "photo", time: "9:41", reactions: [Reaction(emoji: "👍", senders: .participants(["me"]))])),
                              .bubble(BubbleMessage(from: "me", sticker: "photo", time: "9:42", status: .read,
                                                    reactions: [Reaction(emoji: "😂", senders: .count(2))]))],
                   baseDirectory: folder)
    }

    static func run(_ bytes: [UInt8]) {
        let photo = folder.appendingPathComponent("photo")
        do {
            try Data(withRIFFSize(withPNGChecksums(bytes))).write(to: photo)
        } catch {
            fatalError("cannot write \(photo.path): \(error)")
        }
        if let keep = ProcessInfo.processInfo.environment["BUBBLES_FUZZ_KEEP_IMAGE"] {
            try? FileManager.default.removeItem(atPath: keep)
            try? FileManager.default.copyItem(atPath: photo.path, toPath: keep)
        }
        for chat in [transcript(in: folder), stickers(in: folder)] {
            do {
                _ = try renderer.render(transcript: chat, file: "fuzz.json", to: folder.appendingPathComponent("chat.png").path,
                                        imageLimits: limits)
            } catch {
                _ = error.description
            }
        }
    }

    /// `bytes` with the CRC-32 of every complete PNG chunk recomputed; anything that is not a
    /// PNG, and whatever follows the last complete chunk, unchanged.
    static func withPNGChecksums(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return bytes }
        var fixed = bytes
        var offset = 8
        while offset + 12 <= fixed.count {
            let length = fixed[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= fixed.count - offset - 12 else { break }
            let crcAt = offset + 8 + length
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in fixed[(offset + 4)..<crcAt] {
                crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
            }
            crc ^= 0xFFFF_FFFF
            for k in 0..<4 { fixed[crcAt + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
            offset = crcAt + 4
        }
        return fixed
    }

    /// `bytes` with the RIFF size of a `RIFF....WEBP` file set to what follows it; anything
    /// else unchanged.
    static func withRIFFSize(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) else { return bytes }
        var fixed = bytes
        let size = UInt32(truncatingIfNeeded: bytes.count - 8)
        for k in 0..<4 { fixed[4 + k] = UInt8(truncatingIfNeeded: size >> (8 * k)) }
        return fixed
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    ImageFuzz.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
