import BubbleGeometry

/// Where the parts of a device screen go, in points from its top-left corner: the status bar
/// in the top safe area, the chat's header below it, the messages, the composer, and the
/// bottom safe area (the home indicator's strip).
package struct ScreenFrame: Sendable, Hashable {
    package let size: ScreenSize
    package let statusBar: Rect
    package let header: Rect
    package let messages: Rect
    package let composer: Rect
    package let bottomArea: Rect
    /// What the status bar and the header are made of where the messages scroll under them:
    /// iOS's translucent bar material; nil on Android, whose bars are opaque.
    package let headerMaterial: BarMaterial?
    /// Whether a chat shorter than ``messages`` starts at its top (the look's
    /// ``ChatLook/shortChatAtTop``) rather than ending above the composer.
    package let shortChatAtTop: Bool

    /// The frame of `size` for a chat drawn in `look`, its composer `composerGrowth` points
    /// taller than the app's one-line bar (a draft of several lines).
    package init(size: ScreenSize, look: ChatLook, composerGrowth: Double = 0) {
        self.size = size
        let inset = size.safeArea
        let chrome = look.chrome(size.platform)
        let composerHeight = chrome.composerHeight + max(0, composerGrowth)
        statusBar = Rect(x: 0, y: 0, width: size.width, height: inset.top)
        header = Rect(x: 0, y: inset.top, width: size.width, height: chrome.headerHeight)
        bottomArea = Rect(x: 0, y: size.height - inset.bottom, width: size.width, height: inset.bottom)
        composer = Rect(x: 0, y: bottomArea.minY - composerHeight, width: size.width, height: composerHeight)
        messages = Rect(x: inset.left, y: header.maxY, width: size.width - inset.horizontal, height: composer.minY - header.maxY)
        headerMaterial = size.platform == .ios ? .ios(Rect(x: 0, y: 0, width: size.width, height: header.maxY)) : nil
        shortChatAtTop = look.shortChatAtTop
    }

    /// The most lines of a draft the composer shows, as iMessage and WhatsApp grow their
    /// field up to five lines and then scroll it.
    package static let maxDraftLines = 5

    /// The rows a chat scrolled to its end shows: rows of `heights` with `spacings` above
    /// them, stacked up from `padding` above the composer. Returns the rows that reach into
    /// ``messages`` (all, when they fit) and the top of the first of them, in points from
    /// the top of the screen. Rows that all fit with `padding` above them start that far
    /// under the header instead when ``shortChatAtTop``.
    package func visibleRows(heights: [Double], spacings: [Double], padding: Double) -> (rows: Range<Int>, top: Double) {
        var bottom = messages.maxY - padding
        var first = heights.count
        var top = bottom
        while first > 0, bottom > messages.minY {
            first -= 1
            top = bottom - heights[first]
            bottom = top - spacings[first]
        }
        if shortChatAtTop, first == 0, top >= messages.minY + padding {
            return (0..<heights.count, messages.minY + padding)
        }
        return (first..<heights.count, top)
    }
}
