import PixelDiff
import TextOutput

/// One image of a folder comparison (or the one pair of a two-file one): its path relative
/// to both folders, what was found, and the PNG files a report shows.
struct DiffEntry {
    enum Status: String {
        /// Within the limits.
        case match
        /// Beyond the limits.
        case changed
        /// The two images have different sizes.
        case size
        /// Only in the expected folder.
        case missing
        /// Only in the actual folder.
        case new
    }

    var path: String
    var status: Status
    /// The comparison, for `match`, `changed` and (on the union canvas) `size`.
    var result: DiffResult?
    var expectedSize: (width: Int, height: Int)?
    var actualSize: (width: Int, height: Int)?
    /// The files as read, and the diff image, for reports.
    var expectedPNG: [UInt8]?
    var actualPNG: [UInt8]?
    var diffPNG: [UInt8]?

    var passed: Bool { status == .match }

    /// The line the text output prints for an image that does not match:
    /// `changed  chats/a.png: 707 of 1042080 pixels differ (0.0678%)`.
    var line: String {
        status.rawValue + String(repeating: " ", count: max(1, 9 - status.rawValue.count)) + "\(path): \(summary)\n"
    }

    /// One line for a person: what differs and by how much.
    var summary: String {
        switch status {
        case .match, .changed:
            guard let result else { return status.rawValue }
            let percent = FixedPoint.text(result.differentRatio * 100, digits: 4)
            return "\(result.differentPixels) of \(result.totalPixels) pixels differ (\(percent)%)"
        case .size:
            let expected = expectedSize.map { "\($0.width)x\($0.height)" } ?? "?"
            let actual = actualSize.map { "\($0.width)x\($0.height)" } ?? "?"
            return "\(expected) vs \(actual) (expected vs actual)"
        case .missing:
            return "only in the expected folder"
        case .new:
            return "only in the actual folder"
        }
    }
}
