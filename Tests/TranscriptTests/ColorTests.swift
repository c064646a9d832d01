import Testing
import BubbleGeometry
import Transcript

@Suite("Colours")
struct ColorTests {
    @Test("hex colours parse", arguments: [
        ("#FFF", RGBAColor(red: 255, green: 255, blue: 255)),
        ("#abc", RGBAColor(red: 0xAA, green: 0xBB, blue: 0xCC)),
        ("#0B84FE", RGBAColor(red: 0x0B, green: 0x84, blue: 0xFE)),
        ("#0b84fe", RGBAColor(red: 0x0B, green: 0x84, blue: 0xFE)),
        ("#0B84fE80", RGBAColor(red: 0x0B, green: 0x84, blue: 0xFE, alpha: 0x80)),
        ("#00000000", RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
    ])
    func parses(text: String, expected: RGBAColor) {
        #expect(RGBAColor(hex: text) == expected)
    }

    @Test("other spellings are rejected", arguments: [
        "", "#", "FFF", "#FF", "#FFFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "#GGG", "# FFF", "#FFF ", "0xFFFFFF", "rgb(0,0,0)", "blue", "#ＦＦＦ",
    ])
    func rejects(text: String) {
        #expect(RGBAColor(hex: text) == nil)
    }

    @Test func hexStringAndComponents() {
        #expect(RGBAColor(red: 0x0B, green: 0x84, blue: 0xFE).hexString == "#0B84FE")
        #expect(RGBAColor(red: 1, green: 2, blue: 3, alpha: 4).description == "#01020304")
        let color = RGBAColor(red: 255, green: 0, blue: 51, alpha: 102)
        #expect(color.redComponent == 1)
        #expect(color.greenComponent == 0)
        #expect(color.blueComponent == 0.2)
        #expect(color.alphaComponent == 0.4)
    }
}
