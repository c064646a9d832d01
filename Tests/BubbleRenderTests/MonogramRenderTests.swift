import Foundation
import Testing
import BubbleGeometry
import BubbleRender
import Transcript
import PNGCodec

/// A monogram drawn as iOS contacts draw it: a grey circle lighter at the top than at the
/// bottom, under white initials.
@Suite("monogram gradient")
struct MonogramRenderTests {
    @Test(arguments: [Appearance.light, .dark])
    func theCircleDarkensFromTopToBottom(_ appearance: Appearance) throws {
        var chat = try Transcript.decode(from: """
            {"width": 200, "scale": 2, "participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann"}, "bo": {"name": "Bo"}},
             "messages": [{"from": "ann", "text": "hi"}]}
            """, file: "t.json")
        chat.appearance = appearance
        let rendered = try BubbleRenderer().render(chat)
        let image = try PNGDecoder.decode(try #require(rendered.images.first).bytes).image
        // The avatar's circle spans x 8...36 points; its middle column, 2 pixels a point.
        let column = 44
        let greys = (0..<image.height).compactMap { y -> (y: Int, level: Int)? in
            guard let pixel = image.pixel(x: column, y: y) else { return nil }
            let (r, g, b) = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
            guard max(r, g, b) - min(r, g, b) < 24, (100...200).contains(r) else { return nil }
            return (y, r + g + b)
        }
        let top = try #require(greys.first), bottom = try #require(greys.last)
        #expect(bottom.y - top.y > 40, "the circle, 56 pixels tall")
        let upper = try #require(greys.first { $0.y >= top.y + 4 }), lower = try #require(greys.last { $0.y <= bottom.y - 4 })
        #expect(upper.level > lower.level + 30, "lighter at the top: \(upper.level) against \(lower.level)")
    }
}
