internal import CWebP

/// Owns one libwebp demuxer over a file's bytes: made by `WebPDemuxPartial`, released by
/// `WebPDemuxDelete` in `deinit`. The demuxer points into the bytes it was made from, which
/// must stay in place while it lives.
final class WebPDemuxer {
    /// One frame of an animation: where it goes on the canvas and its own WebP data (a
    /// borrowed slice of the file).
    struct Frame {
        let x: Int
        let y: Int
        let width: Int
        let height: Int
        let data: UnsafeBufferPointer<UInt8>
    }

    /// The `WebPDemuxer *`, owned.
    private let pointer: OpaquePointer

    /// Parses the container of `file` (`WebPDemuxPartial`). Data that ends before the last
    /// chunk is ``WebPError/truncated``, data the demuxer cannot parse
    /// ``WebPError/corrupt(_:)``.
    init(_ file: UnsafeBufferPointer<UInt8>) throws(WebPError) {
        var data = WebPData(bytes: file.baseAddress, size: file.count)
        var state = WEBP_DEMUX_PARSE_ERROR
        let made = WebPDemuxPartial(&data, &state)
        guard let made else {
            throw state == WEBP_DEMUX_PARSE_ERROR ? .corrupt("the animation's chunks cannot be parsed") : .outOfMemory
        }
        pointer = made
        guard state == WEBP_DEMUX_DONE else {
            throw state == WEBP_DEMUX_PARSE_ERROR ? .corrupt("the animation's chunks cannot be parsed") : .truncated
        }
    }

    deinit {
        WebPDemuxDelete(pointer)
    }

    /// The canvas size (`WebPDemuxGetI`).
    var canvasWidth: Int { Int(WebPDemuxGetI(pointer, WEBP_FF_CANVAS_WIDTH)) }
    var canvasHeight: Int { Int(WebPDemuxGetI(pointer, WEBP_FF_CANVAS_HEIGHT)) }

    /// Frame 1 (`WebPDemuxGetFrame`); the iterator is released at once
    /// (`WebPDemuxReleaseIterator`), its data belonging to the file.
    func firstFrame() throws(WebPError) -> Frame {
        var iterator = WebPIterator()
        guard WebPDemuxGetFrame(pointer, 1, &iterator) != 0 else { throw .corrupt("the animation has no frames") }
        defer { WebPDemuxReleaseIterator(&iterator) }
        guard iterator.complete != 0 else { throw .truncated }
        return Frame(x: Int(iterator.x_offset), y: Int(iterator.y_offset), width: Int(iterator.width), height: Int(iterator.height),
                     data: UnsafeBufferPointer(start: iterator.fragment.bytes, count: iterator.fragment.size))
    }
}
