/// Reads the `Orientation` tag (0x0112) from the TIFF structure inside an APP1 `Exif`
/// segment (EXIF 2.3 section 4.6): byte order `II` or `MM`, the magic 42, the offset of
/// IFD0, then IFD0's 12-byte entries.
///
/// Every offset and count comes from the file and is checked against the segment before
/// use; anything malformed (offsets out of bounds, huge counts, a wrong type, a value
/// outside 1...8) gives `nil`, which the decoder treats as orientation 1.
enum ExifOrientationReader {
    /// The tag number of `Orientation`.
    static let orientationTag = 0x0112

    /// The orientation in the APP1 segment whose payload is `payload` within `bytes`, or
    /// `nil` if the segment is not EXIF, has no orientation, or is malformed.
    static func orientation(bytes: [UInt8], app1Payload payload: Range<Int>) -> JPEGOrientation? {
        guard payload.lowerBound >= 0, payload.upperBound <= bytes.count, payload.count >= 6 else {
            return nil
        }
        let start = payload.lowerBound
        // "Exif\0" then a pad byte (normally 0).
        guard bytes[start] == 0x45, bytes[start + 1] == 0x78, bytes[start + 2] == 0x69,
              bytes[start + 3] == 0x66, bytes[start + 4] == 0x00
        else { return nil }
        return orientation(tiff: bytes[(start + 6)..<payload.upperBound])
    }

    /// The orientation in a TIFF header plus IFD0; offsets are relative to the slice start.
    static func orientation(tiff: ArraySlice<UInt8>) -> JPEGOrientation? {
        let base = tiff.startIndex
        let size = tiff.count
        guard size >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[base], tiff[base + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }

        func read(_ offset: Int, _ width: Int) -> Int? {
            guard offset >= 0, width <= size, offset <= size - width else { return nil }
            var value = 0
            for index in 0..<width {
                let byte = Int(tiff[base + offset + (littleEndian ? width - 1 - index : index)])
                value = value << 8 | byte
            }
            return value
        }

        guard read(2, 2) == 42, let ifd = read(4, 4), ifd >= 8, let entryCount = read(ifd, 2) else {
            return nil
        }
        var entry = ifd + 2
        for _ in 0..<entryCount {
            guard let tag = read(entry, 2), let type = read(entry + 2, 2), let count = read(entry + 4, 4)
            else { return nil }
            if tag == orientationTag {
                guard count == 1 else { return nil }
                let value: Int?
                switch type {
                case 3: value = read(entry + 8, 2)  // SHORT, the type EXIF prescribes
                case 4: value = read(entry + 8, 4)  // LONG, written by a few tools
                default: value = nil
                }
                return value.flatMap { JPEGOrientation(rawValue: $0) }
            }
            entry += 12
        }
        return nil
    }
}
