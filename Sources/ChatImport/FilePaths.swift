import FoundationEssentials

/// Paths between an export's files and the transcript written for it.
enum FilePaths {
    /// `path` made absolute against the current folder, with `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The folder holding `path` (absolute).
    static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    }

    /// `file` (absolute) as a path relative to `folder` (absolute): `photos/a.jpg`,
    /// `../export/a.jpg`.
    static func relative(_ file: String, from folder: String) -> String {
        let target = file.split(separator: "/")
        let base = folder.split(separator: "/")
        var common = 0
        while common < target.count - 1, common < base.count, target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        return (up + target[common...].map(String.init)).joined(separator: "/")
    }

    /// Whether a relative path leaves its folder.
    static func leavesFolder(_ relative: String) -> Bool {
        relative.hasPrefix("../")
    }
}
