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
    ] + newlyCovered

    /// One sample per family of scripts Noto Sans covers beyond the first seven fonts, and the
    /// four scripts written without spaces between words (Khmer, Lao, Myanmar, Tibetan), each
    /// long enough to wrap several times.
    static let newlyCovered: [SampleText] = [
        SampleText(name: "indic-north", text: "বাংলা: নমস্কার, কেমন আছেন?\nਪੰਜਾਬੀ: ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਜੀ\nગુજરાતી: નમસ્તે, કેમ છો?\nଓଡ଼ିଆ: ନମସ୍କାର, କେମିତି ଅଛନ୍ତି?", language: nil),
        SampleText(name: "indic-south", text: "தமிழ்: வணக்கம்\nతెలుగు: నమస్కారం\nಕನ್ನಡ: ನಮಸ್ಕಾರ\nമലയാളം: നമസ്കാരം\nසිංහල: ආයුබෝවන්", language: nil),
        SampleText(name: "khmer", text: "ខ្ញុំចង់ទៅផ្សារនៅថ្ងៃស្អែកជាមួយមិត្តភក្តិរបស់ខ្ញុំហើយយើងនឹងញ៉ាំអាហារពេលល្ងាចនៅភោជនីយដ្ឋានថ្មី", language: "km"),
        SampleText(name: "lao", text: "ຂ້ອຍຢາກໄປຕະຫຼາດມື້ອື່ນກັບໝູ່ຂອງຂ້ອຍແລະພວກເຮົາຈະກິນເຂົ້າແລງຢູ່ຮ້ານອາຫານໃໝ່", language: "lo"),
        SampleText(name: "myanmar", text: "ကျွန်တော်မနက်ဖြန်သူငယ်ချင်းတွေနဲ့ဈေးကိုသွားချင်ပါတယ်ပြီးတော့ဆိုင်အသစ်မှာညစာစားကြမယ်", language: "my"),
        SampleText(name: "tibetan", text: "ང་སང་ཉིན་གྲོགས་པོ་དང་མཉམ་དུ་ཚོང་ཁང་ལ་འགྲོ་འདོད་ཡོད། ང་ཚོས་ཟ་ཁང་གསར་པར་དགོང་ཟས་ཟ་གི་རེད།", language: "bo"),
        SampleText(name: "caucasus", text: "ქართული: გამარჯობა, როგორ ხარ?\nՀայերեն: Բարեւ, ինչպե՞ս ես", language: nil),
        SampleText(name: "africa", text: "አማርኛ: ሰላም፣ እንደምን ነህ?\nߒߞߏ: ߌ ߣߌ߫ ߛߐ߰ߡߊ߫\n𞤀𞤣𞤤𞤢𞤥: 𞤔𞤢𞥄𞤥 𞤱𞤢𞥄𞤤𞤭\nꕙꔤ: ꔀ ꕉ ꗏ ꔻ\nⵜⴰⵎⴰⵣⵉⵖⵜ: ⴰⵣⵓⵍ", language: nil),
        SampleText(name: "syriac-thaana", text: "ܫܠܡܐ ܥܠܘܟ\nއައްސަލާމު ޢަލައިކުމް", language: nil),
        SampleText(name: "urdu-nastaliq", text: "السلام علیکم! آپ کیسے ہیں؟ کل شام کو ملتے ہیں۔", language: "ur"),
        SampleText(name: "americas", text: "ᏣᎳᎩ: ᎣᏏᏲ, ᏙᎯᏧ?\nᐃᓄᒃᑎᑐᑦ: ᐊᐃ, ᖃᓄᐃᑉᐱᑦ?", language: nil),
        SampleText(name: "indonesia", text: "ꦗꦮ: ꦱꦸꦒꦼꦁꦲꦺꦚ꧀ꦗꦶꦁ\nᮞᮥᮔ᮪ᮓ: ᮞᮙ᮪ᮕᮥᮛᮞᮥᮔ᮪\nᬩᬮᬶ: ᬒᬁᬲ᭄ᬯᬲ᭄ᬢ᭄ᬬᬲ᭄ᬢᬸ", language: nil),
        SampleText(name: "mongolian-yi-olchiki", text: "ᠮᠣᠩᠭᠣᠯ: ᠰᠠᠢᠨ ᠪᠠᠢᠨ᠎ᠠ ᠤᠤ\nꆈꌠ: ꆏꀋꉬꂯ\nᱥᱟᱱᱛᱟᱲᱤ: ᱡᱚᱦᱟᱨ", language: nil),
        SampleText(name: "math-and-symbols", text: "𝐇𝐞𝐥𝐥𝐨 𝕎𝕠𝕣𝕝𝕕 𝒻(𝓍) = ∑ 𝑎ₙ𝑥ⁿ, ∀x∈ℝ\n☎ ♔ ⚓ ♻ ⮕ 🜂 ⠓⠑⠇⠇⠕", language: nil),
    ]

    func options(style: LookName, side: BubbleSide, scale: Double = 2) -> BubbleOptions {
        BubbleOptions(theme: style, side: side, maxWidth: 280, font: font, lang: language, scale: scale)
    }
}
