/// File names as the bytes the system uses, held in Swift strings.
///
/// A name that is not valid UTF-8 (`\xFF.json`) cannot be a `String` as it is. ``string(decoding:)``
/// keeps every byte anyway: each byte that is not part of valid UTF-8 becomes the scalar
/// U+10FF00 plus the byte, in the last private use block, and a valid scalar of that block is
/// escaped byte by byte too, so that ``bytes(of:)`` gives back exactly the bytes decoded. Every
/// path reaches the system through ``withCString(_:_:)``; messages show the escapes as `\xFF`
/// (``displayed(_:)``).
public enum PathBytes {
    static let escapeBase: UInt32 = 0x10FF00

    /// The bytes as a string, valid UTF-8 as itself and every other byte escaped.
    public static func string(decoding bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        func escape(_ count: Int) {
            for byte in bytes[offset..<offset + count] {
                // U+10FF00...U+10FFFF are all scalars: the fallback is never taken.
                scalars.append(Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}")
            }
        }
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar.value >= escapeBase { escape(encoded.count) } else { scalars.append(scalar) }
                offset += encoded.count
            case .error(let length):
                escape(length)
                offset += length
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// The bytes `string` stands for: escaped bytes as themselves, everything else as UTF-8.
    public static func bytes(of string: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            if scalar.value >= escapeBase {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Whether `string` holds escaped bytes.
    static func hasEscapes(_ string: String) -> Bool {
        string.unicodeScalars.contains { $0.value >= escapeBase }
    }

    /// `text` with each escaped byte written `\xFF`, for messages.
    public static func displayed(_ text: String) -> String {
        guard hasEscapes(text) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar.value >= escapeBase {
                let hex = String(scalar.value - escapeBase, radix: 16, uppercase: true)
                shown += "\\x" + (hex.count == 1 ? "0" : "") + hex
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// `text` as a user would read it: escaped bytes decoded as UTF-8 again, so invalid
    /// sequences become U+FFFD (for values that are not paths, such as a bubble's text).
    public static func repaired(_ text: String) -> String {
        hasEscapes(text) ? String(decoding: bytes(of: text), as: UTF8.self) : text
    }

    /// Calls `body` with `path` as a NUL-terminated C string of its bytes.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard hasEscapes(path) else { return try path.withCString(body) }
        let bytes = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return try "".withCString(body) }
            return try body(base)
        }
    }
}
