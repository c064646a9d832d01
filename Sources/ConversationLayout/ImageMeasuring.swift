/// Finds the image files a transcript names and reads their sizes: what layout needs of a
/// photo or an avatar. The renderer implements it with its file policy and limits.
package protocol ImageMeasuring {
    /// Why an image cannot be shown; its description names the file.
    associatedtype Failure: Error & CustomStringConvertible

    /// The image `path` (as the transcript wrote it) names, with its size.
    func image(_ path: String) throws(Failure) -> MessageImage
}
