import BubbleRender
import Testing
import Transcript

/// A spoiler's veil costs one tile of dots and its area. It once was one dot path as large
/// as the veil (0.45 dots a square point: about 300,000 for a message of 5,000 characters),
/// drawn again for every band of a PNG and written dot by dot into a PDF.
@Suite("spoiler veil cost")
struct SpoilerVeilCostTests {
    /// The bytes of a PDF of one message of `characters`, all of it a spoiler or none.
    private func pdfBytes(characters: Int, spoiler: Bool) throws -> Int {
        let text = String(String(repeating: "lorem ipsum ", count: characters / 12 + 1).prefix(characters))
        let entities = spoiler ? [TextEntity(type: .spoiler, offset: 0, length: text.utf16.count)] : []
        let transcript = Transcript(participants: [Participant(id: "ann")],
                                    messages: [.bubble(BubbleMessage(from: "ann", text: text, entities: entities))])
        return try BubbleRenderer().render(transcript, format: .pdf).images.reduce(0) { $0 + $1.bytes.count }
    }

    /// What the veil adds to a PDF is the same tile whatever its length: ten times the
    /// characters, and the area, add a rectangle a line, not ten times the dots.
    @Test func aVeilsWorkDoesNotGrowWithItsDots() throws {
        let short = try pdfBytes(characters: 500, spoiler: true) - pdfBytes(characters: 500, spoiler: false)
        let long = try pdfBytes(characters: 5_000, spoiler: true) - pdfBytes(characters: 5_000, spoiler: false)
        #expect(short > 0)
        #expect(long < short * 3 / 2, "the veil of 500 characters adds \(short) bytes, of 5,000 characters \(long)")
    }
}
