import Foundation
import PixelDiff
import Raster
import Testing

/// Cross-check against pixelmatch itself: pairs and expected results written by
/// `Vectors/make_vectors.py` with the Python port of pixelmatch (0.4.x).
@Suite("pixelmatch vectors")
struct PixelmatchVectorTests {

    struct VectorFile: Decodable {
        var pixelmatch: String
        var cases: [Case]
    }

    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var width: Int
        var height: Int
        var expected: String
        var actual: String
        var results: [Expectation]
        var testDescription: String { name }
    }

    struct Expectation: Decodable, Sendable {
        var threshold: Double
        var includeAA: Bool
        var alpha: Double
        var differentPixels: Int
        var antialiasedPixels: Int
        var diffFNV1a64: String
    }

    /// The Vectors folder, found from this source file (never the working directory).
    static let vectorsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Vectors", isDirectory: true)

    static func loadCases() throws -> [Case] {
        let data = try Data(contentsOf: vectorsDirectory.appendingPathComponent("vectors.json"))
        return try JSONDecoder().decode(VectorFile.self, from: data).cases
    }

    static func loadImage(_ file: String, _ width: Int, _ height: Int) throws -> RGBAImage {
        let data = try Data(contentsOf: vectorsDirectory.appendingPathComponent(file))
        return try RGBAImage(width: width, height: height, pixels: [UInt8](data))
    }

    static func fnv1a64(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    @Test func thereAreEnoughVectors() throws {
        let cases = try Self.loadCases()
        #expect(cases.count >= 6)
        #expect(cases.reduce(0) { $0 + $1.results.count } >= 36)
    }

    @Test(arguments: try loadCases())
    func matchesPixelmatch(_ vector: Case) throws {
        let expected = try Self.loadImage(vector.expected, vector.width, vector.height)
        let actual = try Self.loadImage(vector.actual, vector.width, vector.height)
        for want in vector.results {
            let options = DiffOptions(threshold: want.threshold, includeAntialiasing: want.includeAA, alpha: want.alpha)
            let got = try PixelMatch.compare(expected, actual, options: options, makeDiffImage: true)
            let label = "\(vector.name) threshold=\(want.threshold) includeAA=\(want.includeAA) alpha=\(want.alpha)"
            #expect(got.differentPixels == want.differentPixels, "\(label)")
            #expect(got.antialiasedPixels == want.antialiasedPixels, "\(label)")
            #expect(got.totalPixels == vector.width * vector.height, "\(label)")
            #expect(Self.fnv1a64(got.diffImage?.pixels ?? []) == want.diffFNV1a64, "\(label)")
            // The count must not depend on whether a diff image is drawn.
            let countOnly = try PixelMatch.compare(expected, actual, options: options)
            #expect(countOnly.differentPixels == got.differentPixels, "\(label)")
            #expect(countOnly.antialiasedPixels == got.antialiasedPixels, "\(label)")
        }
    }
}
