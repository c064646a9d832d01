/// Turns UTF-16 text, read in pieces of any length, into UTF-8 bytes: WhatsApp's export on
/// some platforms (and a file saved again by Windows' Notepad) is UTF-16 with a byte order
/// mark. A code unit or surrogate pair split between two pieces waits for the next one.
struct UTF16Transcoder {
    /// Whether the most significant byte of each code unit comes first (`FE FF`).
    let bigEndian: Bool
    private var pendingByte: UInt8?
    private var pendingHighSurrogate: UInt16?

    /// A transcoder for the byte order the mark at the start of `bytes` names (its two bytes
    /// are for the caller to skip); nil when `bytes` do not start with a UTF-16 mark.
    static func detect(_ bytes: [UInt8]) -> UTF16Transcoder? {
        if bytes.starts(with: [0xFF, 0xFE]) { return UTF16Transcoder(bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return UTF16Transcoder(bigEndian: true) }
        return nil
    }

    private init(bigEndian: Bool) {
        self.bigEndian = bigEndian
    }

    /// Appends the UTF-8 form of `bytes` to `output`; false at a surrogate without its other
    /// half (what was valid before it is appended).
    mutating func transcode(_ bytes: some Collection<UInt8>, into output: inout [UInt8]) -> Bool {
        for byte in bytes {
            guard let first = pendingByte else {
                pendingByte = byte
                continue
            }
            pendingByte = nil
            let unit = bigEndian ? UInt16(first) << 8 | UInt16(byte) : UInt16(byte) << 8 | UInt16(first)
            switch unit {
            case 0xD800...0xDBFF:
                guard pendingHighSurrogate == nil else { return false }
                pendingHighSurrogate = unit
            case 0xDC00...0xDFFF:
                guard let high = pendingHighSurrogate else { return false }
                pendingHighSurrogate = nil
                append(0x10000 + (UInt32(high - 0xD800) << 10 | UInt32(unit - 0xDC00)), to: &output)
            default:
                guard pendingHighSurrogate == nil else { return false }
                append(UInt32(unit), to: &output)
            }
        }
        return true
    }

    /// Whether the text ended cleanly: no half code unit or lone high surrogate left.
    var isComplete: Bool {
        pendingByte == nil && pendingHighSurrogate == nil
    }

    private func append(_ value: UInt32, to output: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        UTF8.encode(scalar) { output.append($0) }
    }
}
