import FoundationEssentials

/// A photo or avatar file a conversation shows, known by its size until it is drawn.
package struct MessageImage: Hashable {
    /// The file to read.
    package let url: URL
    /// The path as the transcript wrote it, for error messages.
    package let name: String
    /// The size in pixels, upright (JPEG orientation applied).
    package let width: Int
    package let height: Int

    /// The file at `url`, written `name` in the transcript, of `width` by `height` pixels.
    package init(url: URL, name: String, width: Int, height: Int) {
        self.url = url
        self.name = name
        self.width = width
        self.height = height
    }

    /// Width divided by height.
    package var aspectRatio: Double {
        Double(width) / Double(max(1, height))
    }
}
