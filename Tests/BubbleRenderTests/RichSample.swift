import Transcript

/// A sample text with entities, for the ink test: every kind of entity in right-to-left text
/// mixed with Latin, and in CJK text.
struct RichSample: Sendable, CustomStringConvertible {
    var sample: SampleText
    var entities: [TextEntity]

    var description: String { sample.name }

    /// `sample` with an entity of each `(kind, substring)`, located in its text in UTF-16 code units.
    init(_ sample: SampleText, _ spans: [(TextEntity.Kind, String)]) {
        self.sample = sample
        let utf16 = Array(sample.text.utf16)
        entities = spans.map { kind, part in
            let needle = Array(part.utf16)
            let offset = (0 ... utf16.count - needle.count).first { Array(utf16[$0 ..< $0 + needle.count]) == needle } ?? 0
            return TextEntity(type: kind, offset: offset, length: needle.count, url: kind == .textLink ? "https://example.com" : nil)
        }
    }

    static let all: [RichSample] = [
        RichSample(SampleText(name: "arabic-latin-entities", text: "مرحبا Bubbles! راجع https://example.com مع @ann و code الآن سر كبير", language: "ar"),
                   [(.bold, "مرحبا"), (.italic, "Bubbles"), (.link, "https://example.com"), (.mention, "@ann"), (.code, "code"),
                    (.underline, "الآن"), (.spoiler, "سر كبير")]),
        RichSample(SampleText(name: "hebrew-latin-entities", text: "שלום world! זה מודגש, this is italic, ~מחוק~ and a secret סוד גדול", language: "he"),
                   [(.bold, "מודגש"), (.italic, "this is italic"), (.strikethrough, "~מחוק~"), (.textLink, "world"), (.spoiler, "סוד גדול"),
                    (.hashtag, "secret")]),
        RichSample(SampleText(name: "japanese-entities", text: "今日は東京タワーに行きました。コードは let x = 1 です。秘密：とても綺麗でした！", language: "ja"),
                   [(.bold, "東京タワー"), (.italic, "行きました"), (.code, "let x = 1"), (.spoiler, "とても綺麗でした"), (.underline, "秘密")]),
        RichSample(SampleText(name: "chinese-pre", text: "代码如下：\nfunc 你好() {\n    print(\"明天见\")\n}\n好的", language: "zh-Hans"),
                   [(.pre, "func 你好() {\n    print(\"明天见\")\n}"), (.bold, "好的"), (.strikethrough, "代码")]),
    ]
}
