import ConversationLayout
import FileSystem
import JPEGDecoder
import PNGCodec
import Raster

/// Reads the image files transcripts refer to: PNG and JPEG, told apart by their first bytes.
package enum ImageFile {
    package enum Format {
        case png, jpeg
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
        case nil:
            throw .image(path: name, reason: unsupportedReason(bytes))
        }
    }

    /// Why a file that is neither PNG nor JPEG is refused: WebP (Telegram's and WhatsApp's
    /// stickers) and Telegram's animated `.tgs` stickers are named, with what to do.
    private static func unsupportedReason(_ bytes: [UInt8]) -> String {
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return "a WebP image, which this version does not decode; convert it to PNG (dwebp sticker.webp -o sticker.png)"
        }
        if bytes.starts(with: [0x1F, 0x8B]) {
            return "a gzip file (a Telegram animated .tgs sticker?), not a PNG or JPEG file"
        }
        return "not a PNG or JPEG file"
    }

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
        case nil:
            throw .image(path: image.name, reason: "not a PNG or JPEG file")
        }
    }

    package static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
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
