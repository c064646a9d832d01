#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import BubbleGeometry

/// The map a location card shows, drawn by us with nothing fetched: pale land, a park, a
/// pond, streets crossing it (placed by a seed, so that two places differ) and a pin in the
/// middle. Every shape stays inside the tile's rounded rectangle.
package struct MapPlaceholder: Sendable, Hashable {
    /// The map's colours in one appearance.
    package struct Colors: Sendable, Hashable {
        package var land: RGBAColor
        package var park: RGBAColor
        package var water: RGBAColor
        package var street: RGBAColor
        package var pin: RGBAColor
    }

    /// Light land and white streets; in the dark, slate land and grey streets.
    package static let colors = ByAppearance(
        light: Colors(land: .rgb(0xF1EEE8), park: .rgb(0xCFE8C4), water: .rgb(0xAAD3F2), street: .white, pin: .rgb(0xE8453C)),
        dark: Colors(land: .rgb(0x242F3E), park: .rgb(0x263C33), water: .rgb(0x17263C), street: .rgb(0x3B4656), pin: .rgb(0xE8453C)))

    /// What picks the streets.
    package let seed: UInt64

    package init(seed: UInt64) {
        self.seed = seed
    }

    /// The map's shapes filling `rect` with corners of `radius`, back to front.
    package func shapes(in rect: Rect, radius: Double, colors: Colors) -> [(Path, RGBAColor)] {
        var random = seed | 1
        // A small xorshift: the same seed draws the same streets everywhere.
        func next(_ range: ClosedRange<Double>) -> Double {
            random ^= random << 13
            random ^= random >> 7
            random ^= random << 17
            return range.lowerBound + Double(random % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
        let margin = radius + 6
        var shapes: [(Path, RGBAColor)] = [(.roundedRect(rect, radius: radius), colors.land)]
        let park = Rect(x: rect.minX + rect.width * next(0.05 ... 0.55), y: rect.minY + margin,
                        width: rect.width * next(0.2 ... 0.35), height: rect.height * next(0.25 ... 0.4))
        shapes.append((.roundedRect(park, radius: 3), colors.park))
        let pond = Rect(x: rect.minX + rect.width * next(0.6 ... 0.75), y: rect.maxY - margin - rect.height * 0.3,
                        width: rect.width * next(0.12 ... 0.2), height: rect.height * 0.3)
        shapes.append((.roundedRect(pond, radius: min(pond.width, pond.height) / 2), colors.water))
        // Streets from edge to edge, away from the rounded corners: three across, three down,
        // one slanting, the main ones wider.
        let usable = (rect.minY + margin) ... (rect.maxY - margin)
        for index in 0 ..< 3 {
            let y = rect.minY + rect.height * (Double(index) + next(0.3 ... 0.7)) / 3
            let clamped = min(max(y, usable.lowerBound), usable.upperBound)
            shapes.append((.rect(Rect(x: rect.minX, y: clamped - 2, width: rect.width, height: index == 1 ? 6 : 4)), colors.street))
        }
        for index in 0 ..< 3 {
            let x = rect.minX + rect.width * (Double(index) + next(0.25 ... 0.75)) / 3
            let clamped = min(max(x, rect.minX + margin), rect.maxX - margin)
            shapes.append((.rect(Rect(x: clamped - 2, y: rect.minY, width: index == 0 ? 6 : 4, height: rect.height)), colors.street))
        }
        // Short of the edges by its half width, so that its slanted ends stay inside.
        let slant = [Point(x: rect.minX + 3, y: next(usable)), Point(x: rect.maxX - 3, y: next(usable))]
        shapes.append((.polyline(slant, width: 5), colors.street))
        shapes.append(contentsOf: pin(at: Point(x: rect.midX, y: rect.midY), colors: colors))
        return shapes
    }

    /// A map pin whose tip is at `tip`: its shadow, the drop and the white dot in its head.
    private func pin(at tip: Point, colors: Colors) -> [(Path, RGBAColor)] {
        let radius = 10.0
        let head = Point(x: tip.x, y: tip.y - 20)
        var drop = Path()
        // The sides leave the head where their tangents meet the tip.
        let side = 0.75
        drop.move(to: tip)
        drop.line(to: Point(x: head.x - radius * sin(side), y: head.y + radius * cos(side)))
        drop.arc(center: head, radius: radius, startAngle: .pi / 2 + side, endAngle: .pi / 2 - side + 2 * .pi, clockwise: true)
        drop.close()
        let shadow = Path.roundedRect(Rect(x: tip.x - 6, y: tip.y - 2, width: 12, height: 4), radius: 2)
        return [(shadow, RGBAColor(red: 0, green: 0, blue: 0, alpha: 60)), (drop, colors.pin),
                (.circle(center: head, radius: 4), .white)]
    }
}
