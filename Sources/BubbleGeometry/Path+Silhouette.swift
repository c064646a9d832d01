extension Path {
    /// The outline of a person, head and shoulders, as the apps draw a contact without a
    /// picture: for a disc `diameter` points wide whose top-left corner is at (0, 0). The
    /// shoulders run to the disc's bottom edge; clip them to the disc.
    public static func personSilhouette(diameter: Double) -> Path {
        let d = diameter
        var path = Path.circle(center: Point(x: 0.5 * d, y: 0.38 * d), radius: 0.19 * d)
        path.move(to: Point(x: 0.1 * d, y: d))
        path.curve(to: Point(x: 0.5 * d, y: 0.63 * d), control1: Point(x: 0.12 * d, y: 0.74 * d), control2: Point(x: 0.3 * d, y: 0.63 * d))
        path.curve(to: Point(x: 0.9 * d, y: d), control1: Point(x: 0.7 * d, y: 0.63 * d), control2: Point(x: 0.88 * d, y: 0.74 * d))
        path.close()
        return path
    }
}
