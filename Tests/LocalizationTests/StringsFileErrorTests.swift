import Foundation
import Localization
import Testing
import StrictJSON

@Suite("Strings files: errors with file, line and column")
struct StringsFileErrorTests {
    @Test(arguments: [
        ("Bad/UnterminatedString.strings", "3:14: unterminated string"),
        ("Bad/MissingEquals.strings", "2:11: expected '=' after key"),
        ("Bad/MissingSemicolon.strings", "1:21: expected ';' after value"),
        ("Bad/BadEscape.strings", "2:13: unknown escape '\\x'"),
        ("Bad/StrayGarbage.strings", "2:3: expected a key, found '@'"),
        ("Bad/KeyOnly.strings", "2:9: expected '=' after key"),
        ("Bad/UnterminatedComment.strings", "2:1: unterminated comment"),
        ("Bad/LoneSurrogate.strings", "1:12: unpaired surrogate '\\UD83D'"),
        ("Bad/Latin1.strings", "1:5: invalid UTF-8 (byte 0xE9); save the file as UTF-8 or UTF-16"),
        ("Bad/CRLFMissingSemicolon.strings", "2:21: expected ';' after value"),
        ("Bad/UTF16MissingSemicolon.strings", "2:17: expected ';' after value"),
    ])
    func badSampleFiles(file: String, expected: String) throws {
        let data = try SampleFiles.data(file)
        let error = try #require(throws: Diagnostic.self) {
            try StringsFileParser.parse(data, file: file, locale: "en")
        }
        #expect(error.kind == .syntax)
        #expect(error.path == nil)
        #expect(error.description == "\(file):\(expected)")
    }

    @Test func textsAreLimitedLikeTranscripts() throws {
        let long = "\"a\" = \"ok\";\n  \"b\" = \"" + String(repeating: "x", count: 100_001) + "\";\n"
        let error = try #require(throws: Diagnostic.self) {
            try StringsFileParser.parse(Data(long.utf8), file: "de.strings", locale: "de")
        }
        #expect(error.description == "de.strings:2:3: value: too long: 100001 characters (the limit is 100000)")
    }

    @Test func loaderNamesTheFileAsGiven() throws {
        let path = SampleFiles.path("Bad/UnterminatedString.strings")
        let error = try #require(throws: Diagnostic.self) {
            try LocalizationLoader.load(path: path, baseLanguage: "en")
        }
        #expect(error.description == "\(path):3:14: unterminated string")
        #expect(error.file == path)
        #expect(error.line == 3)
        #expect(error.column == 14)
        #expect(error.message == "unterminated string")
    }

    @Test(arguments: [
        (#""a" = "b" "c";"#, "1:10: expected ';' after value"),
        (#""a" = "b""#, "1:10: expected ';' after value"),
        (#""a" = ;"#, "1:7: expected a value after '=', found ';'"),
        (#""a" = "#, "1:7: expected a value after '=', found end of file"),
        (#""a""#, "1:4: expected '=' after key"),
        (#""a" : "b";"#, "1:4: expected '=' after key"),
        ("\"a\"\u{00A0}= \"b\";", "1:4: expected '=' after key"),
        (#"= "b";"#, "1:1: expected a key, found '='"),
        (#""a" = "b";;"#, "1:11: expected a key, found ';'"),
        ("\"a\" = \"b\";\n\u{FEFF}\"c\" = \"d\";", "2:1: expected a key, found U+FEFF"),
        ("\"a\" = \"b\";\n\t\u{0}", "2:2: expected a key, found U+0000"),
        (#""a" = "b"#, "1:7: unterminated string"),
        (#""a" = "b\"#, "1:7: unterminated string"),
        ("\"a\" = \"b;\n\"c\" = \"d;\n", "2:2: expected ';' after value"),
        (#""a" = "\x";"#, "1:8: unknown escape '\\x'"),
        (#""a" = "\u00e9";"#, "1:8: unknown escape '\\u' (write \\U and four hex digits)"),
        ("\"a\" = \"\\\n\";", "1:8: unknown escape: '\\' followed by U+000A"),
        (#""a" = "\U12";"#, "1:8: expected 4 hex digits after '\\U'"),
        (#""a" = "\U12G4";"#, "1:8: expected 4 hex digits after '\\U'"),
        (#""a" = "\UDE00";"#, "1:8: unpaired surrogate '\\UDE00'"),
        (#""a" = "\UD83D\U0041";"#, "1:8: unpaired surrogate '\\UD83D'"),
        (#""a" = "x\UD83D\UD83D";"#, "1:9: unpaired surrogate '\\UD83D'"),
        (#""a" = "\400";"#, "1:8: octal escape '\\400' is above \\177; write the character itself or a \\U escape"),
        (#"{ "a" = "b";"#, "1:13: expected '}' at the end of the file"),
        (#"{ "a" = "b"; } x"#, "1:16: unexpected 'x' after the closing '}'"),
        (#"<?xml version="1.0"?>"#, "1:1: this looks like an XML property list; expected \"key\" = \"value\"; pairs"),
        ("/* a\n * b", "1:1: unterminated comment"),
        (#""é" = "b" x"#, "1:10: expected ';' after value"),
        (#""😀👍🏽" = "b" x"#, "1:12: expected ';' after value"),
        ("\r\r\"a\" = \"b\" x", "3:10: expected ';' after value"),
        ("\"a\" = \"b\";\r\n\r\n  \"c\" \"d\";", "3:6: expected '=' after key"),
        ("\"a\" = \"multi\nline\" \"x\";", "2:6: expected ';' after value"),
    ])
    func inlineErrors(text: String, expected: String) throws {
        let error = try #require(throws: Diagnostic.self) {
            try StringsFileParser.parse(Data(text.utf8), file: "de.lproj/Localizable.strings", locale: "de")
        }
        #expect(error.description == "de.lproj/Localizable.strings:\(expected)")
    }

    @Test func utf16Errors() throws {
        // A lone high surrogate code unit in UTF-16 text.
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Array("\"a\" = \"".utf16) + [0xD83D] + Array("\";".utf16) {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        let lone = try #require(throws: Diagnostic.self) {
            try StringsFileParser.parse(Data(bytes), file: "x.strings", locale: "en")
        }
        #expect(lone.description == "x.strings:1:8: invalid UTF-16 (unpaired surrogate U+D83D)")
        let odd = try #require(throws: Diagnostic.self) {
            try StringsFileParser.parse(Data([0xFF, 0xFE, 0x22, 0x00, 0x61]), file: "x.strings", locale: "en")
        }
        #expect(odd.description == "x.strings:1:2: invalid UTF-16 (the file ends in the middle of a character)")
    }

    @Test func binaryPropertyList() throws {
        let error = try #require(throws: Diagnostic.self) {
            try StringsFileParser.parse(Data("bplist00\u{1}\u{2}".utf8), file: "x.strings", locale: "en")
        }
        #expect(error.kind == .file)
        #expect(error.description == "x.strings: this is a compiled (binary property list) .strings file; use the source file")
    }

    @Test func descriptionStaysOnOneLine() throws {
        let error = try #require(throws: Diagnostic.self) {
            try StringsFileParser.parse(Data("\u{7}".utf8), file: "a\nb.strings", locale: "en")
        }
        #expect(error.description == "a\\nb.strings:1:1: expected a key, found U+0007")
    }
}
