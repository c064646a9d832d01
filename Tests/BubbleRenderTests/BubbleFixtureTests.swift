import Testing
import BubbleGeometry
import BubbleRender

/// Every shape and side with three texts, plus borders, tail-less bodies and scales,
/// compared with the PNGs in `Fixtures/bubbles/`.
@Suite("bubble fixtures")
struct BubbleFixtureTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var options: BubbleOptions
        var description: String { name }
    }

    static let texts: [(name: String, text: String, language: String?)] = [
        ("short", "Hi there!", nil),
        ("paragraph", "Bubbles wrap long messages at the widest the bubble may be, word by word, and grow downwards as the text needs.", nil),
        ("japanese", "明日の会議は午後三時からです。資料を忘れずに！", "ja"),
    ]

    /// A look of each of the four shapes.
    static let shapeLooks: [LookName] = [.imessage, .talk, .whatsapp, .plain]

    static let shapeCases: [Case] = shapeLooks.flatMap { style in
        BubbleSide.allCases.flatMap { side in
            texts.map { text in
                Case(name: "\(style)-\(side)-\(text.name)", text: text.text,
                     options: BubbleOptions(theme: style, side: side, lang: text.language))
            }
        }
    }

    static let extraCases: [Case] = [
        Case(name: "talk-incoming-border", text: "A border follows the tail.",
             options: BubbleOptions(theme: .talk, side: .incoming, border: BubbleBorder(color: .black, width: 2))),
        Case(name: "talk-outgoing-border", text: "A border follows the tail.",
             options: BubbleOptions(theme: .talk, side: .outgoing, border: BubbleBorder(color: .black, width: 2))),
    ] + shapeLooks.map { style in
        Case(name: "\(style)-outgoing-notail", text: "Inside a group",
             options: BubbleOptions(theme: style, side: .outgoing, hasTail: false))
    } + [1, 1.5, 3].map { scale in
        Case(name: "imessage-incoming-scale\(scale)", text: "Scale \(scale)",
             options: BubbleOptions(theme: .imessage, side: .incoming, scale: scale))
    }

    let renderer: BubbleRenderer

    init() throws {
        renderer = try BubbleRenderer()
    }

    @Test("each shape, side and text", arguments: shapeCases)
    func shapes(_ testCase: Case) throws {
        try FixtureComparison.check(renderer.render(text: testCase.text, options: testCase.options),
                                    fixture: "bubbles/\(testCase.name).png")
    }

    @Test("borders, bodies without tails, scales", arguments: extraCases)
    func extras(_ testCase: Case) throws {
        try FixtureComparison.check(renderer.render(text: testCase.text, options: testCase.options),
                                    fixture: "bubbles/\(testCase.name).png")
    }
}

/// Each sample script in one of the shapes, at scale 2, and a few at scales 1 and 3,
/// compared with the PNGs in `Fixtures/text/`.
@Suite("text fixtures")
struct TextFixtureTests {
    static let styleCycle: [(LookName, BubbleSide)] = BubbleFixtureTests.shapeLooks.flatMap { style in
        BubbleSide.allCases.map { (style, $0) }
    }

    static let cases: [(SampleText, LookName, BubbleSide, Double)] =
        SampleText.all.enumerated().map { index, sample in
            let (style, side) = styleCycle[index % styleCycle.count]
            return (sample, style, side, 2.0)
        } + SampleText.all.filter { ["arabic", "japanese", "emoji"].contains($0.name) }.flatMap { sample in
            [1.0, 3.0].map { (sample, LookName.imessage, BubbleSide.outgoing, $0) }
        }

    @Test("scripts, emoji and wrapping", arguments: cases)
    func text(_ sample: SampleText, style: LookName, side: BubbleSide, scale: Double) throws {
        let image = try BubbleRenderer().render(text: sample.text, options: sample.options(style: style, side: side, scale: scale))
        try FixtureComparison.check(image, fixture: "text/\(sample.name)-\(style)-\(side)@\(scale)x.png")
    }
}
