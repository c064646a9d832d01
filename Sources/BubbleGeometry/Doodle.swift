#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The small line drawings of a doodle wallpaper, our own outlines in the style of a chat
/// app's default background: each is drawn in a unit box (0...1 both ways) as lines to stroke,
/// not shapes to fill.
public enum Doodle: CaseIterable, Sendable {
    /// A speech bubble with three dots.
    case chatBubble
    /// A heart.
    case heart
    /// A five-pointed star.
    case star
    /// A camera with its lens and flash.
    case camera
    /// A smartphone.
    case phone
    /// Two beamed quavers.
    case musicNote
    /// A cloud of three bumps.
    case cloud
    /// A smiling face.
    case smiley
    /// A closed envelope.
    case envelope
    /// A steaming cup.
    case cup
    /// A paper plane.
    case paperPlane
    /// A cat's face with its ears and whiskers.
    case cat
    /// A rocket with a window, fins and a flame.
    case rocket
    /// A planet with a tilted ring.
    case planet
    /// A balloon on a string.
    case balloon
    /// An ice cream cone.
    case iceCream
    /// A gift box with a bow.
    case gift
    /// An open umbrella.
    case umbrella
    /// A crescent moon.
    case moon

    /// The doodle's lines in the unit box.
    public var path: Path {
        switch self {
        case .chatBubble: Self.chatBubbleLines
        case .heart: Self.heartLines
        case .star: Self.starLines
        case .camera: Self.cameraLines
        case .phone: Self.phoneLines
        case .musicNote: Self.musicNoteLines
        case .cloud: Self.cloudLines
        case .smiley: Self.smileyLines
        case .envelope: Self.envelopeLines
        case .cup: Self.cupLines
        case .paperPlane: Self.paperPlaneLines
        case .cat: Self.catLines
        case .rocket: Self.rocketLines
        case .planet: Self.planetLines
        case .balloon: Self.balloonLines
        case .iceCream: Self.iceCreamLines
        case .gift: Self.giftLines
        case .umbrella: Self.umbrellaLines
        case .moon: Self.moonLines
        }
    }

    private static func point(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    private static func circle(_ x: Double, _ y: Double, radius: Double) -> Path {
        var path = Path()
        path.move(to: point(x + radius, y))
        path.arc(center: point(x, y), radius: radius, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        path.close()
        return path
    }

    private static func lines(_ points: [(Double, Double)], closed: Bool = false) -> Path {
        var path = Path()
        for (index, (x, y)) in points.enumerated() {
            if index == 0 { path.move(to: point(x, y)) } else { path.line(to: point(x, y)) }
        }
        if closed { path.close() }
        return path
    }

    private static var chatBubbleLines: Path {
        var path = Path.roundedRect(Rect(x: 0.05, y: 0.1, width: 0.9, height: 0.6), radius: 0.2)
        path.append(lines([(0.3, 0.7), (0.2, 0.92), (0.5, 0.7)]))
        for x in [0.3, 0.5, 0.7] { path.append(circle(x, 0.4, radius: 0.035)) }
        return path
    }

    private static var heartLines: Path {
        var path = Path()
        path.move(to: point(0.5, 0.9))
        path.curve(to: point(0.05, 0.38), control1: point(0.18, 0.66), control2: point(0.05, 0.52))
        path.curve(to: point(0.5, 0.25), control1: point(0.05, 0.08), control2: point(0.42, 0.04))
        path.curve(to: point(0.95, 0.38), control1: point(0.58, 0.04), control2: point(0.95, 0.08))
        path.curve(to: point(0.5, 0.9), control1: point(0.95, 0.52), control2: point(0.82, 0.66))
        path.close()
        return path
    }

    private static var starLines: Path {
        let corners = (0..<10).map { index -> (Double, Double) in
            let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
            let radius = index.isMultiple(of: 2) ? 0.47 : 0.2
            return (0.5 + radius * cos(angle), 0.54 + radius * sin(angle))
        }
        return lines(corners, closed: true)
    }

    private static var cameraLines: Path {
        var path = Path.roundedRect(Rect(x: 0.05, y: 0.28, width: 0.9, height: 0.57), radius: 0.1)
        path.append(lines([(0.32, 0.28), (0.39, 0.15), (0.61, 0.15), (0.68, 0.28)]))
        path.append(circle(0.5, 0.56, radius: 0.18))
        path.append(circle(0.81, 0.4, radius: 0.03))
        return path
    }

    private static var phoneLines: Path {
        var path = Path.roundedRect(Rect(x: 0.25, y: 0.04, width: 0.5, height: 0.92), radius: 0.09)
        path.append(lines([(0.42, 0.13), (0.58, 0.13)]))
        path.append(circle(0.5, 0.85, radius: 0.04))
        return path
    }

    private static var musicNoteLines: Path {
        var path = lines([(0.36, 0.76), (0.36, 0.18), (0.86, 0.06), (0.86, 0.64)])
        path.append(lines([(0.36, 0.3), (0.86, 0.18)]))
        path.append(circle(0.25, 0.78, radius: 0.11))
        path.append(circle(0.75, 0.66, radius: 0.11))
        return path
    }

    private static var cloudLines: Path {
        var path = Path()
        path.move(to: point(0.25, 0.78))
        path.line(to: point(0.78, 0.78))
        path.arc(center: point(0.78, 0.62), radius: 0.16, startAngle: Double.pi / 2, endAngle: -Double.pi / 2, clockwise: false)
        path.arc(center: point(0.53, 0.47), radius: 0.22, startAngle: -0.2, endAngle: -Double.pi, clockwise: false)
        path.arc(center: point(0.25, 0.6), radius: 0.18, startAngle: -Double.pi / 2, endAngle: -3 * Double.pi / 2, clockwise: false)
        path.close()
        return path
    }

    private static var smileyLines: Path {
        var path = circle(0.5, 0.5, radius: 0.43)
        path.append(circle(0.36, 0.4, radius: 0.04))
        path.append(circle(0.64, 0.4, radius: 0.04))
        path.move(to: point(0.5 + 0.22 * cos(0.5), 0.5 + 0.22 * sin(0.5)))
        path.arc(center: point(0.5, 0.5), radius: 0.22, startAngle: 0.5, endAngle: Double.pi - 0.5, clockwise: true)
        return path
    }

    private static var envelopeLines: Path {
        var path = lines([(0.06, 0.22), (0.94, 0.22), (0.94, 0.78), (0.06, 0.78)], closed: true)
        path.append(lines([(0.06, 0.22), (0.5, 0.56), (0.94, 0.22)]))
        return path
    }

    private static var cupLines: Path {
        var path = lines([(0.12, 0.35), (0.2, 0.88), (0.64, 0.88), (0.72, 0.35)], closed: true)
        path.move(to: point(0.7, 0.46))
        path.arc(center: point(0.74, 0.58), radius: 0.12, startAngle: -Double.pi / 2, endAngle: Double.pi / 2, clockwise: true)
        for x in [0.32, 0.52] {
            path.move(to: point(x, 0.26))
            path.curve(to: point(x, 0.06), control1: point(x - 0.08, 0.19), control2: point(x + 0.08, 0.13))
        }
        return path
    }

    private static var paperPlaneLines: Path {
        var path = lines([(0.05, 0.45), (0.95, 0.1), (0.7, 0.9), (0.45, 0.62)], closed: true)
        path.append(lines([(0.45, 0.62), (0.95, 0.1)]))
        path.append(lines([(0.45, 0.62), (0.45, 0.84), (0.57, 0.72)]))
        return path
    }
}
