#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CLibArchive
import FileSystem
import StrictJSON

/// A zip archive read with libarchive: the owner of one `struct archive` (`archive_read_new`,
/// released with `archive_read_free`), fed from a ``RegularFile`` through read and seek
/// callbacks so that the archive is read like any other input, and bounded by
/// ``ArchiveLimits``: the size of each entry read, all of them together, and the ratio of
/// uncompressed to compressed bytes.
///
/// Entries are visited in order (``nextEntry()``); the data of the current one is read a chunk at
/// a time (``read(upTo:)``). Errors name the archive and, once one is current, the entry.
final class ZipArchive {
    private let archive: OpaquePointer
    private let file: RegularFile
    /// The archive's path as the user gave it.
    let name: String
    private let limits: ArchiveLimits
    /// Where the next read callback reads from.
    private var position = 0
    /// The bytes last handed to libarchive, which it reads until it asks for more.
    private let buffer: UnsafeMutableRawBufferPointer
    /// A read that failed inside a callback, reported when libarchive gives up.
    private var readProblem: FileProblem?
    /// Bytes handed to libarchive so far.
    private var consumed = 0
    /// The current entry, with what has been read of it.
    private var current: (entry: Entry, consumedBefore: Int, produced: Int)?
    /// Uncompressed bytes read of all entries.
    private var total = 0
    /// Entries seen.
    private var count = 0

    /// Opens the zip archive at `path` (wherever it leads, as the user named it): `open`, then
    /// `archive_read_open1` with only the zip format enabled, which reads the central directory.
    init(path: String, limits: ArchiveLimits) throws(Diagnostic) {
        let file: RegularFile
        do {
            file = try RegularFile(path: path)
        } catch {
            throw ExportFile.failure(error, at: .anywhere(path), kind: "WhatsApp zip")
        }
        guard let archive = archive_read_new() else {
            throw Diagnostic(kind: .file, file: path, message: "libarchive could not start reading")
        }
        self.archive = archive
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        self.file = file
        name = path
        self.limits = limits
        archive_read_support_format_zip(archive)
        archive_read_set_read_callback(archive) { _, data, chunk in
            guard let data, let chunk else { return -1 }
            return Unmanaged<ZipArchive>.fromOpaque(data).takeUnretainedValue().readChunk(chunk)
        }
        archive_read_set_seek_callback(archive) { _, data, offset, whence in
            guard let data else { return Int64(ARCHIVE_FATAL) }
            return Unmanaged<ZipArchive>.fromOpaque(data).takeUnretainedValue().seek(to: offset, whence: whence)
        }
        archive_read_set_callback_data(archive, Unmanaged.passUnretained(self).toOpaque())
        guard archive_read_open1(archive) == ARCHIVE_OK else { throw failure("not a readable zip archive") }
    }

    deinit {
        archive_read_free(archive)
        buffer.deallocate()
    }

    /// The next entry (`archive_read_next_header`, whose entry libarchive owns and reuses),
    /// nil after the last one; past ``ArchiveLimits/maxEntries`` an error.
    func nextEntry() throws(Diagnostic) -> Entry? {
        current = nil
        var header: OpaquePointer?
        let status = archive_read_next_header(archive, &header)
        if status == ARCHIVE_EOF { return nil }
        guard status == ARCHIVE_OK || status == ARCHIVE_WARN, let header else { throw failure("not a readable zip archive") }
        count += 1
        guard count <= limits.maxEntries else {
            throw Diagnostic(kind: .file, file: name, message: "more than \(limits.maxEntries) entries, which an import does not read")
        }
        let entry = Entry(path: Self.path(of: header), kind: Self.kind(of: header),
                          declaredSize: archive_entry_size_is_set(header) != 0 ? Int(archive_entry_size(header)) : nil)
        current = (entry, consumed, 0)
        return entry
    }

