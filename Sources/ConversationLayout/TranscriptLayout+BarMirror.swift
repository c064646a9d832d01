import BubbleGeometry

extension TranscriptLayout {
    /// `path`, drawn in a box of `size`, placed with its left edge at `x` and centred on
    /// `centreY` in one of the screen's bars; one that `points` along the reading direction (a
    /// back chevron, a paper plane) is turned round first in a right-to-left chat, so that it
    /// points the right way once ``mirroredIfRightToLeft(_:in:)`` has moved it.
    func barIcon(_ path: Path, size: Size, x: Double, centreY: Double, points: Bool) -> Path {
        let drawn = points && transcript.layoutDirection == .rightToLeft ? path.mirrored(aroundX: size.width / 2) : path
        return drawn.offsetBy(dx: x, dy: centreY - size.height / 2)
    }

    /// `items`, laid out left to right across `frame`, each moved to its mirror image's place
    /// across the middle of the safe area when the chat reads right to left (see
    /// ``Row/Item/movedToMirror(aroundX:)``); as they are otherwise.
    func mirroredIfRightToLeft(_ items: [Row<Text>.Item], in frame: ScreenFrame) -> [Row<Text>.Item] {
        guard transcript.layoutDirection == .rightToLeft else { return items }
        let axis = (frame.size.safeArea.left + frame.size.width - frame.size.safeArea.right) / 2
        return items.map { $0.movedToMirror(aroundX: axis) }
    }
}
