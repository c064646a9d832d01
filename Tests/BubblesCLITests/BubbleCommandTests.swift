import Foundation
import Testing
import BubblesCLI
import WorkMeter
import BubbleRender
import PNGCodec

@Suite("bubbles bubble")
struct BubbleCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    @Test func writesAPNG() throws {
        let io = CapturedConsole()
        let status = io.run(["bubble", "--text", "Hello", "--style", "whatsapp", "--side", "outgoing", "-o", path("a.png")])
        #expect(status == 0)
        #expect(io.err.isEmpty)
        let bitmap = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path("a.png"))))).image
        #expect(bitmap.width > 0)
    }

    @Test("--theme names the look; --style, its former name, still does")
    func themeAndItsFormerName() throws {
        let io = CapturedConsole()
        #expect(io.run(["bubble", "--text", "Hello", "--theme", "talk", "-o", path("theme.png")]) == 0)
        #expect(io.run(["bubble", "--text", "Hello", "--style", "talk", "-o", path("style.png")]) == 0)
        #expect(io.run(["bubble", "--text", "Hello", "-o", path("default.png")]) == 0)
        #expect(io.err.isEmpty)
        let theme = try Data(contentsOf: URL(fileURLWithPath: path("theme.png")))
        #expect(theme == (try Data(contentsOf: URL(fileURLWithPath: path("style.png")))))
        #expect(theme != (try Data(contentsOf: URL(fileURLWithPath: path("default.png")))))
    }

    @Test("--theme and --style together are refused", arguments: [
        ["bubble", "--text", "x", "-o", "x.png"], ["preview", "Localizable.strings", "-o", "out"],
    ])
    func themeAndFormerNameTogether(arguments: [String]) {
        let io = CapturedConsole()
        #expect(io.run(arguments + ["--theme", "talk", "--style", "plain"]) == 2)
        #expect(io.err == "error: give --theme or --style (its former name), not both (see 'bubbles \(arguments[0]) --help')\n")
    }

    @Test func writesSVGAndPDFByExtensionOrFormat() throws {
        let io = CapturedConsole()
        #expect(io.run(["bubble", "--text", "Hello 世界", "-o", path("a.svg")]) == 0)
        #expect(io.run(["bubble", "--text", "Hello 世界", "-o", path("a.pdf")]) == 0)
        #expect(io.err.isEmpty)
        let svg = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path("a.svg"))), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        // Sized in points, whatever --scale says: the PNG at scale 2 is twice as wide.
        #expect(io.run(["bubble", "--text", "Hello 世界", "-o", path("a.png")]) == 0)
        let png = try Data(contentsOf: URL(fileURLWithPath: path("a.png")))
        let pngWidth = Int(png[16]) << 24 | Int(png[17]) << 16 | Int(png[18]) << 8 | Int(png[19])
        #expect(svg.contains("width=\"\(pngWidth / 2)pt\""))
        let pdf = try Data(contentsOf: URL(fileURLWithPath: path("a.pdf")))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(!String(decoding: pdf, as: UTF8.self).contains("CreationDate"))

        let standardOutput = CapturedConsole()
        #expect(standardOutput.run(["bubble", "--text", "x", "-o", path("b.svg"), "--format", "pdf"]) == 2)
        #expect(standardOutput.err == "error: --format is for standard output; a file takes its output's extension (see 'bubbles bubble --help')\n")
    }

    @Test func optionsChangeTheImage() throws {
        let io = CapturedConsole()
        #expect(io.run(["bubble", "--text", "Hi", "-o", path("1.png")]) == 0)
        #expect(io.run(["bubble", "--text", "Hi", "--scale", "3", "--border", "#000000", "--border-width", "1",
                        "--fill", "#FF0000", "--background", "transparent", "--no-tail", "--margin", "0",
                        "--font", "Noto Sans 20", "--lang", "en", "--width", "100", "--output", path("2.png")]) == 0)
        let one = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path("1.png"))))).image
        let two = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path("2.png"))))).image
        #expect(two.pixels[3] == 0, "transparent background")
        #expect(two.width != one.width)
    }

    @Test(arguments: [
        (["bubble", "-o", "x.png"], "error: --text is required (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x"], "error: -o OUT.png is required (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.jpg"], "error: the output name must end in .png, .webp, .svg or .pdf, not 'x.jpg' (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "--style", "bubbly"], "error: --style must be one of imessage, whatsapp, whatsapp-android, telegram, talk, plain, not 'bubbly' (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "--side", "left"], "error: --side must be one of incoming, outgoing, not 'left' (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "--scale", "nan"], "error: --scale needs a number, not 'nan' (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "--scale", "9"], "error: --scale must be from 0.5 to 4, not 9 (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "--width", "10"], "error: --width must be from 40 to 4096, not 10 (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "--fill", "blue"], "error: --fill needs a colour like #RRGGBB, #RRGGBBAA or 'transparent', not 'blue' (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "--border-width", "2"], "error: --border-width needs --border COLOR (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "--lang", "ja jp"], "error: --lang needs a language tag like ja or zh-Hans, not 'ja jp' (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "extra"], "error: unexpected argument 'extra' (see 'bubbles bubble --help')"),
        (["bubble", "--text", "x", "-o", "x.png", "--colour", "#fff"], "error: unknown option '--colour' (see 'bubbles bubble --help')"),
        (["bubbel"], "error: unknown command 'bubbel'; did you mean 'bubble'? (see 'bubbles --help')"),
        (["frobnicate"], "error: unknown command 'frobnicate' (see 'bubbles --help')"),
        (["help", "valdate"], "error: unknown command 'valdate'; did you mean 'validate'? (see 'bubbles --help')"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let io = CapturedConsole()
        #expect(io.run(arguments) == 2)
        #expect(io.err == message + "\n")
        #expect(io.out.isEmpty)
    }

    @Test func aBadFontLeavesAnExistingFileUntouched() throws {
        let existing = path("keep.png")
        try Data("old".utf8).write(to: URL(fileURLWithPath: existing))
        let io = CapturedConsole()
        #expect(io.run(["bubble", "--text", "x", "--font", "Nope Sans 12", "-o", existing]) == 2)
        #expect(io.err.hasPrefix("error: --font \"Nope Sans 12\": unknown family \"Nope Sans\""))
        #expect(io.err.filter { $0 == "\n" }.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.png"])
    }

    /// A hostile `bubble` run: its arguments besides `-o`, and the one error line expected.
    struct HostileText: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var message: String
        /// The UTF-8 bytes Pango may be given: the text once where the error needs its layout,
        /// none where a limit refuses it before.
        var laidOutText = 0
        var testDescription: String { name }
    }

    /// Texts and fonts that gave a wrong, empty image with exit 0, or took seconds to fail
    /// without naming what to change: one error line naming the option, no file, and no
    /// more work than the error needs.
    @Test(arguments: [
        HostileText(name: "120,000 characters", arguments: ["--text", String(repeating: "x", count: 120_000)],
                    message: "error: --text: too long: 120000 characters (the limit is 100000)"),
        HostileText(name: "99,999 combining marks", arguments: ["--text", "a" + String(repeating: "\u{301}", count: 99_999)],
                    message: "error: --text: 99999 combining marks on one character (the limit is 100)"),
        HostileText(name: "99,999 newlines", arguments: ["--text", String(repeating: "\n", count: 99_999)],
                    message: "error: --text: the text's line breaks alone make 100000 lines, 2057421 points tall, more than any image can be; "
                        + "shorten it, or lower --font's size"),
        HostileText(name: "1,000 words at 1,000 points",
                    arguments: ["--text", Array(repeating: "word", count: 1000).joined(separator: " "), "--font", "Noto Sans 1000"],
                    message: "error: --text: the text is 4999 lines, 6808638 points tall, more than any image can be; "
                        + "shorten it, or lower --font's size", laidOutText: 4999),
        HostileText(name: "80,000 characters in 40,000 words", arguments: ["--text", String(repeating: "x ", count: 40_000)],
                    message: "error: --text: the bubble would be 652x78446 pixels, more than the 32767 an image can be a side; "
                        + "shorten the text, or lower --font's size or --scale", laidOutText: 80_000),
        HostileText(name: "a billion points", arguments: ["--text", "x", "--font", "Noto Sans 1000000000"],
                    message: "error: --font \"Noto Sans 1000000000\": needs a size from 1 to 1000 points, like \"Noto Sans 17\""),
    ])
    func hostileTextIsOneLineNamingTheOption(_ hostile: HostileText) throws {
        let existing = path("keep.png")
        try Data("old".utf8).write(to: URL(fileURLWithPath: existing))
        let io = CapturedConsole()
        let (status, work) = io.measuredRun(["bubble"] + hostile.arguments + ["-o", existing])
        #expect(status == 2)
        // Laid out at most once, if at all, and never drawn.
        #expect(work[.laidOutText] <= hostile.laidOutText)
        #expect(work[.surfacePixels] == 0)
        #expect(io.err == hostile.message + "\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.png"])
    }

    @Test func anUnwritableOutputIsOneLineAndNoFile() throws {
        let io = CapturedConsole()
        #expect(io.run(["bubble", "--text", "x", "-o", path("no/such/dir.png")]) == 2)
        #expect(io.err == "error: \(path("no/such/dir.png")): the folder \(path("no/such")) does not exist\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func helpAndVersion() {
        let io = CapturedConsole()
        #expect(io.run(["--version"]) == 0)
        let lines = io.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "bubbles \(Version.current)")
        // Each library's name and a dotted version, as loaded at run time.
        #expect(lines.dropFirst().map { $0.split(separator: " ").first.map(String.init) } == ["cairo", "pango", "harfbuzz", "freetype", "fontconfig"])
        #expect(lines.dropFirst().allSatisfy { $0.wholeMatch(of: /[a-z]+ [0-9]+\.[0-9]+\.[0-9]+/) != nil })
        let help = CapturedConsole()
        #expect(help.run(["--help"]) == 0)
        #expect(help.out.contains("bubbles bubble --text TEXT"))
        let commandHelp = CapturedConsole()
        #expect(commandHelp.run(["bubble", "--help"]) == 0)
        #expect(commandHelp.out.contains("--border COLOR"))
        let none = CapturedConsole()
        #expect(none.run([]) == 2)
        #expect(none.err.hasPrefix("error: a command is required\n"))
        #expect(none.err.split(separator: "\n").filter { $0.hasPrefix("error: ") }.count == 1)
        #expect(none.err.contains("Usage:"))
    }
}