    /// Up to `count` more bytes of the current entry's data (`archive_read_data`); none at its
    /// end. Refuses an entry past ``ArchiveLimits/maxEntrySize`` (by its declared size, before
    /// anything is read), past ``ArchiveLimits/maxTotalSize`` with those read before it, or
    /// past ``ArchiveLimits/maxRatio``.
    func read(upTo count: Int) throws(Diagnostic) -> [UInt8] {
        guard let (entry, consumedBefore, before) = current else { return [] }
        var produced = before
        if produced == 0, let declared = entry.declaredSize, declared > limits.maxEntrySize { throw tooLarge(entry) }
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { archive_read_data(archive, $0.baseAddress, count) }
        guard got >= 0 else { throw failure("cannot be read") }
        bytes.removeLast(count - got)
        produced += got
        total += got
        current = (entry, consumedBefore, produced)
        guard produced <= limits.maxEntrySize else { throw tooLarge(entry) }
        guard total <= limits.maxTotalSize else {
            throw Diagnostic(kind: .file, file: name, message: "\(entry.path): unpacks to more than \(limits.maxTotalSize >> 20) MiB "
                + "with the entries read before it, which an import does not read")
        }
        // Compressed bytes read for the entry, counting the chunk libarchive may hold from before.
        let compressed = consumed - consumedBefore + buffer.count
        if produced > limits.ratioFloor, produced / limits.maxRatio > compressed {
            throw Diagnostic(kind: .file, file: name, message: "\(entry.path): unpacks to more than \(limits.maxRatio) times its "
                + "compressed size (a zip bomb?), which an import does not read")
        }
        return bytes
    }

    private func tooLarge(_ entry: Entry) -> Diagnostic {
        Diagnostic(kind: .file, file: name, message: "\(entry.path): is larger than the \(limits.maxEntrySize >> 20) MiB allowed")
    }

    /// The error for what libarchive refused: the entry (when one is current), its words for
    /// it (`archive_error_string`, borrowed), or the read that failed.
    private func failure(_ what: String) -> Diagnostic {
        var reason = readProblem?.description
        if reason == nil, let text = archive_error_string(archive) { reason = String(cString: text) }
        let detail = reason.map { " (\($0))" } ?? ""
        let subject = current.map { "\($0.entry.path): " } ?? ""
        return Diagnostic(kind: .file, file: name, message: subject + what + detail)
    }

    /// The read callback: the next chunk of the file into ``buffer``; its length, 0 at the end,
    /// `ARCHIVE_FATAL` when the read fails.
    private func readChunk(_ chunk: UnsafeMutablePointer<UnsafeRawPointer?>) -> Int {
        let bytes: [UInt8]
        do {
            bytes = try file.read(from: position, upTo: buffer.count)
        } catch {
            readProblem = error
            return Int(ARCHIVE_FATAL)
        }
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
        position += bytes.count
        consumed += bytes.count
        chunk.pointee = UnsafeRawPointer(buffer.baseAddress)
        return bytes.count
    }

    /// The seek callback: moves where the next read starts (`SEEK_SET`, `SEEK_CUR`, `SEEK_END`).
    private func seek(to offset: Int64, whence: Int32) -> Int64 {
        let base = switch whence {
        case SEEK_SET: 0
        case SEEK_CUR: position
        default: file.size
        }
        let (target, overflow) = base.addingReportingOverflow(Int(offset))
        guard !overflow, target >= 0 else { return Int64(ARCHIVE_FATAL) }
        position = target
        return Int64(target)
    }

    /// The entry's path (`archive_entry_pathname_utf8`, else as stored), borrowed from libarchive.
    private static func path(of header: OpaquePointer) -> String {
        if let text = archive_entry_pathname_utf8(header) ?? archive_entry_pathname(header) {
            return PathBytes.string(decoding: Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self),
                                                                         count: strlen(text))))
        }
        return ""
    }

    /// The entry's kind from `archive_entry_filetype` (`AE_IFREG`, `AE_IFDIR`, `AE_IFLNK`, whose
    /// values Swift does not import) and `archive_entry_hardlink`.
    private static func kind(of header: OpaquePointer) -> Entry.Kind {
        if archive_entry_hardlink(header) != nil { return .link }
        switch archive_entry_filetype(header) & 0o170000 {
        case 0o100000: return .file
        case 0o040000: return .folder
        case 0o120000: return .link
        default: return .other
        }
    }
}
