import Testing
import BubbleRender
@testable import BubblesCLI

/// `--theme` (on `bubble` and `preview` also `--style`, its former name) names the looks of the renderer's registry, and the help lists them.
@Suite("look options")
struct LookOptionTests {
    @Test(arguments: ["render", "bubble", "preview", "import"])
    func theHelpListsEveryLookWithinEightyColumns(_ command: String) throws {
        let help = try #require(HelpText.command(command))
        let option = "--theme LOOK"
        let start = try #require(help.range(of: "  " + option))
        let entry = help[start.lowerBound...].split(separator: "\n").prefix { $0.hasPrefix("  " + option) || $0.hasPrefix(String(repeating: " ", count: 25)) }
        let words = entry.joined(separator: " ").split(separator: " ").map { $0.trimmingCharacters(in: [",", "("]) }
        for name in ChatLook.names {
            #expect(words.contains(name.rawValue), "\(command) --help lists \(name)")
        }
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func aLookIsReadByItsNameWithDidYouMean() throws {
        #expect(try LookOption.name("talk", option: "theme", command: "render") == .talk)
        let error = try #require(throws: CommandLineError.self) { try LookOption.name("tlak", option: "theme", command: "render") }
        #expect(error.description.contains("--theme must be one of imessage, whatsapp, whatsapp-android, telegram, talk, plain, not 'tlak'; did you mean 'talk'?"))
    }
}
