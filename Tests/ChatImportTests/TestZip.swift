import CLibArchive

/// Zip archives the tests write with libarchive (`archive_write_new`, zip format), entry by
/// entry, so that each test holds its own export in WhatsApp's real layout.
enum TestZip {
    /// One entry of a test archive.
    enum Entry {
        /// A regular file with its bytes.
        case file(String, [UInt8])
        /// A symbolic link to a target.
        case link(String, to: String)

        /// A regular file holding `text` as UTF-8.
        static func text(_ name: String, _ text: String) -> Entry { .file(name, Array(text.utf8)) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `entries` to a zip at `path`, deflated.
    static func write(_ entries: [Entry], to path: String) throws {
        guard let archive = archive_write_new() else { throw Failure(description: "archive_write_new failed") }
        defer { archive_write_free(archive) }
        func check(_ status: Int32) throws {
            guard status == ARCHIVE_OK else {
                throw Failure(description: archive_error_string(archive).map { String(cString: $0) } ?? "libarchive failed")
            }
        }
        try check(archive_write_set_format_zip(archive))
        try check(archive_write_open_filename(archive, path))
        for item in entries {
            guard let entry = archive_entry_new() else { throw Failure(description: "archive_entry_new failed") }
            defer { archive_entry_free(entry) }
            switch item {
            case .file(let name, let bytes):
                archive_entry_set_pathname(entry, name)
                archive_entry_set_filetype(entry, 0o100000)
                archive_entry_set_perm(entry, 0o644)
                archive_entry_set_size(entry, Int64(bytes.count))
                try check(archive_write_header(archive, entry))
                let written = bytes.withUnsafeBytes { archive_write_data(archive, $0.baseAddress, $0.count) }
                guard written == bytes.count else { throw Failure(description: "archive_write_data wrote \(written) bytes") }
            case .link(let name, let target):
                archive_entry_set_pathname(entry, name)
                archive_entry_set_filetype(entry, 0o120000)
                archive_entry_set_perm(entry, 0o777)
                archive_entry_set_symlink(entry, target)
                try check(archive_write_header(archive, entry))
            }
        }
        try check(archive_write_close(archive))
    }
}
