import Foundation
import Localization
import Testing
import StrictJSON

@Suite("Loading files")
struct LoaderTests {
    @Test func missingFile() throws {
        try SampleFiles.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("Nope.xcstrings").path
            let error = try #require(throws: Diagnostic.self) { try LocalizationLoader.load(path: path, baseLanguage: nil) }
            #expect(error.kind == .file)
            #expect(error.description == "\(path): no such file")
        }
    }

    @Test func directory() throws {
        try SampleFiles.withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("Localizable.xcstrings")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let error = try #require(throws: Diagnostic.self) {
                try LocalizationLoader.load(path: folder.path, baseLanguage: nil)
            }
            #expect(error.description == "\(folder.path): is a directory, not a localization file")
        }
    }

    @Test(arguments: ["Empty.xcstrings", "de.lproj/Empty.strings", "empty.json"])
    func emptyFile(name: String) throws {
        try SampleFiles.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: file)
            let error = try #require(throws: Diagnostic.self) {
                try LocalizationLoader.load(path: file.path, baseLanguage: "en")
            }
            #expect(error.kind == .file)
            #expect(error.description == "\(file.path): the file is empty")
        }
    }

    @Test(arguments: [
        ("notes.txt", #"unknown file type ".txt" (expected .xcstrings, .strings, .json, .stringsdict, .xml, .xliff, .xlf, .po, .pot or .arb)"#),
        ("Info.plist", #"unknown file type ".plist" (expected .xcstrings, .strings, .json, .stringsdict, .xml, .xliff, .xlf, .po, .pot or .arb)"#),
        ("README", "a file without an extension (expected .xcstrings, .strings, .json, .stringsdict, .xml, .xliff, .xlf, .po, .pot or .arb)"),
    ])
    func unknownExtension(name: String, message: String) throws {
        try SampleFiles.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent(name)
            try Data("x".utf8).write(to: file)
            let error = try #require(throws: Diagnostic.self) {
                try LocalizationLoader.load(path: file.path, baseLanguage: nil)
            }
            #expect(error.kind == .file)
            #expect(error.description == "\(file.path): \(message)")
        }
    }

    @Test func extensionsAreCaseInsensitive() throws {
        try SampleFiles.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("CHAT.XCSTRINGS")
            try SampleFiles.data("Chat.xcstrings").write(to: file)
            let catalog = try LocalizationLoader.load(path: file.path, baseLanguage: nil)
            #expect(catalog.keys.count == 12)
        }
    }

    @Test func malformedJSONNamesTheFile() throws {
        try SampleFiles.withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("Bad.xcstrings")
            try Data("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n}".utf8).write(to: file)
            let error = try #require(throws: Diagnostic.self) {
                try LocalizationLoader.load(path: file.path, baseLanguage: nil)
            }
            #expect(error.kind == .syntax)
            #expect(error.line == 4)
            #expect(error.description.hasPrefix("\(file.path):4:2: "))
        }
    }

    @Test func xcstringsIgnoresTheBaseLanguage() throws {
        let catalog = try LocalizationLoader.load(path: SampleFiles.path("Chat.xcstrings"), baseLanguage: "de")
        #expect(catalog.sourceLanguage == "en")
    }

    @Test func stringsFileLanguageCannotBeTold() throws {
        let loose = SampleFiles.path("Tricky.strings")
        let error = try #require(throws: Diagnostic.self) { try LocalizationLoader.load(path: loose, baseLanguage: nil) }
        #expect(error.kind == .file)
        #expect(error.description == "\(loose): cannot tell the language; put the file in a folder like de.lproj or give the base language")

        let base = SampleFiles.path("Base.lproj/Localizable.strings")
        let baseError = try #require(throws: Diagnostic.self) { try LocalizationLoader.load(path: base, baseLanguage: nil) }
        #expect(baseError.description == "\(base): cannot tell the language of a Base.lproj file; give the base language")
    }

    @Test func badBaseLanguage() throws {
        let path = SampleFiles.path("Chat.xcstrings")
        let error = try #require(throws: Diagnostic.self) { try LocalizationLoader.load(path: path, baseLanguage: "en US") }
        #expect(error.description == #"\#(path): the base language "en US" is not a language code like "en" or "zh-Hans""#)
    }

    @Test(arguments: [
        ("de.lproj/Localizable.strings", nil, "de"),
        ("App/Resources/zh-Hans.lproj/Localizable.strings", nil, "zh-Hans"),
        ("pt-BR.lproj/InfoPlist.strings", "en", "pt-BR"),
        ("Base.lproj/Main.strings", "en", "en"),
        ("English.lproj/Localizable.strings", nil, "en"),
        ("Localizable.strings", "fr", "fr"),
        ("Localizable.strings", nil, nil),
        ("Base.lproj/Localizable.strings", nil, nil),
        ("not a language.lproj/Localizable.strings", "en", nil),
    ] as [(String, String?, String?)])
    func languageFromPath(path: String, base: String?, expected: String?) {
        #expect(LanguageCode.forStringsFile(atPath: path, baseLanguage: base) == expected)
    }

    @Test(arguments: [
        ("en", true), ("zh-Hans", true), ("pt-BR", true), ("en_GB", true), ("sr-Latn-RS", true), ("es-419", true),
        ("", false), ("e", false), ("en-", false), ("en US", false), ("1en", false), ("de-DE-", false), ("fr--CA", false),
    ])
    func languageCodes(code: String, valid: Bool) {
        #expect(LanguageCode.isValid(code) == valid)
    }
}
