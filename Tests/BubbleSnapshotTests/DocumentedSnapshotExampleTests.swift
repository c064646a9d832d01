import Foundation
import Testing

/// The snapshot examples of the README and of the Snapshot testing article are the code of
/// this target's `*Example.swift` files.
@Suite("documented snapshot examples")
struct DocumentedSnapshotExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("each document shows the example this target compiles", arguments: [
        ("README.md", "ReadmeSnapshotExample.swift"),
        ("Sources/Bubbles/Bubbles.docc/SnapshotTesting.md", "ArticleSnapshotExample.swift"),
        ("Sources/Bubbles/Bubbles.docc/SnapshotTesting.md", "ArticleExactExample.swift"),
    ])
    func sameCode(_ document: String, _ file: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let source = try String(contentsOf: Self.root.appendingPathComponent("Tests/BubbleSnapshotTests/\(file)"), encoding: .utf8)
        let begin = try #require(source.range(of: "// README example begins\n"))
        let end = try #require(source.range(of: "// README example ends\n"))
        #expect(text.contains("```swift\n" + source[begin.upperBound..<end.lowerBound] + "```\n"))
    }

    @Test("the exact example holds every pixel where the fingerprint is this machine's")
    func exact() {
        #expect(configuration.limits.maxDiffPixels == 0 && configuration.diff.threshold == 0)
        #expect(configuration.otherEnvironment?.limits.maxDiffRatio == 0.001)
    }
}
