import Transcript
import StrictJSON

extension RowSpec {
    /// The JSON path of this entry's text that holds `character`: the separator or system line, the message's
    /// `text` or `time` (a time header's time too), or the sender's `name` under `participants` (the text first);
    /// the entry itself for a deleted message's line.
    package func path(ofTextHolding character: Unicode.Scalar) -> JSONPath {
        let entry: JSONPath = ["messages", .index(index)]
        switch kind {
        case .separator:
            return entry.appending(key: "separator")
        case .system:
            return entry.appending(key: "system")
        case .timeHeader(let header):
            return header.time.unicodeScalars.contains(character) ? entry.appending(key: "time") : entry
        case .typing, .deletedLine:
            return entry
        case .message(let message, let participant):
            let holds = { (text: String?) in text?.unicodeScalars.contains(character) == true }
            if holds(message.text) || message.text != nil && !holds(message.time) && !holds(participant.name) {
                return entry.appending(key: "text")
            }
            if holds(message.time) { return entry.appending(key: "time") }
            if holds(participant.name) { return ["participants", .key(participant.id), "name"] }
            return entry
        }
    }
}
