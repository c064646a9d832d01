/// Turns CMYK samples into RGBA in place (4 bytes per pixel either way).
///
/// libjpeg-turbo 2.1 has no CMYK to RGB conversion (`TJPF_RGBA` fails with "Unsupported
/// color conversion request"), so CMYK and YCCK JPEGs are decompressed as `TJPF_CMYK`
/// (libjpeg turns YCCK into CMYK) and converted here with the plain formula
/// `R = (1 - C)(1 - K)`, no colour management (ICC profiles are ignored, as for RGB JPEGs).
///
/// Adobe applications, which write nearly all CMYK JPEGs, store the samples inverted
/// (255 = no ink) and mark the file with an APP14 `Adobe` segment; Pillow does the same.
/// Files with that segment are read as inverted, files without it as plain CMYK.
enum CMYKConverter {
    /// Converts `width * height` CMYK pixels in `pixels` to RGBA with alpha 255.
    static func convertToRGBA(_ pixels: UnsafeMutableBufferPointer<UInt8>, inverted: Bool) {
        var index = 0
        let end = pixels.count - pixels.count % 4
        while index < end {
            var c = UInt32(pixels[index])
            var m = UInt32(pixels[index + 1])
            var y = UInt32(pixels[index + 2])
            var k = UInt32(pixels[index + 3])
            if !inverted {
                c = 255 - c
                m = 255 - m
                y = 255 - y
                k = 255 - k
            }
            // Now 255 means "no ink": the channel is (255 - ink) * (255 - black) / 255.
            pixels[index] = UInt8(truncatingIfNeeded: (c * k + 127) / 255)
            pixels[index + 1] = UInt8(truncatingIfNeeded: (m * k + 127) / 255)
            pixels[index + 2] = UInt8(truncatingIfNeeded: (y * k + 127) / 255)
            pixels[index + 3] = 255
            index += 4
        }
    }
}
