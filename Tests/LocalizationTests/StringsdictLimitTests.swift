import Foundation
@testable import Localization
import StrictJSON
import Testing

/// `.stringsdict` variables expand under the limits of String Catalog substitutions, through
/// the same code, and are refused before any text is built.
@Suite("stringsdict expansion limits")
struct StringsdictLimitTests {
    /// One key whose format names `count` variables of two plural forms each.
    static func manyVariables(_ count: Int, form: String = "%d items") -> String {
        let names = (0 ..< count).map { "v\($0)" }
        let rules = names.map { name in
            "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>one</key><string>%d item</string><key>other</key><string>\(form)</string></dict>\n"
        }
        return "<plist version=\"1.0\"><dict><key>k</key><dict>\n"
            + "<key>NSStringLocalizedFormatKey</key><string>\(names.map { "%#@\($0)@" }.joined(separator: " "))</string>\n"
            + rules.joined() + "</dict></dict></plist>\n"
    }

    private func parse(_ document: String, expander: inout SubstitutionExpander) throws(Diagnostic) -> StringCatalog {
        try StringsdictParser.parse(Data(document.utf8), file: "f.stringsdict", locale: "en", expander: &expander)
    }

    /// 1,000 variables in a 240 KB file once made 2,000 texts of 8,000 characters (16 million
    /// in all, quadratic in the file) that `validate` called valid and `preview` took minutes
    /// to draw.
    @Test func aThousandVariablesAreRefusedBeforeAnyTextIsBuilt() throws {
        let document = Self.manyVariables(1000)
        var expander = SubstitutionExpander(fileSize: document.utf8.count)
        let error = try #require(throws: Diagnostic.self) { try parse(document, expander: &expander) }
        #expect(error.description == "f.stringsdict:2: k: v111: the catalog's substitutions expand to more than 2000000 characters")
        #expect(expander.builtCharacters == 0)
        #expect(expander.expandedCharacters <= 2_010_000)
    }

    @Test func expansionsOfOneKeyStopAtTheLimit() throws {
        // 500 variables of two forms make 1,000 texts: allowed, and built once each.
        var expander = SubstitutionExpander(fileSize: 0)
        let catalog = try parse(Self.manyVariables(500, form: "%d"), expander: &expander)
        #expect(catalog.entries.count == 1000)
        #expect(expander.builtCharacters == catalog.entries.reduce(0) { $0 + ($1.text?.unicodeScalars.count ?? 0) })
        // 501 would make 1,002: refused as a String Catalog's are.
        let error = try #require(throws: Diagnostic.self) {
            try StringsdictParser.parse(Data(Self.manyVariables(501, form: "%d").utf8), file: "f.stringsdict", locale: "en")
        }
        #expect(error.description == "f.stringsdict:2: k: the substitutions expand to more than 1000 entries")
    }

    @Test func oneExpansionIsLimitedLikeAString() throws {
        let form = String(repeating: "x", count: 60_000)
        let document = "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@a@ %#@a@</string>"
            + "<key>a</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>other</key><string>\(form)</string></dict></dict></dict></plist>"
        let error = try #require(throws: Diagnostic.self) {
            try StringsdictParser.parse(Data(document.utf8), file: "f.stringsdict", locale: "en")
        }
        #expect(error.description == "f.stringsdict:1: k: a: expands to 120001 characters (the limit is 100000)")
    }
}
