import FoundationEssentials

/// Decoded images kept while a page is drawn, so that an avatar shown beside many rows, or
/// a photo drawn in two bands, is read and decoded once. The least recently used images
/// go first when the decoded pixels would pass `budget` bytes.
final class ImageCache {
    private var surfaces: [URL: ImageSurface] = [:]
    private var recent: [URL] = []
    private var bytes = 0
    private let budget: Int

    init(budget: Int = 256 << 20) {
        self.budget = budget
    }

    /// `image` decoded (``ImageFile/load(_:)``), from the cache when it is there.
    func surface(for image: MessageImage) throws(RenderError) -> ImageSurface {
        if let surface = surfaces[image.url] {
            recent.removeAll { $0 == image.url }
            recent.append(image.url)
            return surface
        }
        let surface = try ImageFile.load(image)
        let size = surface.width * surface.height * 4
        while bytes + size > budget, let oldest = recent.first {
            recent.removeFirst()
            bytes -= surfaces.removeValue(forKey: oldest).map { $0.width * $0.height * 4 } ?? 0
        }
        if size <= budget {
            surfaces[image.url] = surface
            recent.append(image.url)
            bytes += size
        }
        return surface
    }
}
