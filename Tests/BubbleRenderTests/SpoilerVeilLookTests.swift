import Testing
import BubbleGeometry
import BubbleRender
@testable import CairoDrawing
import PNGCodec
import Transcript

/// A spoiler reads as hidden text, as Telegram's particle veil does: many soft specks smaller
/// than a point at varying opacities, a grey shimmer over the letters' band, not a block of
/// black dots that looks like a broken image or a QR code.
@Suite("spoiler veil look")
struct SpoilerVeilLookTests {
    @Test func specksAreSmallDenseAndOfSeveralOpacities() {
        let particles = SpoilerParticles(side: 48, seed: 7)
        #expect(particles.dots.allSatisfy { $0.radius < 0.5 }, "every speck is smaller than a point across")
        #expect(Double(particles.dots.count) / (48 * 48) >= 2, "at least two specks a square point")
        #expect(Set(particles.dots.map(\.opacity)).count >= 4)
        #expect(particles.dots == SpoilerParticles(side: 48, seed: 7).dots)
        #expect(particles.dots != SpoilerParticles(side: 48, seed: 8).dots)
    }

    /// The band keeps to the letters: inside the line's box, without its top and bottom.
    @Test func theBandKeepsToTheLettersInsideTheBox() throws {
        let box = Rect(x: 10, y: 20, width: 100, height: 22)
        let band = try #require(SpoilerParticles.band(over: box))
        #expect(band.core.minY > box.minY + 2 && band.core.maxY < box.maxY - 2)
        #expect(band.fringe.minX >= box.minX && band.fringe.maxX <= box.maxX && band.fringe.minY >= box.minY && band.fringe.maxY <= box.maxY)
        #expect(band.fringe.minX < band.core.minX && band.fringe.maxY > band.core.maxY)
        #expect(SpoilerParticles.band(over: Rect(x: 0, y: 0, width: 2, height: 22)) == nil)
    }

    /// A message hidden whole, in black on plain's light grey: its specks are soft (the pixels
    /// they touch are 15% to 50% ink on average) and hardly a pixel is near the full black of
    /// the text.
    @Test func theVeilIsAGreyShimmer() throws {
        let text = "the butler did it, in the library, with the candlestick"
        let chat = Transcript(theme: .plain, width: 320, scale: 2, participants: [Participant(id: "ann")],
                              messages: [.bubble(BubbleMessage(from: "ann", text: text,
                                                               entities: [TextEntity(type: .spoiler, offset: 0, length: text.utf16.count)]))])
        let png = try #require(try BubbleRenderer().render(chat).images.first).bytes
        let image = try PNGDecoder.decode(png).image
        // How far each pixel went from the bubble's grey (#EFEFF4) towards black.
        let fill = 0xEF as Double
        var inks: [Double] = []
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            let ink = (fill - Double(image.pixels[index + 1])) / fill
            if ink > 0.02 { inks.append(ink) }
        }
        let veiled = inks.reduce(0, +)
        #expect(inks.count > 2000, "\(inks.count) pixels carry the veil")
        #expect(Double(inks.filter { $0 > 0.85 }.count) / Double(inks.count) < 0.03, "specks near full black")
        let coverage = veiled / Double(inks.count)
        #expect(coverage > 0.15 && coverage < 0.5, "each touched pixel is \(coverage) ink on average")
    }
}
