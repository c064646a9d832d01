import ConversationLayout
import FileSystem
import JPEGDecoder
import PNGCodec
import Raster
import WebPCodec

/// Reads the image files transcripts refer to: PNG, JPEG and WebP, told apart by their first
/// bytes.
package enum ImageFile {
    package enum Format {
        case png, jpeg, webp
    }

    /// The file's format and pixel size, read from its header only. Errors name the file
    /// as `name` (the path as the user wrote it).
    package static func probe(_ file: FileLocation, named name: String, limits: ImageLimits = .transcriptImages) throws(RenderError) -> MessageImage {
        let bytes = try read(file, named: name, prefix: 64 * 1024)
        switch format(of: bytes) {
        case .png:
            // IHDR follows the 8-byte signature, a 4-byte length and the 4-byte type.
            guard bytes.count >= 24 else { throw .image(path: name, reason: "truncated PNG file") }
            func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            let width = be32(16), height = be32(20)
            guard width > 0, height > 0 else { throw .image(path: name, reason: "PNG of \(width)x\(height) pixels") }
            try limits.check(width: width, height: height, name: name)
            return MessageImage(file: file, name: name, width: width, height: height)
        case .jpeg:
            do {
                // The frame header can sit behind a large EXIF thumbnail: read on if needed.
                var header = bytes
                if bytes.count == 64 * 1024, (try? JPEGDecoder.size(of: bytes)) == nil {
                    header = try read(file, named: name, prefix: nil)
                }
                let size = try JPEGDecoder.size(of: header)
                try limits.check(width: size.width, height: size.height, name: name)
                return MessageImage(file: file, name: name, width: size.width, height: size.height)
            } catch let error as RenderError {
                throw error
            } catch {
                throw .image(path: name, reason: "\(error)")
            }
        case .webp:
            // Chunks before the image data (ICC, EXIF) can be long: read on if needed.
            var header = bytes
            if bytes.count == 64 * 1024, (try? WebPDecoder.size(of: bytes)) == nil {
                header = try read(file, named: name, prefix: nil)
            }
            let size: (width: Int, height: Int)
            do {
                size = try WebPDecoder.size(of: header)
            } catch {
                throw .image(path: name, reason: error.description)
            }
            try limits.check(width: size.width, height: size.height, name: name)
            return MessageImage(file: file, name: name, width: size.width, height: size.height)
        case nil:
            throw .image(path: name, reason: unsupportedReason(bytes))
        }
    }

    /// Why a file that is none of the three is refused: Telegram's animated `.tgs` stickers
    /// are named.
    private static func unsupportedReason(_ bytes: [UInt8]) -> String {
        if bytes.starts(with: [0x1F, 0x8B]) {
            return "a gzip file (a Telegram animated .tgs sticker?), not a PNG, JPEG or WebP file"
        }
        return unknownFormat
    }

    /// The reason for a file in none of the formats read.
    private static let unknownFormat = "not a PNG, JPEG or WebP file"

    /// Decodes the whole file into a surface ready to paint.
    package static func load(_ image: MessageImage) throws(RenderError) -> ImageSurface {
        let bytes = try read(image.file, named: image.name, prefix: nil)
        switch format(of: bytes) {
        case .png:
            do {
                return try ImageSurface(straight: PNGDecoder.decode(bytes).image)
            } catch {
                throw .image(path: image.name, reason: "cannot be decoded: \(error)")
            }
        case .jpeg:
            do {
                let photo = try JPEGDecoder.decode(bytes)
                return try ImageSurface(straight: photo.image)
            } catch let error as RenderError {
                throw .image(path: image.name, reason: error.description)
            } catch {
                throw .image(path: image.name, reason: "\(error)")
            }
        case .webp:
            do {
                return try ImageSurface(straight: WebPDecoder.decode(bytes).image)
            } catch let error as RenderError {
                throw .image(path: image.name, reason: error.description)
            } catch {
                throw .image(path: image.name, reason: "\(error)")
            }
        case nil:
            throw .image(path: image.name, reason: unknownFormat)
        }
    }

    /// The format `bytes` start like, or nil.
    package static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if WebPDecoder.isWebP(bytes) { return .webp }
        return nil
    }

    /// The file's first `prefix` bytes, or all of them; only a regular file is read.
    private static func read(_ file: FileLocation, named name: String, prefix: Int?) throws(RenderError) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile(file).read(upTo: prefix ?? .max)
        } catch .directory {
            throw .image(path: name, reason: "is a folder, not an image")
        } catch {
            throw .image(path: name, reason: error.description)
        }
        guard !bytes.isEmpty else { throw .image(path: name, reason: "the file is empty") }
        return bytes
    }
}
