import BubbleGeometry
import BubbleRender

/// Texts in many scripts that a bubble must draw right, shared by the fixture and ink tests.
struct SampleText: Sendable, CustomStringConvertible {
    var name: String
    var text: String
    var language: String?
    var font = "Noto Sans 17"

    var description: String { name }

    static let all: [SampleText] = [
        SampleText(name: "arabic", text: "مرحبا! كيف حالك اليوم؟ أراك في المقهى بعد الظهر.", language: "ar"),
        SampleText(name: "hebrew", text: "שלום! מה שלומך היום? נתראה בבית הקפה.", language: "he"),
        SampleText(name: "bidi-numbers", text: "سأصل الساعة 10:30 مع iPhone 15 Pro، والرقم 42 يبقى كما هو.", language: "ar"),
        SampleText(name: "japanese", text: "今日は「東京タワー」に行きました。とても綺麗でした！また行きたいです。", language: "ja"),
        SampleText(name: "chinese-simplified", text: "你好啊！！你好吗，真的好吗好的好的。明天见。", language: "zh-Hans"),
        SampleText(name: "chinese-traditional", text: "這是繁體中文的訊息，明天見。", language: "zh-Hant"),
        SampleText(name: "korean", text: "안녕하세요! 오늘 날씨가 정말 좋네요. 같이 산책할까요?", language: "ko"),
        SampleText(name: "thai", text: "สวัสดีครับวันนี้อากาศดีมากไปเที่ยวทะเลกันไหมครับ", language: "th"),
        SampleText(name: "devanagari", text: "नमस्ते! आप कैसे हैं? कल शाम को मिलते हैं।", language: "hi"),
        SampleText(name: "vietnamese", text: "Tiếng Việt có nhiều dấu chồng: ắ ằ ẳ ẵ ặ ế ề ể ễ ệ ố ồ ổ ỗ ộ.", language: "vi"),
        SampleText(name: "emoji", text: "Family 👨‍👩‍👧‍👦 flags 🇯🇵🇩🇪🇧🇷 skin tones 👋🏻👋🏿 keycap 1️⃣ ❤️", language: nil),
        SampleText(name: "jumbo-emoji", text: "🐶🎉👍🏽", language: nil),
        SampleText(name: "url", text: "https://example.com/a/very/long/path/that/cannot/fit/on/one/line?query=parameters&and=more#fragment", language: "en"),
        SampleText(name: "german-compound", text: "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen", language: "de"),
        SampleText(name: "no-spaces", text: String(repeating: "abcdefghij", count: 30), language: nil),
        SampleText(name: "combining-marks", text: "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇ and a\u{301}\u{301}\u{301}\u{301} stacked", language: nil),
        SampleText(name: "italic", text: "Italic overhangs: fff jjj ///", language: "en", font: "Noto Sans Italic 17"),
        SampleText(name: "spaces-and-blank-lines", text: "   three leading spaces\n\nthe blank line above stays\ntrailing spaces   ", language: nil),
    ]

    func options(style: BubbleStyle, side: BubbleSide, scale: Double = 2) -> BubbleOptions {
        BubbleOptions(style: style, side: side, maxWidth: 280, font: font, language: language, scale: scale)
    }
}
