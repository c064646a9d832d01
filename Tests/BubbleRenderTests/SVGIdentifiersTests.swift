import Testing
@testable import BubbleRender
import CairoDrawing

@Suite("SVG names")
struct SVGIdentifiersTests {
    @Test func surfaceAndImageNamesAreNumberedInOrderOfFirstUse() {
        let svg = ##"<g id="surface20"><image id="image7"/><use xlink:href="#image7"/><path clip-path="url(#clip1)"/><use xlink:href="#image3"/><use xlink:href="#glyph0-1"/></g><g id="surface21">surface20</g>"##
        let expected = ##"<g id="surface1"><image id="image1"/><use xlink:href="#image1"/><path clip-path="url(#clip1)"/><use xlink:href="#image2"/><use xlink:href="#glyph0-1"/></g><g id="surface2">surface20</g>"##
        #expect(String(decoding: SVGIdentifiers.renumbered(Array(svg.utf8)), as: UTF8.self) == expected)
    }

    @Test func textWithoutNamesIsUnchanged() {
        for text in ["", "\"", "#", "\"surface", "#image", "\"imagex\"", "plain text"] {
            #expect(SVGIdentifiers.renumbered(Array(text.utf8)) == Array(text.utf8))
        }
    }
}
