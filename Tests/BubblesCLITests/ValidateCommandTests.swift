import Foundation
import Testing
import BubblesCLI

@Suite("bubbles validate and bubbles schema")
struct ValidateCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        return path(name)
    }

    private func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func everyErrorOfATranscriptIsOneLine() throws {
        let chat = try write(#"""
            {"theme": "ios", "participants": {"ann": {"avatar": "ann.png"}},
             "messages": [{"from": "bob", "text": "a"}, {"from": "ann", "image": "dog.jpg"}, {"from": "ann", "text": 1}]}
            """#, to: "chat.json")
        let before = try files()
        let io = CapturedConsole()
        #expect(io.run(["validate", chat]) == 2)
        #expect(io.out.isEmpty)
        #expect(io.err == """
            error: \(chat): theme: expected "imessage", "whatsapp", "whatsapp-android", "telegram", "talk" or "plain", found "ios" (line 1, column 11)
            error: \(chat): messages[0].from: unknown participant "bob" (participants: ann) (line 2, column 24)
            error: \(chat): messages[2].text: expected a string, found a number (line 2, column 106)
            error: \(chat): participants.ann.avatar: ann.png: no such file
            error: \(chat): messages[1].image: dog.jpg: no such file

            """)
        #expect(try files() == before)
    }

    /// A screen's `avatar` naming a file is checked as a participant's is; one naming a
    /// participant is not a file.
    @Test func aScreensAvatarFileIsChecked() throws {
        let chat = try write(#"""
            {"screen": {"device": "iphone-6.1", "avatar": "group.png"}, "participants": {"ann": {}}, "messages": []}
            """#, to: "chat.json")
        let io = CapturedConsole()
        #expect(io.run(["validate", chat]) == 2)
        #expect(io.err == "error: \(chat): screen.avatar: group.png: no such file\n")
        let byID = try write(#"{"screen": {"device": "iphone-6.1", "avatar": "ann"}, "participants": {"ann": {}}, "messages": []}"#,
                             to: "ann.json")
        #expect(CapturedConsole().run(["validate", byID]) == 0)
    }

    @Test func entityErrorsNameTheirPath() throws {
        let chat = try write(#"""
            {"participants": {"ann": {}},
             "messages": [{"from": "ann", "text": "Hi 😀", "entities": [{"type": "bold", "offset": 0, "length": 9}, {"type": "spoiler", "offset": 4, "length": 1}]}]}
            """#, to: "chat.json")
        let io = CapturedConsole()
        #expect(io.run(["validate", chat]) == 2)
        #expect(io.err == """
            error: \(chat): messages[0].entities[0].length: the entity ends at 9, past the end of the text (5 UTF-16 code units) (line 2, column 100)
            error: \(chat): messages[0].entities[1].offset: offset 4 falls inside the surrogate pair of "😀" (U+1F600) (line 2, column 134)

            """)
    }

    @Test func replyErrorsNameTheirPath() throws {
        let chat = try write(#"""
            {"participants": {"ann": {}},
             "messages": [{"from": "ann", "text": "a", "id": "x", "replyTo": "x"}, {"from": "ann", "text": "b", "id": "x"}, {"from": "ann", "text": "c", "quote": {"from": "ann", "image": "q.png"}}]}
            """#, to: "chat.json")
        let io = CapturedConsole()
        #expect(io.run(["validate", chat]) == 2)
        #expect(io.err == """
            error: \(chat): messages[0].replyTo: a message cannot reply to itself (line 2, column 66)
            error: \(chat): messages[1].id: another message has the id "x" (messages[0]) (line 2, column 107)
            error: \(chat): messages[2].quote.image: q.png: no such file

            """)
    }

    @Test func aWallpaperFileIsCheckedAsRenderReadsIt() throws {
        let chat = try write(#"{"screen": {"device": "iphone-6.1", "wallpaper": "walls/sea.jpg"}, "messages": []}"#, to: "wall.json")
        let io = CapturedConsole()
        #expect(io.run(["validate", chat]) == 2)
        #expect(io.err == "error: \(chat): screen.wallpaper: walls/sea.jpg: no such file\n")
        let render = CapturedConsole()
        #expect(render.run(["render", chat, "-o", path("wall.png")]) == 2)
        #expect(render.err == "error: \(chat): screen.wallpaper: walls/sea.jpg: no such file\n")
        #expect(!FileManager.default.fileExists(atPath: path("wall.png")))
    }

    @Test func anImageOutsideTheFolderNamesTheOptionThatAllowsIt() throws {
        let chat = try write(#"{"participants": {"a": {}}, "messages": [{"from": "a", "image": "/etc/hostname"}]}"#, to: "outside.json")
        let io = CapturedConsole()
        #expect(io.run(["validate", chat]) == 2)
        #expect(io.err == "error: \(chat): messages[0].image: /etc/hostname: is an absolute path; "
                + "pass --allow-outside-files to read files outside the transcript's folder\n")
    }

    @Test func aLinkCardsImageOutsideTheFolderNamesItsPath() throws {
        let chat = try write(#"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "x", "link": {"url": "https://a.example", "image": "/etc/hostname"}}]}"#,
                             to: "link.json")
        let io = CapturedConsole()
        #expect(io.run(["validate", chat]) == 2)
        #expect(io.err == "error: \(chat): messages[0].link.image: /etc/hostname: is an absolute path; "
                + "pass --allow-outside-files to read files outside the transcript's folder\n")
    }

    @Test func theFirstErrorIsTheOneRenderReports() throws {
        let chat = try write(#"{"width": 1, "messages": [{"from": "x", "text": "y"}]}"#, to: "first.json")
        let validate = CapturedConsole()
        #expect(validate.run(["validate", chat]) == 2)
        let render = CapturedConsole()
        #expect(render.run(["render", chat, "-o", path("first.png")]) == 2)
        #expect(validate.err.split(separator: "\n").first.map { String($0) + "\n" } == render.err)
        #expect(validate.err.split(separator: "\n").count == 2)
    }

    @Test func validFilesGiveASummary() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let transcripts = repository.appendingPathComponent("Fixtures/transcripts")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: transcripts.path).filter { $0.hasSuffix(".json") }.sorted()
            .map { transcripts.appendingPathComponent($0).path }
        let map = repository.appendingPathComponent("Fixtures/localization/greetings.json").path
        let catalog = repository.appendingPathComponent("Tests/LocalizationTests/Samples/Chat.xcstrings").path
        let io = CapturedConsole()
        #expect(io.run(["validate"] + inputs + [map, catalog]) == 0)
        #expect(io.err.isEmpty)
        #expect(io.out == "valid: \(inputs.count) transcripts, 2 localization files\n")
    }

    @Test func catalogsAreToldFromTranscripts() throws {
        let map = try write(#"{"en": {"a": "A"}, "de": {"a": 1}}"#, to: "strings.json")
        let catalog = try write(#"{"sourceLanguage": "en", "strings": {"a": {"comment": 1}, "b": {"comment": 2}}}"#, to: "L.xcstrings")
        let io = CapturedConsole()
        #expect(io.run(["validate", map, catalog]) == 2)
        #expect(io.err == """
            error: \(map): de.a: expected a string or null, found a number
            error: \(catalog): strings.a.comment: expected a string, found a number
            error: \(catalog): strings.b.comment: expected a string, found a number

            """)
    }

    /// 1,000 `.stringsdict` variables expanded to 16 million characters that `validate`
    /// called valid; they pass the limit String Catalog substitutions have.
    @Test func aStringsdictExpandingPastTheLimitIsOneError() throws {
        let names = (0 ..< 1000).map { "v\($0)" }
        let rules = names.map { name in
            "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>one</key><string>%d item</string><key>other</key><string>%d items</string></dict>\n"
        }
        try FileManager.default.createDirectory(atPath: path("en.lproj"), withIntermediateDirectories: true)
        let file = try write("<plist version=\"1.0\"><dict><key>k</key><dict>\n<key>NSStringLocalizedFormatKey</key><string>"
                             + names.map { "%#@\($0)@" }.joined(separator: " ") + "</string>\n" + rules.joined() + "</dict></dict></plist>\n",
                             to: "en.lproj/Localizable.stringsdict")
        let io = CapturedConsole()
        #expect(io.run(["validate", file]) == 2)
        #expect(io.out.isEmpty)
        #expect(io.err == "error: \(file):2: k: v111: the catalog's substitutions expand to more than 2000000 characters\n")
    }

    @Test func theNumberOfErrorsShownIsCapped() throws {
        let keys = (0 ..< 5).map { "\"k\($0)\": 0" }.joined(separator: ", ")
        let chat = try write(#"{\#(keys), "messages": []}"#, to: "many.json")
        let io = CapturedConsole()
        #expect(io.run(["validate", "--max-errors", "2", chat]) == 2)
        let lines = io.err.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.last == "error: \(chat): 3 more not shown (--max-errors N shows more)")
    }

    @Test func aTranscriptOnStandardInputIsValidatedAsRenderReadsIt() throws {
        let bad = try BubblesProcess.run(["validate", "-"], standardInput: Data(#"{"participants": {"a": {}}, "messages": [{"from": "b", "text": 1}]}"#.utf8))
        #expect(bad.status == 2)
        #expect(bad.err == """
            error: <stdin>: messages[0].from: unknown participant "b" (participants: a) (line 1, column 51)
            error: <stdin>: messages[0].text: expected a string, found a number (line 1, column 64)

            """)
        let good = try BubblesProcess.run(["validate", "-"], standardInput: Data(#"{"participants": {"a": {}}, "messages": [{"from": "a", "text": "hi"}]}"#.utf8))
        #expect(good.status == 0)
        #expect(String(decoding: good.out, as: UTF8.self) == "valid: 1 transcript\n")
        let empty = try BubblesProcess.run(["validate", "-"], standardInput: Data())
        #expect(empty.status == 2)
        #expect(empty.err == "error: <stdin>: the input is empty\n")
    }

    @Test func malformedJSONIsOneError() throws {
        let chat = try write("{\"messages\": [}", to: "bad.json")
        let io = CapturedConsole()
        #expect(io.run(["validate", chat]) == 2)
        #expect(io.err == "error: \(chat):1:15: unexpected '}', expected a value\n")
    }

    @Test(arguments: [
        (["validate"], "error: a transcript or localization file is required (see 'bubbles validate --help')"),
        (["validate", "-", "-"], "error: standard input ('-') can be read only once (see 'bubbles validate --help')"),
        (["validate", "a.json", "--max-errors", "0"], "error: --max-errors must be from 1 to 10000, not 0 (see 'bubbles validate --help')"),
        (["schema", "x"], "error: unexpected argument 'x' (see 'bubbles schema --help')"),
        (["valdate", "a.json"], "error: unknown command 'valdate'; did you mean 'validate'? (see 'bubbles --help')"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let io = CapturedConsole()
        #expect(io.run(arguments) == 2)
        #expect(io.err == message + "\n")
    }

    @Test func schemaPrintsTheCommittedFile() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: repository.appendingPathComponent("schema/transcript-v1.schema.json"), encoding: .utf8)
        let io = CapturedConsole()
        #expect(io.run(["schema"]) == 0)
        #expect(io.out == committed)
        #expect(io.err.isEmpty)
    }

    @Test(arguments: ["validate", "schema"])
    func helpIsShown(command: String) {
        for arguments in [[command, "--help"], ["help", command]] {
            let io = CapturedConsole()
            #expect(io.run(arguments) == 0)
            #expect(io.out.hasPrefix("Usage: bubbles \(command)"))
        }
        let main = CapturedConsole()
        #expect(main.run(["help"]) == 0)
        #expect(main.out.contains("bubbles \(command)"))
    }
}
