import Foundation
import Testing

/// The README's snapshot examples are the code of this target's `Readme*Example.swift` files.
@Suite("README: the snapshot examples")
struct ReadmeSnapshotExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the README shows the examples this target compiles", arguments: ["ReadmeSnapshotExample.swift", "ReadmeExactExample.swift"])
    func sameCode(_ file: String) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: Self.root.appendingPathComponent("Tests/BubbleSnapshotTests/\(file)"), encoding: .utf8)
        let begin = try #require(source.range(of: "// README example begins\n"))
        let end = try #require(source.range(of: "// README example ends\n"))
        #expect(readme.contains("```swift\n" + source[begin.upperBound..<end.lowerBound] + "```\n"))
    }

    @Test("the exact example holds every pixel where the fingerprint is this machine's")
    func exact() {
        #expect(configuration.limits.maxDiffPixels == 0 && configuration.diff.threshold == 0)
        #expect(configuration.otherEnvironment?.limits.maxDiffRatio == 0.001)
    }
}
