import BubbleGeometry
import SeededRandom

/// The dots that hide a spoiler, as Telegram draws them: a dense, even spray of small dots of
/// a few opacities over the hidden characters' boxes. Deterministic: the same boxes and seed
/// give the same dots (a SplitMix64 sequence), never different ones from run to run.
struct SpoilerParticles {
    /// One dot: its centre, radius and opacity (0...1), in points.
    struct Dot: Hashable {
        let center: Point
        let radius: Double
        let opacity: Double
    }

    /// The opacities dots are drawn with, so that all dots of one are filled at once.
    static let opacities = [0.35, 0.65, 1.0]
    /// Dots per square point of box.
    static let density = 0.45

    let dots: [Dot]

    /// Dots filling `boxes`, inset by half a point so that none reaches past them.
    init(boxes: [Rect], seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var dots: [Dot] = []
        for box in boxes {
            let area = box.insetBy(dx: 0.5, dy: 0.5)
            guard area.width > 0, area.height > 0 else { continue }
            let count = max(1, Int((area.width * area.height * Self.density).rounded()))
            for _ in 0 ..< count {
                let radius = 0.45 + 0.35 * random.nextUnit()
                let x = area.minX + radius + (area.width - 2 * radius) * random.nextUnit()
                let y = area.minY + radius + (area.height - 2 * radius) * random.nextUnit()
                let opacity = Self.opacities[Int(random.next() % UInt64(Self.opacities.count))]
                dots.append(Dot(center: Point(x: x, y: y), radius: min(radius, area.width / 2, area.height / 2), opacity: opacity))
            }
        }
        self.dots = dots
    }
}
