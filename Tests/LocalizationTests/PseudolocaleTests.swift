import Foundation
@testable import Localization
import Testing

@Suite("Pseudolocalization")
struct PseudolocaleTests {
    @Test func accentedKeepsPlaceholders() {
        #expect(Pseudolocale.accented.transform("Send %@ to %1$s, {name} has %lld %% %#@count@ %.2f")
                == "Šéñð %@ ţö %1$s, {name} ĥåš %lld %% %#@count@ %.2f")
        #expect(Pseudolocale.accented.transform("XYZ xyz 123 ü") == "ẊÝŽ ẋýž 123 ü")
    }

    @Test func expandedAddsFortyPercent() {
        #expect(Pseudolocale.expanded.transform("0123456789") == "0123456789 one")
        #expect(Pseudolocale.expanded.transform("Send") == "Send o")
        #expect(Pseudolocale.expanded.transform("") == "")
        // Placeholders do not count: 7 characters of text → 3 more.
        #expect(Pseudolocale.expanded.transform("Hi %@ you") == "Hi %@ you on")
        let long = String(repeating: "a", count: 200)
        #expect(Pseudolocale.expanded.transform(long).count == 280)
    }

    @Test func rightToLeftWrapsWordsNotPlaceholders() {
        let rlo = "\u{200F}\u{202E}", pdf = "\u{202C}\u{200F}", lri = "\u{2066}", pdi = "\u{2069}"
        #expect(Pseudolocale.rtl.transform("Hello %@ world") == "\(rlo)Hello\(pdf) \(lri)%@\(pdi) \(rlo)world\(pdf)")
        #expect(Pseudolocale.rtl.transform("{n} items") == "\(lri){n}\(pdi) \(rlo)items\(pdf)")
        #expect(Pseudolocale.rtl.isRightToLeft && !Pseudolocale.accented.isRightToLeft)
    }

    /// The table of the Localized previews article.
    @Test func theDocumentedExample() {
        let text = "Delete %d photos"
        #expect(Pseudolocale.accented.transform(text) == "Ðéļéţé %d þĥöţöš")
        #expect(Pseudolocale.expanded.transform(text) == "Delete %d photos one t")
        #expect(Pseudolocale.bounded.transform(text) == "[Delete %d photos]")
        #expect(Pseudolocale.allCases.map { $0.locale(source: "en") } == ["en-x-accented", "en-x-expanded", "en-x-rtl", "en-x-bounded"])
    }

    @Test func boundedAddsBrackets() {
        #expect(Pseudolocale.bounded.transform("%d new") == "[%d new]")
    }

    @Test func placeholderParts() {
        #expect(PseudoPlaceholders.parts(of: "100%").map(\.isPlaceholder) == [false])
        #expect(PseudoPlaceholders.parts(of: "5%! %k").map(\.isPlaceholder) == [false])
        // "% s" is a printf conversion with the space flag, as Xcode reads it too.
        #expect(PseudoPlaceholders.parts(of: "100% sure").map(\.text) == ["100", "% s", "ure"])
        #expect(PseudoPlaceholders.parts(of: "a%2$@b{x}{").map(\.text) == ["a", "%2$@", "b", "{x}", "{"])
    }

    @Test func catalogGetsOneLocalePerVariant() throws {
        let catalog = StringCatalog(sourceLanguage: "en", translations: [
            LocalizedEntry(key: "Send", locale: "en", text: "Send", comment: "button"),
            LocalizedEntry(key: "n", locale: "en", variation: "plural.one", text: "%d item"),
            LocalizedEntry(key: "n", locale: "en", variation: "plural.other", text: "%d items"),
            LocalizedEntry(key: "Send", locale: "de", text: "Senden"),
            LocalizedEntry(key: "id", locale: "en", text: "com.example"),
        ], nonTranslatableKeys: ["id"])
        let pseudo = catalog.addingPseudolocales([.accented, .rtl])
        #expect(pseudo.locales == ["en", "de", "en-x-accented", "en-x-rtl"])
        #expect(pseudo.entry(key: "Send", locale: "en-x-accented")?.text == "Šéñð")
        #expect(pseudo.entry(key: "Send", locale: "en-x-accented")?.comment == "button")
        #expect(pseudo.entry(key: "n", locale: "en-x-accented", variation: "plural.other")?.text == "%d îţéɱš")
        #expect(pseudo.entries(forKey: "id").map(\.locale) == ["en"])
        #expect(pseudo.entry(key: "Send", locale: "de")?.text == "Senden")
        #expect(Pseudolocale.variant(ofLocale: "en-x-rtl", source: "en") == .rtl)
        #expect(catalog.addingPseudolocales([]) == catalog)
    }
}
