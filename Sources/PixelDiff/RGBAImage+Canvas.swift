import BubblesCore
import Raster

extension RGBAImage {
    /// A fully transparent image.
    static func transparent(width: Int, height: Int) -> RGBAImage {
        RGBAImage(validatedWidth: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The top-left `width` x `height` pixels (no larger than the image).
    func cropped(toWidth newWidth: Int, height newHeight: Int) -> RGBAImage {
        guard newWidth != width || newHeight != height else { return self }
        var out = [UInt8]()
        out.reserveCapacity(newWidth * newHeight * 4)
        for y in 0..<newHeight {
            out.append(contentsOf: pixels[(y * width * 4)..<(y * width * 4 + newWidth * 4)])
        }
        return RGBAImage(validatedWidth: newWidth, height: newHeight, pixels: out)
    }

    /// This image in the top-left corner of a canvas of `width` x `height` (at least as
    /// large as the image); each pixel outside it is opaque `fill(x, y)`, or transparent
    /// where that is nil.
    func placed(onWidth newWidth: Int, height newHeight: Int, fill: (Int, Int) -> RGBAColor?) -> RGBAImage {
        var canvas = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                let index = (y * newWidth + x) * 4
                if x < width, y < height {
                    let source = (y * width + x) * 4
                    for channel in 0..<4 { canvas[index + channel] = pixels[source + channel] }
                } else if let color = fill(x, y) {
                    canvas[index] = color.red
                    canvas[index + 1] = color.green
                    canvas[index + 2] = color.blue
                    canvas[index + 3] = 255
                }
            }
        }
        return RGBAImage(validatedWidth: newWidth, height: newHeight, pixels: canvas)
    }
}
