/// The incoming (left-hand) version of a bubble outline; outgoing bubbles mirror it.
struct IncomingOutline: Hashable {
    var path: Path
    var frame: Rect
    var body: Rect
    var content: Rect
}
