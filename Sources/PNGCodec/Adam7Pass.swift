/// One of the seven passes of Adam7 interlacing: which pixels of the image it holds.
struct Adam7Pass: Sendable, Hashable {
    /// Column of the pass's first pixel in each of its rows.
    let xStart: Int
    /// Row of the pass's first row.
    let yStart: Int
    /// Distance in columns between two pixels of the pass.
    let xStep: Int
    /// Distance in rows between two rows of the pass.
    let yStep: Int

    /// The seven passes in file order (PNG specification, section 8.2).
    static let all: [Adam7Pass] = [
        Adam7Pass(xStart: 0, yStart: 0, xStep: 8, yStep: 8),
        Adam7Pass(xStart: 4, yStart: 0, xStep: 8, yStep: 8),
        Adam7Pass(xStart: 0, yStart: 4, xStep: 4, yStep: 8),
        Adam7Pass(xStart: 2, yStart: 0, xStep: 4, yStep: 4),
        Adam7Pass(xStart: 0, yStart: 2, xStep: 2, yStep: 4),
        Adam7Pass(xStart: 1, yStart: 0, xStep: 2, yStep: 2),
        Adam7Pass(xStart: 0, yStart: 1, xStep: 1, yStep: 2),
    ]

    /// Number of pixels per row of this pass in an image `imageWidth` wide (may be 0).
    func width(forImageWidth imageWidth: Int) -> Int {
        imageWidth > xStart ? (imageWidth - xStart + xStep - 1) / xStep : 0
    }

    /// Number of rows of this pass in an image `imageHeight` high (may be 0).
    func height(forImageHeight imageHeight: Int) -> Int {
        imageHeight > yStart ? (imageHeight - yStart + yStep - 1) / yStep : 0
    }
}
