import Foundation
import Testing
@testable import FileSystem

@Suite("paths as bytes")
struct PathBytesTests {
    @Test(arguments: [
        [0xFF, 0x2E, 0x6A],
        Array("chat.json".utf8),
        Array("日本語/ß.json".utf8),
        [0xC3, 0x28, 0xE2, 0x82],
        [0xED, 0xA0, 0x80],
        Array("\u{10FF41}\u{10FFFF}".utf8),
        [0xF4, 0x8F, 0xBF],
    ] as [[UInt8]])
    func bytesRoundTrip(_ bytes: [UInt8]) {
        #expect(PathBytes.bytes(of: PathBytes.string(decoding: bytes)) == bytes)
    }

    @Test func randomBytesRoundTrip() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(PathBytes.bytes(of: PathBytes.string(decoding: bytes)) == bytes)
        }
    }

    @Test func undecodableBytesAreShownEscaped() {
        let name = PathBytes.string(decoding: [0xFF] + Array(".json".utf8))
        #expect(PathBytes.displayed(name) == "\\xFF.json")
        #expect(PathBytes.repaired(name) == "\u{FFFD}.json")
        #expect(PathBytes.displayed("plain") == "plain")
    }

    @Test func aFileWhoseNameIsNotUTF8CanBeRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = PathBytes.string(decoding: Array(folder.path.utf8) + [0x2F, 0xFF] + Array(".json".utf8))
        let stage = StagedOutput()
        try stage.write([7], to: path)
        try stage.commit()
        #expect(try RegularFile.contents(of: path) == [7])
        #expect(FileIdentity(path: path) != nil)
    }
}
