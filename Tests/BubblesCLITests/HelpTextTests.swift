import Foundation
import Testing
@testable import BubblesCLI

/// `bubbles help COMMAND`: the prose is written by hand, the options come from each command's
/// option table, so every option the parser takes has a line of help. The texts are compared
/// with Help/COMMAND.txt; `scripts/write-generated` (`BUBBLES_RECORD=all`) writes them.
@Suite("bubbles help")
struct HelpTextTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Help")
    static let recording = ["all", "failed"].contains(ProcessInfo.processInfo.environment["BUBBLES_RECORD"])

    @Test(arguments: CommandCatalog.entries.map(\.name))
    func theHelpIsTheCommittedText(command: String) throws {
        let io = CapturedConsole()
        #expect(io.run(["help", command]) == 0)
        let flag = CapturedConsole()
        #expect(flag.run([command, "--help"]) == 0)
        #expect(flag.out == io.out)
        let file = Self.folder.appendingPathComponent(command + ".txt")
        let committed = try? String(contentsOf: file, encoding: .utf8)
        if Self.recording, committed != io.out {
            try io.out.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(committed == io.out, "Help/\(command).txt differs: run scripts/write-generated and look at the difference")
    }

    /// `bubbles --help` lists every command of the catalog, its usage and description from
    /// column 52, as Help/main.txt has it (from "Usage:" on: the first line names the version).
    @Test func theMainHelpIsTheCommittedText() throws {
        let io = CapturedConsole()
        #expect(io.run(["--help"]) == 0)
        let usage = try #require(io.out.range(of: "Usage:"))
        let text = String(io.out[usage.lowerBound...])
        for entry in CommandCatalog.entries {
            #expect(text.contains("  " + entry.usage + " "), "\(entry.name) is listed")
        }
        let file = Self.folder.appendingPathComponent("main.txt")
        let committed = try? String(contentsOf: file, encoding: .utf8)
        if Self.recording, committed != text {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(committed == text, "Help/main.txt differs: run scripts/write-generated and look at the difference")
    }

    @Test(arguments: CommandCatalog.entries.map(\.name))
    func everyOptionTheParserTakesHasALineOfHelp(command: String) throws {
        let entry = try #require(CommandCatalog.entries.first { $0.name == command })
        let help = try #require(HelpText.command(command))
        for option in entry.options.options {
            #expect(!option.help.isEmpty)
            let label = option.names.map(ParsedArguments.display).joined(separator: ", ")
            #expect(help.contains("  " + label + (option.value.map { " " + $0 } ?? "")), "\(command): \(label)")
        }
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80 || !line.contains(" "), "\(command): a line longer than 80 columns: \(line)")
        }
    }

    @Test func entriesWrapUnderTheirColumn() {
        #expect(CommandOptions.entry("  --quiet", "no progress on stderr") == "  --quiet                no progress on stderr\n")
        let long = CommandOptions.entry("  --fail-on-missing-glyphs", String(repeating: "word ", count: 12) + "end")
        #expect(long == """
              --fail-on-missing-glyphs
                                     word word word word word word word word word word word
                                     word end

            """)
    }
}
