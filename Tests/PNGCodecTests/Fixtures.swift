import Foundation

/// The decoding fixtures in `Images/`, written by `Images/make_images.py`.
enum Fixtures {
    /// `Tests/PNGCodecTests/Images`, found from this source file, not the working directory.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Images", isDirectory: true)

    /// One fixture: `NAME.png`, its expected RGBA in `NAME.rgba`, and its size.
    struct Entry: Sendable, CustomStringConvertible {
        let name: String
        let width: Int
        let height: Int
        var description: String { name }
    }

    /// Every fixture listed in `Images/manifest.txt`.
    static let all: [Entry] = {
        let url = folder.appendingPathComponent("manifest.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, let width = Int(fields[1]), let height = Int(fields[2]) else { return nil }
            return Entry(name: String(fields[0]), width: width, height: height)
        }
    }()

    /// The bytes of `Images/NAME`.
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}
