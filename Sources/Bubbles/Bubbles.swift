// One import for users of the library: transcripts (built in code or read from JSON), the
// renderer, bubble geometry, the colour type and the error protocol, RGBA images, PNG and WebP files, image comparison and
// its reports, and chat exports read as transcripts.
@_exported import BubblesCore
@_exported import BubbleGeometry
@_exported import BubbleRender
@_exported import ChatImport
@_exported import ImageDiffTool
@_exported import PixelDiff
@_exported import PNGCodec
@_exported import Raster
@_exported import StrictJSON
@_exported import Transcript
@_exported import WebPCodec
