import ConversationLayout
import FileSystem
import FoundationEssentials
import BubbleGeometry

/// Decoded images kept while a page is drawn, so that an avatar shown beside many rows, or
/// a photo drawn in two bands, is read, decoded and scaled once. The least recently used
/// images go first when the kept pixels would pass `budget` bytes.
package final class ImageCache {
    /// What is kept: a decoded file, a photo scaled into the device pixels of `rect` at
    /// `scale`, or a doodle tile of `pattern` `pixels` wide in `ink`.
    private enum Key: Hashable {
        case decoded(FileLocation)
        case placed(FileLocation, rect: Rect, scale: Double)
        case doodleTile(ink: RGBAColor, pattern: DoodlePattern, pixels: Int, scale: Double)
    }

    private var surfaces: [Key: ImageSurface] = [:]
    private var recent: [Key] = []
    private var bytes = 0
    private let budget: Int

    package init(budget: Int = 256 << 20) {
        self.budget = budget
    }

    /// `image` decoded (``ImageFile/load(_:)``), from the cache when it is there.
    package func surface(for image: MessageImage) throws(RenderError) -> ImageSurface {
        try cached(.decoded(image.file)) { () throws(RenderError) in try ImageFile.load(image) }
    }

    /// `image` scaled into the whole device pixels that `rect` (in points) touches at `scale`,
    /// made by `make` from the decoded image when it is not kept yet.
    package func placed(_ image: MessageImage, covering rect: Rect, scale: Double,
                make: (ImageSurface) throws(RenderError) -> ImageSurface) throws(RenderError) -> ImageSurface {
        try cached(.placed(image.file, rect: rect, scale: scale)) { () throws(RenderError) in try make(surface(for: image)) }
    }

    /// The doodle tile of `pattern` `pixels` wide drawn in `ink` at `scale`, made by `make`
    /// when it is not kept yet.
    package func doodleTile(ink: RGBAColor, pattern: DoodlePattern, pixels: Int, scale: Double,
                            make: () throws(RenderError) -> ImageSurface) throws(RenderError) -> ImageSurface {
        try cached(.doodleTile(ink: ink, pattern: pattern, pixels: pixels, scale: scale), make: make)
    }

    private func cached(_ key: Key, make: () throws(RenderError) -> ImageSurface) throws(RenderError) -> ImageSurface {
        if let surface = surfaces[key] {
            recent.removeAll { $0 == key }
            recent.append(key)
            return surface
        }
        let surface = try make()
        let size = surface.width * surface.height * 4
        while bytes + size > budget, let oldest = recent.first {
            recent.removeFirst()
            bytes -= surfaces.removeValue(forKey: oldest).map { $0.width * $0.height * 4 } ?? 0
        }
        if size <= budget {
            surfaces[key] = surface
            recent.append(key)
            bytes += size
        }
        return surface
    }
}
