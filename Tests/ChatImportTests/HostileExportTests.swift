import Foundation
import Testing
import ChatImport
import SeededRandom
import StrictJSON

/// Exports cut, mutated and pushed to the edges: each reads, or is one `ChatImportError`,
/// never a crash.
@Suite("hostile exports")
struct HostileExportTests {
    /// Reads `bytes` as `format` from a temporary file and builds its transcript.
    private func attempt(_ bytes: [UInt8], as format: ChatFormat) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            let chat = try ChatImporter.read(format, at: file.path)
            _ = try ChatImporter.transcript(from: chat, format: format, source: file.path,
                                            imagesRelativeTo: file.deletingLastPathComponent().path, options: ImportOptions(last: 5))
        } catch {
            #expect(!error.description.isEmpty)
        }
    }

    @Test(arguments: [(ChatFormat.whatsapp, "whatsapp/ios-en-US.txt"), (.whatsapp, "whatsapp/android-es-ES.txt"),
                      (.telegram, "telegram/result.json"), (.discord, "discord/general.json")])
    func mutatedSamplesReadOrFailCleanly(format: ChatFormat, sample: String) throws {
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: Samples.path(sample))))
        var random = SeededRandom(seed: 17)
        let pieces: [[UInt8]] = [Array("9999999999999999999".utf8), [0xE2, 0x80, 0x8E], [0xFF], Array("[".utf8), Array(": ".utf8),
                                 Array(" - ".utf8), Array("\n".utf8), Array("-9223372036854775808".utf8), Array("<attached: ../x.jpg>".utf8)]
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.insert(contentsOf: pieces.randomElement(using: &random) ?? [], at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: bytes = Array(bytes.prefix(at))
                }
            }
            try attempt(bytes, as: format)
        }
    }

    @Test func edgesOfNumbersAndDatesAreErrorsNotTraps() throws {
        #expect(ChatDate(unixSeconds: .min) == nil)
        #expect(ChatDate(unixSeconds: .max) == nil)
        #expect(ChatDate(unixSeconds: 253_402_300_799)?.description == "9999-12-31T23:59:59")
        try attempt(Array(#"{"messages": [{"date": "2023-01-05T14:03:00", "from": "a", "text": "x", "reactions": [{"count": 9223372036854775807}, {"count": 9223372036854775807}]}]}"#.utf8), as: .telegram)
        try attempt(Array("99/99/99, 99:99 - A: x\n".utf8), as: .whatsapp)
        try attempt(Array("\u{200E}\u{200E}\n\u{FEFF}".utf8), as: .whatsapp)
        try attempt(Array("1/1/1, 1:1 - \n".utf8), as: .whatsapp)
    }
}
