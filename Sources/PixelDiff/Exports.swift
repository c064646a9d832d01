/// The colour a diff image paints its pixels in (declared in `BubblesCore`).
@_exported import struct BubblesCore.RGBAColor
