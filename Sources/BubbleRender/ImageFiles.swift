import BubbleGeometry
import CairoDrawing
import ConversationLayout
import FileSystem
import Raster

/// The photos and avatars a transcript names, as layout measures them: files the policy
/// allows, PNG, JPEG or WebP, whose headers give sizes within the limits.
struct ImageFiles: ImageMeasuring {
    let access: FileAccess
    let limits: ImageLimits
    /// The shapes read so far, by file: a sticker sent twice is decoded and scanned once.
    let shapes = DrawnShapes()

    /// The image `path` names, probed (see `ImageFile.probe(_:named:limits:)`).
    func image(_ path: String) throws(RenderError) -> MessageImage {
        try ImageFile.probe(access.resolve(path), named: path, limits: limits)
    }

    /// Where the decoded `image` reaches farthest toward `corner` (see
    /// `ImageSurface.visibleCorner(toward:)`).
    func visibleCorner(of image: MessageImage, toward corner: TopCorner) throws(RenderError) -> Point? {
        try ImageFile.load(image).visibleCorner(toward: corner)
    }

    /// Where the decoded `image` draws (see `ImageSurface.drawnShape()`), read once per file.
    func drawnShape(of image: MessageImage) throws(RenderError) -> DrawnShape? {
        if let known = shapes.byFile[image.file] { return known }
        let shape = try ImageFile.load(image).drawnShape()
        shapes.byFile[image.file] = .some(shape)
        return shape
    }
}

/// The shapes of the pictures one layout has read (``ImageFiles/drawnShape(of:)``), nil for
/// those that draw nothing.
final class DrawnShapes {
    var byFile: [FileLocation: DrawnShape?] = [:]
}
