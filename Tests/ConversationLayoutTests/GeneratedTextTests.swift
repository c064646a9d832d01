import Foundation
import Testing
import StrictJSON
import Transcript
@testable import ConversationLayout

/// The JSON Schemas under schema/ and the key tables of the Transcript format and Looks
/// articles are made from the descriptions the readers read with (`TranscriptFormat`,
/// `LookFile.description`): each test fails when a committed file differs from what the
/// description makes, so a key cannot be known to the reader and missing from them.
/// `scripts/write-generated` (`BUBBLES_RECORD=all` for these tests) writes them instead.
@Suite("Generated schemas and key tables")
struct GeneratedTextTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The limits `bubbles schema` prints: the built-in looks' names for `"theme"`.
    static let limits = TranscriptLimits.default.withBuiltInLooks
    static let catalog = "Sources/Bubbles/Bubbles.docc/"

    /// True when the committed files are to be rewritten rather than compared.
    static let recording = ["all", "failed"].contains(ProcessInfo.processInfo.environment["BUBBLES_RECORD"])

    /// The transcript key table of `objects`, one after the other.
    static func table(_ objects: TranscriptFormat.Object...) -> String {
        TranscriptFormat.table(objects.flatMap { $0.rows(limits: limits) }, limits: limits)
    }

    /// Each generated block of each article.
    static let blocks: [(article: String, name: String, text: String)] = [
        ("TranscriptFormat.md", "transcript", table(TranscriptFormat.transcript)),
        ("TranscriptFormat.md", "colors", table(TranscriptFormat.colors)),
        ("TranscriptFormat.md", "participant", table(TranscriptFormat.participant)),
        ("TranscriptFormat.md", "message", table(TranscriptFormat.message)),
        ("TranscriptFormat.md", "entries", table(TranscriptFormat.entries)),
        ("TranscriptFormat.md", "labels", table(TranscriptFormat.labels)),
        ("TranscriptFormat.md", "entity", table(TranscriptFormat.entity)),
        ("TranscriptFormat.md", "detectLinks", TranscriptFormat.table(
            (TranscriptFormat.transcript.rows(limits: limits) + TranscriptFormat.message.rows(limits: limits)).filter { $0.path.hasSuffix("detectLinks") },
            limits: limits)),
        ("TranscriptFormat.md", "reaction", table(TranscriptFormat.reaction)),
        ("TranscriptFormat.md", "quote", table(TranscriptFormat.quote)),
        ("TranscriptFormat.md", "link", table(TranscriptFormat.link)),
        ("TranscriptFormat.md", "card", cardTables),
        ("Looks.md", "statusBar", table(TranscriptFormat.statusBar)),
        ("Looks.md", "screen", table(TranscriptFormat.screen, TranscriptFormat.device, TranscriptFormat.safeArea)),
        ("Looks.md", "look", LookFile.keyTable()),
    ]

    /// The card's `"kind"`, then a table per kind.
    static var cardTables: String {
        let kinds: [(String, [TranscriptFormat.Object])] = [
            ("poll", [TranscriptFormat.poll, TranscriptFormat.pollOption]), ("location", [TranscriptFormat.location]),
            ("contact", [TranscriptFormat.contact]), ("embed", [TranscriptFormat.embed, TranscriptFormat.embedField]),
            ("generic", [TranscriptFormat.generic]),
        ]
        return table(TranscriptFormat.card) + kinds.map { kind, objects in
            "\n`\"kind\": \"\(kind)\"`:\n\n" + TranscriptFormat.table(objects.flatMap { $0.rows(limits: limits) }, limits: limits)
        }.joined()
    }

    /// Compares `generated` with the committed file at `path`, or writes it when recording.
    static func check(_ path: String, is generated: String) throws {
        let url = repository.appendingPathComponent(path)
        let committed = try String(contentsOf: url, encoding: .utf8)
        if recording, committed != generated {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(committed == generated, "\(path) differs from what the description makes: run scripts/write-generated and look at the difference")
    }

    @Test func theCommittedSchemasAreTheDescriptions() throws {
        try Self.check("schema/transcript-v1.schema.json", is: TranscriptSchema.document(limits: Self.limits).formattedText + "\n")
        try Self.check("schema/look-v1.schema.json", is: LookFileSchema.document().formattedText + "\n")
    }

    @Test(arguments: ["TranscriptFormat.md", "Looks.md"])
    func theArticlesKeyTablesAreTheDescriptions(article: String) throws {
        let path = Self.catalog + article
        var text = try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
        let blocks = Self.blocks.filter { $0.article == article }
        #expect(KeyTable.blockNames(in: text) == blocks.map(\.name), "\(path): the generated blocks, in order")
        for block in blocks {
            let replaced = try #require(KeyTable.replacingBlock(block.name, in: text, with: block.text), "\(path) has no block \(block.name)")
            text = replaced
        }
        try Self.check(path, is: text)
    }

    /// Every object of the transcript format has a table of its own in the articles.
    @Test func everyObjectOfTheFormatIsInATable() {
        let tabled = Set(Self.blocks.flatMap { block in block.text.split(separator: "\n").compactMap { $0.split(separator: "`").dropFirst().first } })
        for object in TranscriptFormat.objects {
            for row in object.rows(limits: Self.limits) {
                #expect(tabled.contains(Substring(row.path)), "\(row.path) is in no key table")
            }
        }
    }

    @Test func blocksAreReplacedBetweenTheirMarkers() {
        let text = "# A\n\nBefore.\n\(KeyTable.startMarker("x"))\nold\nlines\n\(KeyTable.endMarker)\nAfter.\n"
        #expect(KeyTable.replacingBlock("x", in: text, with: "| new |\n") == "# A\n\nBefore.\n<!-- generated: x -->\n| new |\n<!-- end generated -->\nAfter.\n")
        #expect(KeyTable.replacingBlock("y", in: text, with: "") == nil)
        #expect(KeyTable.blockNames(in: text) == ["x"])
    }
}
