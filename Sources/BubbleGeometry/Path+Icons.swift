extension Path {
    /// The "forwarded" mark of chat apps: a shaft curving up from the bottom left into an
    /// arrowhead pointing right, filling `rect` (our own outline, one closed subpath).
    public static func forwardArrow(in rect: Rect) -> Path {
        func at(_ u: Double, _ v: Double) -> Point {
            Point(x: rect.minX + u * rect.width, y: rect.minY + v * rect.height)
        }
        var path = Path()
        path.move(to: at(0.58, 0))
        path.line(to: at(1, 0.42))
        path.line(to: at(0.58, 0.84))
        path.line(to: at(0.58, 0.6))
        path.curve(to: at(0, 1), control1: at(0.3, 0.6), control2: at(0.08, 0.72))
        path.curve(to: at(0.58, 0.24), control1: at(0.02, 0.5), control2: at(0.22, 0.24))
        path.close()
        return path
    }
}
