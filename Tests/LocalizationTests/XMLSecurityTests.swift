import Foundation
@testable import Localization
import StrictJSON
import Testing
import WorkMeter

/// libxml2 is given hostile documents: none may read a file, reach the network, or expand
/// entities into gigabytes.
@Suite("XML: no external entities, no entity expansion")
struct XMLSecurityTests {
    /// Writes `secret.txt` (and `secret.dtd` declaring an entity holding it) into a fresh
    /// folder and passes the folder.
    private func withSecret(_ body: (URL) throws -> Void) throws {
        try SampleFiles.withTemporaryDirectory { directory in
            try Data("TOP-SECRET-42".utf8).write(to: directory.appendingPathComponent("secret.txt"))
            try Data(#"<!ENTITY leak "TOP-SECRET-42">"#.utf8).write(to: directory.appendingPathComponent("secret.dtd"))
            try body(directory)
        }
    }

    @Test func externalEntityIsNotRead() throws {
        try withSecret { directory in
            let document = """
            <?xml version="1.0"?>
            <!DOCTYPE resources [
              <!ENTITY xxe SYSTEM "file://\(directory.path)/secret.txt">
            ]>
            <resources><string name="a">&xxe;</string></resources>
            """
            let error = try #require(throws: Diagnostic.self) {
                try AndroidStringsParser.parse(Data(document.utf8), file: "strings.xml", locale: "en")
            }
            #expect(error.description == "strings.xml:3: the document declares an entity (<!ENTITY ...>); entities are not read, for safety")
            #expect(!error.description.contains("TOP-SECRET"))
        }
    }

    @Test func externalDTDIsNotRead() throws {
        try withSecret { directory in
            let document = """
            <?xml version="1.0"?>
            <!DOCTYPE resources SYSTEM "file://\(directory.path)/secret.dtd">
            <resources>
              <string name="a">&leak;</string>
            </resources>
            """
            let error = try #require(throws: Diagnostic.self) {
                try AndroidStringsParser.parse(Data(document.utf8), file: "strings.xml", locale: "en")
            }
            // libxml2 itself finds the entity undeclared: the DTD that declares it was not read.
            #expect(error.description == "strings.xml:4:26: Entity 'leak' not defined")
            #expect(!error.description.contains("TOP-SECRET"))
        }
    }

    @Test func parameterEntityIsRefused() throws {
        try withSecret { directory in
            let document = """
            <?xml version="1.0"?>
            <!DOCTYPE resources [ <!ENTITY % remote SYSTEM "file://\(directory.path)/secret.dtd"> %remote; ]>
            <resources><string name="a">&leak;</string></resources>
            """
            let error = try #require(throws: Diagnostic.self) {
                try AndroidStringsParser.parse(Data(document.utf8), file: "strings.xml", locale: "en")
            }
            #expect(error.line == 2)
            #expect(error.message.contains("declares an entity"))
        }
    }

    @Test func networkDTDIsNotFetched() throws {
        // The stringsdict DOCTYPE names Apple's DTD by URL; it is never loaded (NONET, no
        // DTDLOAD). The URL is a server of this test's own on the loopback interface: a fetch
        // would have connected (the kernel completes the handshake into the listen queue)
        // before the parse returned.
        let server = try LoopbackListener()
        let document = """
        <?xml version="1.0"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://127.0.0.1:\(server.port)/PropertyList-1.0.dtd">
        <plist version="1.0"><dict/></plist>
        """
        let catalog = try StringsdictParser.parse(Data(document.utf8), file: "Localizable.stringsdict", locale: "en")
        #expect(catalog.entries.isEmpty)
        #expect(server.pendingConnections() == 0)
    }

    @Test func billionLaughsFailsFast() throws {
        var document = #"<?xml version="1.0"?>"# + "\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1 ... 9 {
            document += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        document += "]>\n<resources><string name=\"a\">&lol9;</string></resources>\n"
        let (result, work) = WorkMeter.measure {
            Result { () throws(Diagnostic) in try AndroidStringsParser.parse(Data(document.utf8), file: "strings.xml", locale: "en") }
        }
        let error = try #require(throws: Diagnostic.self) { try result.get() }
        #expect(error.description == "strings.xml:3: the document declares an entity (<!ENTITY ...>); entities are not read, for safety")
        // The parser stopped at the first of the ten declarations: the nine that nest were
        // never read, so nothing could expand.
        #expect(work[.xmlEntityDeclarations] == 1)
    }

    @Test func quadraticBlowupIsRefusedToo() throws {
        // One big entity referenced many times: no nesting, still an entity.
        let document = "<!DOCTYPE r [<!ENTITY a \"\(String(repeating: "x", count: 50_000))\">]>\n<resources><string name=\"a\">"
            + String(repeating: "&a;", count: 50_000) + "</string></resources>"
        let error = try #require(throws: Diagnostic.self) {
            try AndroidStringsParser.parse(Data(document.utf8), file: "strings.xml", locale: "en")
        }
        #expect(error.line == 1)
    }

    @Test func predefinedEntitiesAndCharacterReferencesAreText() throws {
        let document = #"<resources><string name="a">Fish &amp; chips &lt;3 &#x2026; &#8364;</string></resources>"#
        let catalog = try AndroidStringsParser.parse(Data(document.utf8), file: "strings.xml", locale: "en")
        #expect(catalog.entry(key: "a", locale: "en")?.text == "Fish & chips <3 … €")
    }

    @Test(arguments: [
        ("<resources><string name=\"a\">x</resources>", "strings.xml:1:42: Opening and ending tag mismatch: string line 1 and resources"),
        ("<resources>\n<string name=\"a\">x</string>\n", "strings.xml:3:1: Premature end of data in tag resources line 1"),
        ("", "strings.xml:1:1: Document is empty"),
    ])
    func malformedXMLGivesLibxml2sLine(document: String, expected: String) throws {
        let error = try #require(throws: Diagnostic.self) {
            try AndroidStringsParser.parse(Data(document.utf8), file: "strings.xml", locale: "en")
        }
        #expect(error.description == expected)
    }

    @Test func deepNestingStopsAtLibxml2sLimit() throws {
        let document = "<resources>" + String(repeating: "<b>", count: 5_000) + String(repeating: "</b>", count: 5_000) + "</resources>"
        let error = try #require(throws: Diagnostic.self) {
            try AndroidStringsParser.parse(Data(document.utf8), file: "strings.xml", locale: "en")
        }
        #expect(error.kind == .syntax)
        #expect(error.message.contains("Excessive depth"))
    }
}
