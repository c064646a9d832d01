import FileSystem
import StrictJSON

/// The lines of an export's text file, read a megabyte at a time, so that a large export never
/// sits in memory whole: only the line being read and what the reader keeps of it.
enum ExportLines {
    /// How much is read at once.
    static let chunkSize = 1 << 20

    /// Calls `body` with each line of the file at `location` (numbered from 1, without its
    /// line break: `\n`, `\r\n` or `\r`; a UTF-8 byte order mark dropped). A file that starts
    /// with a UTF-16 byte order mark is read as UTF-16 (little- or big-endian, as the mark
    /// says). A line that is not UTF-8 (or UTF-16) is refused, naming it; so are an empty file
    /// and one over ``ExportFile/limit``.
    static func forEach(in location: FileLocation, kind: String,
                        _ body: (_ number: Int, _ line: Substring) throws(Diagnostic) -> Void) throws(Diagnostic) {
        let name = location.description
        let file: RegularFile
        do {
            file = try RegularFile(location)
        } catch {
            throw ExportFile.failure(error, at: location, kind: kind)
        }
        let tooLarge = ExportFile.failure(.tooLarge(limit: ExportFile.limit), at: location, kind: kind)
        guard file.size <= ExportFile.limit else { throw tooLarge }
        var offset = 0
        try forEach(named: name, tooLarge: tooLarge, next: { () throws(Diagnostic) -> [UInt8] in
            do throws(FileProblem) {
                let chunk = try file.read(from: offset, upTo: chunkSize)
                offset += chunk.count
                return chunk
            } catch {
                throw ExportFile.failure(error, at: location, kind: kind)
            }
        }, body)
    }

    /// Calls `body` with each line of the text `next` gives a chunk at a time (none at its end),
    /// as ``forEach(in:kind:_:)`` reads a file's: `name` in errors, `tooLarge` past
    /// ``ExportFile/limit``.
    static func forEach(named name: String, tooLarge: Diagnostic, next: () throws(Diagnostic) -> [UInt8],
                        _ body: (_ number: Int, _ line: Substring) throws(Diagnostic) -> Void) throws(Diagnostic) {
        var buffer: [UInt8] = []
        var scanned = 0
        var offset = 0
        var number = 0
        // A file that starts with a UTF-16 byte order mark is UTF-16, little- or big-endian.
        var utf16: UTF16Transcoder?
        func emit(_ bytes: ArraySlice<UInt8>) throws(Diagnostic) {
            number += 1
            var bytes = bytes
            if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            guard let line = String(validating: bytes, as: UTF8.self) else {
                throw Diagnostic(kind: .syntax, file: name, line: number, message: "not UTF-8 text")
            }
            try body(number, line[...])
        }
        while true {
            let chunk = try next()
            if offset == 0, let found = UTF16Transcoder.detect(chunk) { utf16 = found }
            let mark = offset == 0 && utf16 != nil ? 2 : 0
            offset += chunk.count
            guard offset <= ExportFile.limit else { throw tooLarge }
            let atEnd = chunk.isEmpty
            if var transcoder = utf16 {
                let valid = transcoder.transcode(chunk.dropFirst(mark), into: &buffer) && (!atEnd || transcoder.isComplete)
                guard valid else {
                    let line = number + 1 + buffer.lazy.filter { $0 == 0x0A }.count
                    throw Diagnostic(kind: .syntax, file: name, line: line, message: "not UTF-16 text (a lone surrogate or an odd byte)")
                }
                utf16 = transcoder
            } else {
                buffer.append(contentsOf: chunk)
            }
            var start = 0
            var index = scanned
            while index < buffer.count {
                let byte = buffer[index]
                guard byte == 0x0A || byte == 0x0D else {
                    index += 1
                    continue
                }
                // A `\r` at the end of what was read may be the first half of `\r\n`.
                if byte == 0x0D, index + 1 == buffer.count, !atEnd { break }
                try emit(buffer[start..<index])
                index += byte == 0x0D && index + 1 < buffer.count && buffer[index + 1] == 0x0A ? 2 : 1
                start = index
            }
            buffer.removeFirst(start)
            scanned = index - start
            if atEnd { break }
        }
        if !buffer.isEmpty { try emit(buffer[...]) }
        guard number > 0 else { throw Diagnostic(kind: .file, file: name, message: "the file is empty") }
    }
}
