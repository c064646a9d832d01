import BubbleGeometry

/// Finds the image files a transcript names and reads their sizes: what layout needs of a
/// photo or an avatar (and where a sticker's shape reaches and draws). The renderer implements
/// it with its file policy and limits.
package protocol ImageMeasuring {
    /// Why an image cannot be shown; its description names the file.
    associatedtype Failure: Error & CustomStringConvertible

    /// The image `path` (as the transcript wrote it) names, with its size.
    func image(_ path: String) throws(Failure) -> MessageImage

    /// Where `image`'s visible content reaches farthest toward its top `corner`: the opaque
    /// pixel (alpha at least half) farthest along the diagonal to it, as fractions of the
    /// image's width and height (the pixel's centre); nil when no pixel is opaque. A mark
    /// that points at a sticker's corner points there, so it touches the drawn shape rather
    /// than the picture's transparent box.
    func visibleCorner(of image: MessageImage, toward corner: TopCorner) throws(Failure) -> Point?

    /// Where `image` draws on its transparent box (``DrawnShape``, pixels whose alpha is at
    /// least a tenth), in the unit square; nil when it draws nothing, and its box stands for it.
    func drawnShape(of image: MessageImage) throws(Failure) -> DrawnShape?
}

extension ImageMeasuring {
    /// An engine that reads no pixels takes the picture's box: its corner itself.
    package func visibleCorner(of image: MessageImage, toward corner: TopCorner) throws(Failure) -> Point? {
        Point(x: corner == .right ? 1 : 0, y: 0)
    }

    /// An engine that reads no pixels takes the picture's box.
    package func drawnShape(of image: MessageImage) throws(Failure) -> DrawnShape? {
        nil
    }
}
