import Foundation
import ChatImport
import Transcript

/// The hand-written exports under `Samples/`, found from this file's path.
enum Samples {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")

    static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// The sample `name` read as `format` and made a transcript with images relative to the
    /// samples' folder.
    static func transcript(_ format: ChatFormat, _ name: String, options: ImportOptions = ImportOptions()) throws -> ImportedTranscript {
        let chat = try ChatImporter.read(format, at: path(name))
        return try ChatImporter.transcript(from: chat, format: format, source: path(name), imagesRelativeTo: folder.path, options: options)
    }

    /// A card in one line: its kind and its texts between `|`, a poll's options with their
    /// votes (`*` after the one the user chose).
    static func cardLine(_ card: MessageCard) -> String {
        let parts: [String?] = switch card {
        case .poll(let poll):
            [poll.question] + poll.options.map { "\($0.text) \($0.votes)\($0.chosen ? "*" : "")" }
                + [poll.voters.map { "\($0) voters" }, poll.closed ? "closed" : nil]
        case .location(let place):
            [place.name, place.address, place.latitude.map { "\($0)" }, place.longitude.map { "\($0)" }]
        case .contact(let contact): [contact.name, contact.phone]
        case .generic(let generic): [generic.icon, generic.title] + generic.lines
        case .embed(let embed):
            [embed.color?.hexString, embed.author, embed.title, embed.description] + embed.fields.map { "\($0.name): \($0.value)" }
                + [embed.footer]
        }
        return "[\(card.kind) " + parts.compactMap { $0 }.joined(separator: "|") + "]"
    }

    /// Each entry as one short line: `-- separator`, `** system line` (`## ` for the encryption
    /// notice), `ann 14:03 text [image]` with ` #id` for a message a reply answers, ` re:id` for
    /// a reply, and ` (edited)` or ` (forwarded)` after; `ann 14:03 (deleted)` for a deleted one.
    static func lines(_ transcript: Transcript) -> [String] {
        transcript.messages.map { message in
            switch message {
            case .separator(let text): return "-- " + text
            case .system(let text, let kind): return (kind == .encryption ? "## " : "** ") + text
            case .typing(let id): return "typing " + id
            case .bubble(let bubble):
                var line = "\(bubble.from) \(bubble.time ?? "")"
                if let text = bubble.text { line += " " + text.replacingOccurrences(of: "\n", with: "|") }
                if let image = bubble.image { line += " [\(image)]" }
                if let card = bubble.card { line += " " + cardLine(card) }
                if let id = bubble.id { line += " #\(id)" }
                switch bubble.replyTo {
                case .id(let id): line += " re:\(id)"
                case .index(let index): line += " re:[\(index)]"
                case nil: break
                }
                if bubble.edited { line += " (edited)" }
                if bubble.forwarded { line += " (forwarded)" }
                if bubble.deleted { line += " (deleted)" }
                if !bubble.reactions.isEmpty {
                    let reactions = bubble.reactions.map { reaction in
                        reaction.emoji + (reaction.participants.isEmpty ? " ×\(reaction.count)" : " " + reaction.participants.joined(separator: ","))
                    }
                    line += " {" + reactions.joined(separator: "; ") + "}"
                }
                return line
            }
        }
    }
}
