import Foundation
import Localization
import Testing
import StrictJSON
import WorkMeter

@Suite("String Catalog: structure, substitutions and errors")
struct XCStringsParserTests {
    private func parse(_ json: String) throws(Diagnostic) -> StringCatalog {
        try XCStringsParser.parse(Data(json.utf8), file: "Localizable.xcstrings")
    }

    private func unit(_ value: String, _ state: String = "translated") -> String {
        #"{"stringUnit": {"state": "\#(state)", "value": "\#(value)"}}"#
    }

    private func catalog(_ strings: String) -> String {
        #"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(strings)}}"#
    }

    private func summary(_ entries: [LocalizedEntry]) -> [String] {
        entries.map { "\($0.locale) \($0.variation ?? "-") \($0.text ?? "MISSING")" }
    }

    @Test func nestedDeviceAndPluralVariations() throws {
        let catalog = try parse(catalog(#"""
        "%lld devices": {"localizations": {
          "en": {"variations": {"device": {
            "iphone": {"variations": {"plural": {"one": \#(unit("%lld iPhone")), "other": \#(unit("%lld iPhones"))}}},
            "mac": \#(unit("%lld Macs")),
            "other": \#(unit("%lld devices"))}}},
          "de": \#(unit("%lld Geräte"))}}
        """#))
        #expect(summary(catalog.entries(for: ["en", "de", "fr"])) == [
            "en device.iphone.plural.one %lld iPhone",
            "en device.iphone.plural.other %lld iPhones",
            "en device.mac %lld Macs",
            "en device.other %lld devices",
            "de - %lld Geräte",
            "fr device.iphone.plural.one MISSING",
            "fr device.iphone.plural.other MISSING",
            "fr device.mac MISSING",
            "fr device.other MISSING",
        ])
    }

    @Test func pluralSourceAndPlainTranslation() throws {
        let catalog = try parse(catalog(#"""
        "%lld photos": {"localizations": {
          "en": {"variations": {"plural": {"other": \#(unit("%lld photos")), "one": \#(unit("%lld photo"))}}},
          "ja": \#(unit("写真%lld枚"))}}
        """#))
        #expect(summary(catalog.entries) == [
            "en plural.one %lld photo",
            "en plural.other %lld photos",
            "ja - 写真%lld枚",
        ])
    }

    @Test func substitutionsStayAsTypedAndAreExpanded() throws {
        let catalog = try parse(catalog(#"""
        "%@ sent %lld photos": {"comment": "A summary line", "localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%1$@ sent %#@photos@"},
                 "substitutions": {"photos": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                   "one": \#(unit("a photo")), "other": \#(unit("%arg photos", "needs_review"))}}}}},
          "de": {"stringUnit": {"state": "translated", "value": "%1$@ hat %#@photos@ gesendet"},
                 "substitutions": {"photos": {"formatSpecifier": "lld", "variations": {"plural": {
                   "one": \#(unit("ein Foto")), "other": \#(unit("%arg Fotos"))}}}}}}}
        """#))
        #expect(summary(catalog.entries) == [
            "en - %1$@ sent %#@photos@",
            "en substitution.photos.plural.one %1$@ sent a photo",
            "en substitution.photos.plural.other %1$@ sent %2$lld photos",
            "de - %1$@ hat %#@photos@ gesendet",
            "de substitution.photos.plural.one %1$@ hat ein Foto gesendet",
            "de substitution.photos.plural.other %1$@ hat %lld Fotos gesendet",
        ])
        #expect(catalog.entry(key: "%@ sent %lld photos", locale: "en", variation: "substitution.photos.plural.other")?.state
                == "needs_review")
        #expect(catalog.entries.allSatisfy { $0.comment == "A summary line" })
        // A language without the key misses the main string and every expansion.
        #expect(summary(catalog.entries(for: ["fr"])) == [
            "fr - MISSING",
            "fr substitution.photos.plural.one MISSING",
            "fr substitution.photos.plural.other MISSING",
        ])
    }

    @Test func twoSubstitutionsExpandOneAtATime() throws {
        let catalog = try parse(catalog(#"""
        "remaining": {"localizations": {"en": {
          "stringUnit": {"state": "needs_review", "value": "%1$@! There %#@total.strings@ and %3$#@remaining.strings@ left, 100%% sure"},
          "substitutions": {
            "remaining.strings": {"argNum": 3, "formatSpecifier": "lld", "variations": {"plural": {"other": \#(unit("%arg"))}}},
            "total.strings": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
              "one": \#(unit("is %arg string")), "other": \#(unit("are %arg strings"))}}},
            "unused": {"formatSpecifier": "d", "variations": {"plural": {"other": \#(unit("%arg"))}}}}}}}
        """#))
        #expect(summary(catalog.entries) == [
            "en - %1$@! There %#@total.strings@ and %3$#@remaining.strings@ left, 100%% sure",
            "en substitution.remaining.strings.plural.other %1$@! There are %2$lld strings and %3$lld left, 100%% sure",
            "en substitution.total.strings.plural.one %1$@! There is %2$lld string and %3$lld left, 100%% sure",
            "en substitution.total.strings.plural.other %1$@! There are %2$lld strings and %3$lld left, 100%% sure",
        ])
    }

    @Test func substitutionsInsideDeviceVariations() throws {
        let catalog = try parse(catalog(#"""
        "k": {"localizations": {"en": {
          "variations": {"device": {"mac": \#(unit("Click %#@n@")), "other": \#(unit("Tap %#@n@"))}},
          "substitutions": {"n": {"formatSpecifier": "lld", "variations": {"plural": {
            "one": \#(unit("once")), "other": \#(unit("%arg times"))}}}}}}}
        """#))
        #expect(catalog.entries.map { $0.variation ?? "-" } == [
            "device.mac", "device.mac.substitution.n.plural.one", "device.mac.substitution.n.plural.other",
            "device.other", "device.other.substitution.n.plural.one", "device.other.substitution.n.plural.other",
        ])
        #expect(catalog.entry(key: "k", locale: "en", variation: "device.other.substitution.n.plural.other")?.text == "Tap %lld times")
    }

    /// One string naming `count` substitutions of six plural forms each.
    private func manySubstitutions(_ count: Int) -> String {
        let forms = ["zero", "one", "two", "few", "many", "other"].map { #""\#($0)": \#(unit("%arg"))"# }.joined(separator: ", ")
        let names = (0..<count).map { "s\($0)" }
        let text = names.map { "%#@\($0)@" }.joined(separator: " ")
        let substitutions = names.map { #""\#($0)": {"formatSpecifier": "lld", "variations": {"plural": {\#(forms)}}}"# }
        return catalog(#""k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#(text)"}, "substitutions": {\#(substitutions.joined(separator: ", "))}}}}"#)
    }

    @Test func substitutionExpansionsStopAtTheLimit() throws {
        // 166 substitutions of 6 forms expand to 996 entries: allowed.
        #expect(try parse(manySubstitutions(166)).entries.count == 997)
        // 167 would make 1,002: refused, naming the localization.
        let error = try #require(throws: Diagnostic.self) { try parse(manySubstitutions(167)) }
        #expect(error.description.hasPrefix("Localizable.xcstrings: strings.k.localizations.en"))
        #expect(error.description.hasSuffix("the substitutions expand to more than 1000 entries"))
    }

    /// A 30 KB catalog that expanded to 2.1 GB: 2,000 placeholders whose plural forms are
    /// 10,000 characters long.
    private func substitutionBomb(placeholders: Int, formLength: Int) -> String {
        let text = String(repeating: "%#@a@", count: placeholders)
        let form = String(repeating: "x", count: formLength)
        return catalog(#""k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#(text)"}, "#
                       + #""substitutions": {"a": {"formatSpecifier": "lld", "variations": {"plural": {"#
                       + #""one": \#(unit(form)), "other": \#(unit(form))}}}}}}}"#)
    }

    @Test func substitutionBombIsRefusedBeforeExpanding() throws {
        let (result, work) = WorkMeter.measure { Result { () throws(Diagnostic) in try parse(substitutionBomb(placeholders: 2000, formLength: 10_000)) } }
        let error = try #require(throws: Diagnostic.self) { try result.get() }
        #expect(error.description == "Localizable.xcstrings: strings.k.localizations.en.substitutions.a: "
                + "expands to 20000000 characters (the limit is 100000)")
        // Not one character of the 20 million was built.
        #expect(work[.substitutionCharacters] == 0)
        // Just within the limit: 10 placeholders of 10,000 characters, two texts of 100,000
        // characters built (the meter does count what is built).
        let (within, withinWork) = WorkMeter.measure { Result { () throws(Diagnostic) in try parse(substitutionBomb(placeholders: 10, formLength: 10_000)) } }
        #expect(try within.get().entries.count == 3)
        #expect(withinWork[.substitutionCharacters] == 200_000)
    }

    @Test func substitutionsOfACatalogTogetherAreLimited() throws {
        // 30 keys of 20 placeholders, each key expanding to two texts of 90,000 characters:
        // 5.4 million in all from a file of 280 KB.
        let form = String(repeating: "y", count: 4_500)
        let text = String(repeating: "%#@a@", count: 20)
        let keys = (0..<30).map { index in
            #""k\#(index)": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "\#(text)"}, "#
                + #""substitutions": {"a": {"variations": {"plural": {"one": \#(unit(form)), "other": \#(unit(form))}}}}}}}"#
        }
        let error = try #require(throws: Diagnostic.self) { try parse(catalog(keys.joined(separator: ", "))) }
        #expect(error.description.hasSuffix("substitutions.a: the catalog's substitutions expand to more than 2000000 characters"))
        #expect(error.description.contains("strings.k11.localizations.en"))
    }

    @Test func stringsAreLimitedLikeTranscripts() throws {
        let long = String(repeating: "x", count: 100_001)
        let error = try #require(throws: Diagnostic.self) { try parse(catalog(#""k": {"localizations": {"de": \#(unit(long))}}"#)) }
        #expect(error.description == "Localizable.xcstrings: strings.k.localizations.de.stringUnit.value: "
                + "too long: 100001 characters (the limit is 100000)")
        let zalgo = "a" + String(repeating: "\u{301}", count: 101)
        let marks = try #require(throws: Diagnostic.self) { try parse(catalog(#""\#(zalgo)": {}"#)) }
        #expect(marks.description.hasSuffix(": 101 combining marks on one character (the limit is 100)"))
    }

    @Test func keyWithoutSourceTextUsesTheKey() throws {
        let catalog = try parse(catalog(#"""
        "Empty": {},
        "Only German": {"comment": "c", "localizations": {"de": \#(unit("Nur Deutsch"))}},
        "Empty English": {"localizations": {"en": {}}}
        """#))
        #expect(catalog.locales == ["en", "de"])
        #expect(summary(catalog.entries) == [
            "en - Empty",
            "de - MISSING",
            "en - Empty English",
            "de - MISSING",
            "en - Only German",
            "de - Nur Deutsch",
        ])
        #expect(catalog.entry(key: "Only German", locale: "en")?.state == nil)
        #expect(catalog.entry(key: "Only German", locale: "en")?.comment == "c")
    }

    @Test func shouldTranslateFalseKeepsOnlyTheSource() throws {
        let catalog = try parse(catalog(#"""
        "Bubbles": {"shouldTranslate": false, "localizations": {"en": \#(unit("Bubbles™")), "de": \#(unit("Blasen"))}},
        "Hi": {"shouldTranslate": true, "localizations": {"en": \#(unit("Hi")), "fr": \#(unit("Salut"))}}
        """#))
        #expect(catalog.nonTranslatableKeys == ["Bubbles"])
        #expect(catalog.locales == ["en", "fr"])
        #expect(summary(catalog.entries) == ["en - Bubbles™", "en - Hi", "fr - Salut"])
        #expect(summary(catalog.entries(for: ["de"])) == ["de - MISSING"])
        #expect(catalog.entries(for: ["de"]).map(\.key) == ["Hi"])
    }

    @Test func unknownMembersAreIgnored() throws {
        let catalog = try parse(#"""
        {"sourceLanguage": "en", "version": "1.1", "futureTopLevel": [1, 2],
         "strings": {"Hi": {"isCommentAutoGenerated": true, "generatesSymbol": true, "extractionState": "stale",
           "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hi", "extra": 1}, "note": null},
                             "de": {"stringUnit": {"value": "Hallo"}}}}}}
        """#)
        #expect(summary(catalog.entries) == ["en - Hi", "de - Hallo"])
        #expect(catalog.entry(key: "Hi", locale: "de")?.state == nil)
        #expect(catalog.entry(key: "Hi", locale: "en")?.state == "translated")
    }

    @Test func emptyCatalog() throws {
        let catalog = try parse(#"{"sourceLanguage": "fr", "strings": {}}"#)
        #expect(catalog.sourceLanguage == "fr")
        #expect(catalog.locales == ["fr"])
        #expect(catalog.entries.isEmpty)
    }

    @Test(arguments: [
        (#"{"sourceLanguage": "en", "strings": {"greeting": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 42}}}}}}"#,
         "Localizable.xcstrings: strings.greeting.localizations.de.stringUnit.value: expected a string, found a number"),
        (#"{"sourceLanguage": "en", "strings": {"greeting": {"localizations": {"zh-Hans": {"stringUnit": {"value": null}}}}}}"#,
         #"Localizable.xcstrings: strings.greeting.localizations["zh-Hans"].stringUnit.value: expected a string, found null"#),
        (#"{"sourceLanguage": "en", "strings": {"Read %@": {"localizations": {"de": {"stringUnit": {"state": 1, "value": "x"}}}}}}"#,
         #"Localizable.xcstrings: strings["Read %@"].localizations.de.stringUnit.state: expected a string, found a number"#),
        (#"{"sourceLanguage": "en", "strings": {"greeting": {"localizations": {"de": {"stringUnit": {"state": "new"}}}}}}"#,
         #"Localizable.xcstrings: strings.greeting.localizations.de.stringUnit: missing required key "value""#),
        (#"{"sourceLanguage": "en", "strings": {"greeting": {"comment": true}}}"#,
         "Localizable.xcstrings: strings.greeting.comment: expected a string, found true"),
        (#"{"sourceLanguage": "en", "strings": {"greeting": {"extractionState": 3}}}"#,
         "Localizable.xcstrings: strings.greeting.extractionState: expected a string, found a number"),
        (#"{"sourceLanguage": "en", "strings": {"greeting": {"shouldTranslate": "no"}}}"#,
         "Localizable.xcstrings: strings.greeting.shouldTranslate: expected true or false, found a string"),
        (#"{"sourceLanguage": "en", "strings": {"greeting": {"localizations": []}}}"#,
         "Localizable.xcstrings: strings.greeting.localizations: expected an object, found an array"),
        (#"{"sourceLanguage": "en", "strings": {"greeting": {"localizations": {"de DE": {}}}}}"#,
         #"Localizable.xcstrings: strings.greeting.localizations["de DE"]: expected a language code like "en" or "zh-Hans", found "de DE""#),
        (#"{"sourceLanguage": "en", "strings": {"greeting": {"localizations": {"en": {"variations": {"plural": {"one": "x"}}}}}}}"#,
         "Localizable.xcstrings: strings.greeting.localizations.en.variations.plural.one: expected an object, found a string"),
        (#"{"sourceLanguage": "en", "strings": {"greeting": {"localizations": {"en": {"variations": {"device": []}}}}}}"#,
         "Localizable.xcstrings: strings.greeting.localizations.en.variations.device: expected an object, found an array"),
        (#"{"sourceLanguage": "en", "strings": {"g": {"localizations": {"en": {"substitutions": {"n": {"argNum": 1.5}}}}}}}"#,
         "Localizable.xcstrings: strings.g.localizations.en.substitutions.n.argNum: expected an integer, found 1.5"),
        (#"{"sourceLanguage": "en", "strings": {"g": {"localizations": {"en": {"substitutions": {"n": {"formatSpecifier": false}}}}}}}"#,
         "Localizable.xcstrings: strings.g.localizations.en.substitutions.n.formatSpecifier: expected a string, found false"),
        (#"{"sourceLanguage": "en", "strings": {"g": []}}"#,
         "Localizable.xcstrings: strings.g: expected an object, found an array"),
        (#"{"sourceLanguage": "en", "strings": []}"#,
         "Localizable.xcstrings: strings: expected an object, found an array"),
        (#"{"sourceLanguage": 1, "strings": {}}"#,
         "Localizable.xcstrings: sourceLanguage: expected a string, found a number"),
        (#"{"sourceLanguage": "", "strings": {}}"#,
         #"Localizable.xcstrings: sourceLanguage: expected a language code like "en" or "zh-Hans", found """#),
        (#"{"sourceLanguage": "en", "version": 1, "strings": {}}"#,
         "Localizable.xcstrings: version: expected a string, found a number"),
        (#"{"strings": {}}"#,
         #"Localizable.xcstrings: missing required key "sourceLanguage""#),
        (#"{"sourceLanguage": "en"}"#,
         #"Localizable.xcstrings: missing required key "strings""#),
        (#"[]"#,
         "Localizable.xcstrings: expected a String Catalog (a JSON object), found an array"),
    ])
    func invalidCatalogs(json: String, expected: String) throws {
        let error = try #require(throws: Diagnostic.self) { try parse(json) }
        #expect(error.kind == .invalid)
        #expect(error.description == expected)
        #expect(error.path != nil)
        #expect(error.line == 1)
    }

    @Test func invalidValuePositionAndPath() throws {
        let json = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : 42 } }
              }
            }
          }
        }
        """
        let error = try #require(throws: Diagnostic.self) { try parse(json) }
        #expect(error.path == ["strings", "greeting", "localizations", "de", "stringUnit", "value"])
        #expect(error.path?.description == "strings.greeting.localizations.de.stringUnit.value")
        #expect(error.line == 6)
        #expect(error.column == 69)
        #expect(error.message == "expected a string, found a number")
    }

    @Test(arguments: [
        ("{\"sourceLanguage\": \"en\",}", "Localizable.xcstrings:1:24: "),
        ("{\n  \"sourceLanguage\": \"en\"\n  \"strings\": {}\n}", "Localizable.xcstrings:3:3: "),
        ("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {}, \"a\": {}}}", "Localizable.xcstrings:1:47: "),
        ("", "Localizable.xcstrings:1:1: "),
    ])
    func malformedJSON(json: String, prefix: String) throws {
        let error = try #require(throws: Diagnostic.self) { try parse(json) }
        #expect(error.kind == .syntax)
        #expect(error.path == nil)
        #expect(error.description.hasPrefix(prefix), "\(error.description)")
        // The message is the shared JSON reader's.
        let syntax = try #require(throws: JSONSyntaxError.self) { try JSONValue.parse(json) }
        #expect(error.description == prefix + syntax.message)
    }
}
