import CLibArchive

/// Zip archives of regular files the tests write with libarchive (`archive_write_new`, zip
/// format), to import as WhatsApp's "Export chat" zips.
enum TestZip {
    struct Failure: Error {}

    /// Writes `files` (path in the archive, UTF-8 text or bytes) to a deflated zip at `path`.
    static func write(_ files: [(name: String, bytes: [UInt8])], to path: String) throws {
        guard let archive = archive_write_new() else { throw Failure() }
        defer { archive_write_free(archive) }
        guard archive_write_set_format_zip(archive) == ARCHIVE_OK, archive_write_open_filename(archive, path) == ARCHIVE_OK else {
            throw Failure()
        }
        for file in files {
            guard let entry = archive_entry_new() else { throw Failure() }
            defer { archive_entry_free(entry) }
            archive_entry_set_pathname(entry, file.name)
            archive_entry_set_filetype(entry, 0o100000)
            archive_entry_set_perm(entry, 0o644)
            archive_entry_set_size(entry, Int64(file.bytes.count))
            guard archive_write_header(archive, entry) == ARCHIVE_OK,
                  file.bytes.withUnsafeBytes({ archive_write_data(archive, $0.baseAddress, $0.count) }) == file.bytes.count else {
                throw Failure()
            }
        }
        guard archive_write_close(archive) == ARCHIVE_OK else { throw Failure() }
    }
}
