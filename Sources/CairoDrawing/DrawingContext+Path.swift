internal import CCairoPango
import BubbleGeometry

extension DrawingContext {
    /// Replays a `Path` value into the context as its current path: the one adapter between
    /// geometry and Cairo. Clockwise arcs (on screen, y down) are `cairo_arc`, anticlockwise
    /// ones `cairo_arc_negative`.
    package func replay(_ path: Path) {
        cairo_new_path(pointer)
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(pointer, p.x, p.y)
            case .line(let p):
                cairo_line_to(pointer, p.x, p.y)
            case .curve(let p, let c1, let c2):
                cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .arc(let center, let radius, let start, let end, let clockwise):
                if clockwise {
                    cairo_arc(pointer, center.x, center.y, radius, start, end)
                } else {
                    cairo_arc_negative(pointer, center.x, center.y, radius, start, end)
                }
            case .close:
                cairo_close_path(pointer)
            }
        }
    }
}
