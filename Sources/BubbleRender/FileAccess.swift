import CairoDrawing
import FileSystem
import FoundationEssentials

/// Which image and font files a transcript may read: by default only files beneath its own
/// folder, as the kernel resolves them (``FileLocation/beneath(_:_:links:)``: `..` and
/// symbolic links only while they stay inside); absolute paths and anything outside need
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
    ///
    /// A file beneath the folder is opened once here, so that one leading out of it is
    /// refused with the option that allows it; every later read of it is confined again.
    func resolve(_ path: String) throws(RenderError) -> FileLocation {
        let absolute = path.hasPrefix("/")
        guard !allowOutside else { return .anywhere(absolute ? path : folder.path + "/" + path) }
        if absolute {
            throw .image(path: path, reason: "is an absolute path; pass \(Self.permission) to read files outside the transcript's folder")
        }
        let location = FileLocation.beneath(folder.path, path, links: .inside)
        // Anything else wrong with the file is said when it is read, in the words of its kind.
        if case .failure(.outside) = Result(catching: { () throws(FileProblem) in try RegularFile(location) }) {
            throw .image(path: path, reason: "is outside the transcript's folder \(folder.path); pass \(Self.permission) to read it")
        }
        return location
    }
}
