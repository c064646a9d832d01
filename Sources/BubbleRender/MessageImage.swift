import FoundationEssentials

/// A photo or avatar file a conversation shows, known by its size until it is drawn.
struct MessageImage: Hashable {
    /// The file to read.
    let url: URL
    /// The path as the transcript wrote it, for error messages.
    let name: String
    /// The size in pixels, upright (JPEG orientation applied).
    let width: Int
    let height: Int

    /// Width divided by height.
    var aspectRatio: Double {
        Double(width) / Double(max(1, height))
    }
}
