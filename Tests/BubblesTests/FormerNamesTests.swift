import Testing
import Bubbles

/// The names the API had before one word per concept and one type per role: they still
/// compile (deprecated) and mean what the new ones do.
@Suite("Bubbles: former names")
struct FormerNamesTests {
    @available(*, deprecated, message: "uses the former names on purpose")
    @Test("style and language are theme and lang")
    func optionNames() {
        #expect(BubbleOptions(style: .talk, language: "ja") == BubbleOptions(theme: .talk, lang: "ja"))
        #expect(BubbleOptions(theme: .plain, language: "ko") == BubbleOptions(theme: .plain, lang: "ko"))
        var options = BubbleOptions()
        options.style = .whatsapp
        options.language = "ar"
        #expect(options.theme == .whatsapp && options.lang == "ar")
        #expect(options.style == .whatsapp && options.language == "ar")
        #expect(BubbleColors.standard(style: .telegram, side: .outgoing) == .standard(theme: .telegram, side: .outgoing))
        let item = PreviewItem(label: "de", text: "Hallo", language: "de")
        #expect(item == PreviewItem(label: "de", text: "Hallo", lang: "de"))
        #expect(item.language == "de")
    }

    @available(*, deprecated, message: "uses the former names on purpose")
    @Test("RGBColor and Transcript.Color are RGBAColor")
    func colourNames() {
        #expect(RGBColor(red: 1, green: 2, blue: 3) == RGBAColor(red: 1, green: 2, blue: 3))
        #expect(Transcript.Color(hex: "#010203") == RGBAColor(red: 1, green: 2, blue: 3))
        #expect(DiffOptions().diffColor == RGBColor.red)
    }

    @available(*, deprecated, message: "uses the former names on purpose")
    @Test("RenderedDocument, documents, png and bitmap are RenderedImage, images, bytes and pixels")
    func imageNames() throws {
        let renderer = try BubbleRenderer()
        let image: RenderedDocument = try renderer.render(text: "Hi", options: BubbleOptions())
        #expect(image.png == image.bytes)
        #expect(image.bitmap == (try image.pixels))
        let svg = try renderer.render(text: "Hi", options: BubbleOptions(), format: .svg)
        #expect(svg.bitmap.pixelCount == 0)
        let conversation = try renderer.render(Transcript(participants: [Participant(id: "ann")],
                                                          messages: [.bubble(BubbleMessage(from: "ann", text: "Hi"))]))
        #expect(conversation.documents == conversation.images)
        #expect(RenderedConversation(documents: conversation.images, pageCount: 1) == RenderedConversation(images: conversation.images, pageCount: 1))
    }
}
