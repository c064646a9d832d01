extension IncomingOutline {
    /// The `plain` bubble: a rounded rectangle of radius 12, content inset 12 × 8, no tail.
    static func plain(content: Size) -> IncomingOutline {
        let frame = Rect(x: 0, y: 0, width: content.width + 24, height: content.height + 16)
        return IncomingOutline(
            path: .roundedRect(frame, radius: 12), frame: frame, body: frame,
            content: Rect(x: 12, y: 8, width: content.width, height: content.height))
    }
}
