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

    static let shapeCases: [Case] = BubbleStyle.allCases.flatMap { style in
        BubbleSide.allCases.flatMap { side in
            texts.map { text in
                Case(name: "\(style)-\(side)-\(text.name)", text: text.text,
                     options: BubbleOptions(style: style, side: side, language: text.language))
            }
        }
    }

    static let extraCases: [Case] = [
        Case(name: "talk-incoming-border", text: "A border follows the tail.",
             options: BubbleOptions(style: .talk, side: .incoming, border: BubbleBorder(color: .black, width: 2))),
        Case(name: "talk-outgoing-border", text: "A border follows the tail.",
             options: BubbleOptions(style: .talk, side: .outgoing, border: BubbleBorder(color: .black, width: 2))),
    ] + BubbleStyle.allCases.map { style in
        Case(name: "\(style)-outgoing-notail", text: "Inside a group",
             options: BubbleOptions(style: style, side: .outgoing, hasTail: false))
    } + [1, 1.5, 3].map { scale in
        Case(name: "imessage-incoming-scale\(scale)", text: "Scale \(scale)",
             options: BubbleOptions(style: .imessage, side: .incoming, scale: scale))
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
