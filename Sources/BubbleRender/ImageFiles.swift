import BubbleGeometry
import CairoDrawing
import ConversationLayout
import Raster

/// The photos and avatars a transcript names, as layout measures them: files the policy
/// allows, PNG, JPEG or WebP, whose headers give sizes within the limits.
struct ImageFiles: ImageMeasuring {
    let access: FileAccess
    let limits: ImageLimits

    /// The image `path` names, probed (see `ImageFile.probe(_:named:limits:)`).
    func image(_ path: String) throws(RenderError) -> MessageImage {
        try ImageFile.probe(access.resolve(path), named: path, limits: limits)
    }

    /// Where the decoded `image` reaches farthest toward `corner` (see
    /// `ImageSurface.visibleCorner(toward:)`).
    func visibleCorner(of image: MessageImage, toward corner: TopCorner) throws(RenderError) -> Point? {
        try ImageFile.load(image).visibleCorner(toward: corner)
    }
}
