import FileSystem

/// A photo or avatar file a conversation shows, known by its size until it is drawn.
package struct MessageImage: Hashable {
    /// The file to read, and the folder it may not leave.
    package let file: FileLocation
    /// The path as the transcript wrote it, for error messages.
    package let name: String
    /// The size in pixels, upright (JPEG orientation applied).
    package let width: Int
    package let height: Int

    /// The file at `file`, written `name` in the transcript, of `width` by `height` pixels.
    package init(file: FileLocation, name: String, width: Int, height: Int) {
        self.file = file
        self.name = name
        self.width = width
        self.height = height
    }

    /// Width divided by height.
    package var aspectRatio: Double {
        Double(width) / Double(max(1, height))
    }
}
