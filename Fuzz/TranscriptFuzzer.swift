// libFuzzer target: transcript decoding, layout and drawing.
//
// Not a target of the package: `scripts/fuzz` builds the library modules with
// `-sanitize=fuzzer,address` and compiles this file against them with swiftc. Each input is
// decoded as a transcript (with small limits so runs stay fast); when it decodes, it is laid out
// and drawn with `BubbleRenderer` into a temporary PNG (SVG or PDF for one input length in eight)
// at scale 1 or less and at most 400 points wide. Images resolve against `Fixtures/transcripts`,
// so `images/ann.png`, `images/beach.png` and `images/park.jpg` exist.
//
// `Tests/BubbleRenderTests/FuzzRegressionTests.swift` (decode and render) and
// `Tests/TranscriptTests/FuzzRegressionTests.swift` (decode only) replay saved inputs the same
// way; keep the three in step.
//
// BUBBLES_FUZZ_DECODE_ONLY=1 stops after decoding: `scripts/fuzz` uses it to tell a decoder
// crash from a rendering one.
import Foundation
import Transcript
import BubbleRender

enum TranscriptFuzz {
    /// Small enough for a run to take milliseconds, so the fuzzer tries many inputs a second;
    /// large enough for runs, pages and groups. (Long words are no longer slow: runs without
    /// a break opportunity get one every `TextLayout.longestUnbrokenRun` characters.)
    static let limits = TranscriptLimits(maxMessages: 24, maxTextLength: 600)

    /// `Fixtures/transcripts`, found from this file's path (or `$BUBBLES_FUZZ_ASSETS`).
    static let assets: URL = {
        if let path = ProcessInfo.processInfo.environment["BUBBLES_FUZZ_ASSETS"] {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/transcripts", isDirectory: true)
    }()

    static let decodeOnly = ProcessInfo.processInfo.environment["BUBBLES_FUZZ_DECODE_ONLY"] != nil

    /// A private folder for the output files, removed and remade at start.
    static let output: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("bubbles-fuzz-transcript-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// One renderer for the whole process, as the CLI keeps one.
    nonisolated(unsafe) static let renderer: BubbleRenderer = {
        do {
            return try BubbleRenderer()
        } catch {
            fatalError("cannot set up the renderer: \(error)")
        }
    }()

    static func run(_ bytes: [UInt8]) {
        var transcript: Transcript
        do {
            transcript = try Transcript.decode(from: bytes, file: "fuzz.json", baseDirectory: assets, limits: limits)
        } catch {
            _ = error.description
            return
        }
        if decodeOnly { return }
        transcript.scale = min(transcript.scale, 1)
        transcript.width = min(transcript.width, 400)
        let format = ["png", "png", "png", "png", "png", "png", "svg", "pdf"][bytes.count % 8]
        let path = output.appendingPathComponent("chat.\(format)").path
        do {
            _ = try renderer.render(transcript: transcript, file: "fuzz.json", to: path, maxPageHeight: 1024)
        } catch {
            _ = error.description
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    TranscriptFuzz.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
