import CairoDrawing
import FoundationEssentials

/// Which image files a transcript may read: by default only files inside its own folder
/// (after following `..` and symbolic links); absolute paths and anything outside need
/// `allowOutside`.
struct FileAccess {
    /// The transcript's folder with symbolic links resolved.
    let folder: URL
    let allowOutside: Bool

    init(folder: URL?, allowOutside: Bool) {
        let base = folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        self.folder = base.standardizedFileURL.resolvingSymlinksInPath()
        self.allowOutside = allowOutside
    }

    /// The argument that lets images come from anywhere, as refusals name it; the command
    /// line names its own option instead.
    static let permission = BubbleRenderer.outsideFilesPermission

    /// The file `path` (as written in the transcript) names, if the policy allows reading it.
    func resolve(_ path: String) throws(RenderError) -> URL {
        let absolute = path.hasPrefix("/")
        let url = (absolute ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path))
            .standardizedFileURL.resolvingSymlinksInPath()
        guard !allowOutside else { return url }
        if absolute {
            throw .image(path: path, reason: "is an absolute path; pass \(Self.permission) to read files outside the transcript's folder")
        }
        guard url.path.hasPrefix(folder.path.hasSuffix("/") ? folder.path : folder.path + "/") else {
            throw .image(path: path, reason: "is outside the transcript's folder \(folder.path); pass \(Self.permission) to read it")
        }
        return url
    }
}
