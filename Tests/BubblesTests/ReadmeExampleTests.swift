import Foundation
import Testing
import Bubbles

@Suite("README: the Library example")
struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the README and the Getting started article show the example this target compiles",
          arguments: ["README.md", "Sources/Bubbles/Bubbles.docc/GettingStarted.md"])
    func sameCode(document: String) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let source = try String(contentsOf: Self.root.appendingPathComponent("Tests/BubblesTests/ReadmeExample.swift"), encoding: .utf8)
        guard let begin = source.range(of: "// README example begins\n"), let end = source.range(of: "// README example ends\n") else {
            Issue.record("the markers are missing")
            return
        }
        let code = source[begin.upperBound..<end.lowerBound]
        #expect(readme.contains("```swift\n" + code + "```\n"))
    }

    @Test("the example runs and writes its file")
    func runs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (png, pixels, pdf) = try renderGreeting(to: folder.appendingPathComponent("greeting.png").path)
        #expect(pixels.width == 780)
        #expect(try PNGDecoder.decode(png).image == pixels)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let written = try [UInt8](Data(contentsOf: folder.appendingPathComponent("greeting.png")))
        #expect(written == png)
    }
}
