import Raster

extension ImageLimits {
    /// Checks the size of one image a transcript refers to, named `name` in the error.
    package func check(width: Int, height: Int, name: String) throws(RenderError) {
        guard allows(width: width, height: height) else {
            let sides = maxWidth == maxHeight ? "\(maxWidth) pixels a side" : "\(maxWidth) pixels wide, \(maxHeight) tall"
            throw .image(path: name, reason: "image of \(width)x\(height) pixels is larger than the limit "
                         + "(\(sides), \(maxPixels / 1_000_000) megapixels)")
        }
    }
}
