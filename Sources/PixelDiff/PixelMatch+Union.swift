import Raster

extension PixelMatch {
    /// Compares images that may differ in size, on their union canvas: the part both cover is
    /// compared as ``compare(_:_:options:makeDiffImage:)`` does, every pixel only one of them
    /// covers counts as different (drawn in ``DiffOptions/diffColor``), and a corner neither
    /// covers stays transparent. Images of one size give exactly what `compare` gives.
    public static func compareOnUnion(
        _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = .init(), makeDiffImage: Bool = false
    ) throws(PixelDiffError) -> DiffResult {
        guard expected.width != actual.width || expected.height != actual.height else {
            return try compare(expected, actual, options: options, makeDiffImage: makeDiffImage)
        }
        let commonWidth = min(expected.width, actual.width), commonHeight = min(expected.height, actual.height)
        let unionWidth = max(expected.width, actual.width), unionHeight = max(expected.height, actual.height)
        let unionPixels: Int
        do {
            unionPixels = try RGBAImage.byteCount(width: unionWidth, height: unionHeight) / 4
        } catch {
            throw .invalidImage(error)
        }
        var overlap = try compare(expected.cropped(toWidth: commonWidth, height: commonHeight),
                                  actual.cropped(toWidth: commonWidth, height: commonHeight),
                                  options: options, makeDiffImage: makeDiffImage)
        let common = commonWidth * commonHeight
        overlap.differentPixels += expected.pixelCount + actual.pixelCount - 2 * common
        overlap.totalPixels = unionPixels
        overlap.diffImage = overlap.diffImage.map { image in
            image.placed(onWidth: unionWidth, height: unionHeight) { x, y in
                (x < expected.width && y < expected.height) != (x < actual.width && y < actual.height) ? options.diffColor : nil
            }
        }
        return overlap
    }
}
