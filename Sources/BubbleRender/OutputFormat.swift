/// The kinds of file a conversation can be written as, chosen by the output's extension.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// A raster image, one file per page.
    case png
    /// A raster image, one file per page, lossless unless a lossy quality is given; at most
    /// 16383 pixels a side.
    case webp
    /// A vector image sized in points, one file per page.
    case svg
    /// A vector document; all pages in one file.
    case pdf

    /// Whether the format holds pixels (PNG, WebP) rather than vectors sized in points.
    public var isRaster: Bool {
        self == .png || self == .webp
    }

    /// The extensions of every format, for messages: `.png, .webp, .svg or .pdf`.
    public static var extensionList: String {
        let names = allCases.map { "." + $0.rawValue }
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// The format named by `path`'s extension (case-insensitive), or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The paths for `count` pages: `path` itself for one page, else `OUT-1.png`, `OUT-2.png`, ...
    /// A PDF keeps its pages in one file.
    public func pagePaths(for path: String, count: Int) -> [String] {
        guard count > 1, self != .pdf else { return [path] }
        return (1...count).map { pagePath(for: path, number: $0) }
    }

    /// The path of page `number` of a paginated `path`: `OUT-3.png` for `OUT.png`.
    public func pagePath(for path: String, number: Int) -> String {
        let dot = path.lastIndex(of: ".") ?? path.endIndex
        return "\(path[..<dot])-\(number)\(path[dot...])"
    }
}
