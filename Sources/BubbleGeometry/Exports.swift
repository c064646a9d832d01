/// The colour gradients and doodles are painted in, and every layer above them (declared in
/// `BubblesCore`, where the image comparison finds it too).
@_exported import struct BubblesCore.RGBAColor
