import StrictJSON
import Transcript

/// What a Telegram Desktop message shares instead of a file (a location, a venue, a contact,
/// a poll, a checklist, a dice, a game or an invoice) as the card a transcript draws for it.
enum TelegramCards {
    /// The card of what `node` shares, or nil when it shares none of them.
    static func card(of node: JSONCursor) throws(Diagnostic) -> MessageCard? {
        if let poll = try node.member("poll") {
            return .poll(try self.poll(poll))
        }
        if let todo = try node.member("todo_list") {
            var items: [String] = []
            for item in try todo.elements("answers") { items.append("☐ " + (try text(item.member("text")) ?? "")) }
            return .generic(GenericCard(icon: "📋", title: nonBlank(try text(todo.member("title"))) ?? "Checklist", lines: lines(items)))
        }
        if let contact = try node.member("contact_information") {
            let name = [try contact.string("first_name"), try contact.string("last_name")].compactMap { nonBlank($0) }.joined(separator: " ")
            let phone = nonBlank(try contact.string("phone_number"))
            return .contact(ContactCard(name: nonBlank(name) ?? phone ?? "Contact", phone: name.isEmpty ? nil : phone))
        }
        if let place = nonBlank(try node.string("place_name")) {
            var venue = try location(node.member("location_information"))
            venue.name = place
            venue.address = nonBlank(try node.string("address"))
            return .location(venue)
        }
        if try node.has("location_information") {
            var location = try location(node.member("location_information"))
            if try node.member("live_location_period_seconds") != nil { location.name = "Live Location" }
            return .location(location)
        }
        if let dice = try node.member("dice") {
            let value = try dice.member("value")?.identifier()
            return .generic(GenericCard(icon: nonBlank(try dice.string("emoji")) ?? "🎲", title: nonBlank(value) ?? "Dice"))
        }
        if let game = nonBlank(try node.string("game_title")) {
            return .generic(GenericCard(icon: "🎮", title: game, lines: lines([try node.string("game_description")])))
        }
        if let invoice = try node.member("invoice_information") {
            let amount = try amount(invoice.member("amount"), currency: invoice.string("currency"))
            return .generic(GenericCard(icon: "🧾", title: nonBlank(try invoice.string("title")) ?? "Invoice",
                                        lines: lines([try invoice.string("description"), amount])))
        }
        return nil
    }

    /// A poll as the export gives it: the question, each answer with its voters and whether
    /// the user chose it, the number of voters, and whether it is closed.
    private static func poll(_ poll: JSONCursor) throws(Diagnostic) -> PollCard {
        var options: [PollCard.Option] = []
        for answer in try poll.elements("answers") {
            guard let text = nonBlank(try text(answer.member("text"))) else { continue }
            options.append(PollCard.Option(text: text, votes: try answer.member("voters")?.count() ?? 0,
                                           chosen: try answer.member("chosen")?.value.boolValue ?? false))
        }
        if options.isEmpty { options = [PollCard.Option(text: "—")] }
        return PollCard(question: nonBlank(try text(poll.member("question"))) ?? "Poll", options: Array(options.prefix(MessageCard.maxItems)),
                        voters: try poll.member("total_voters")?.count(), closed: try poll.member("closed")?.value.boolValue ?? false)
    }

    /// A place from `{"latitude", "longitude"}`, the numbers kept when they are on the globe.
    private static func location(_ node: JSONCursor?) throws(Diagnostic) -> LocationCard {
        var location = LocationCard()
        guard let node else { return location }
        if let latitude = try node.member("latitude").flatMap(degrees), abs(latitude) <= 90 { location.latitude = latitude }
        if let longitude = try node.member("longitude").flatMap(degrees), abs(longitude) <= 180 { location.longitude = longitude }
        return location
    }

    /// A number, or a numeric string, as a finite number.
    private static func degrees(_ node: JSONCursor) throws(Diagnostic) -> Double? {
        if let number = node.value.numberValue { return number.doubleValue.isFinite ? number.doubleValue : nil }
        guard let value = Double(try node.string()), value.isFinite else { return nil }
        return value
    }

    /// `text` unless it is missing or blank.
    private static func nonBlank(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }

    /// The lines that are not blank, at most as many as a card holds.
    private static func lines(_ texts: [String?]) -> [String] {
        Array(texts.compactMap(nonBlank).prefix(MessageCard.maxItems))
    }

    /// A text as Telegram Desktop writes one (a string, or an array of strings and
    /// `{"type", "text"}` runs), as a string.
    private static func text(_ node: JSONCursor?) throws(Diagnostic) -> String? {
        guard let node else { return nil }
        if let plain = node.value.stringValue { return plain }
        var joined = ""
        for run in try node.elements() {
            if let plain = run.value.stringValue {
                joined += plain
            } else {
                joined += try run.required("text").string()
            }
        }
        return joined
    }

    /// `12.50 EUR` from an amount in the currency's smallest unit (cents), with the decimals
    /// ISO 4217 gives the currency; Telegram Stars (`XTR`) as `50 Stars`.
    private static func amount(_ node: JSONCursor?, currency: String?) throws(Diagnostic) -> String? {
        guard let node, let currency else { return nil }
        let amount = try node.integer()
        if currency == "XTR" { return "\(amount) Stars" }
        let decimals = noDecimals.contains(currency) ? 0 : threeDecimals.contains(currency) ? 3 : 2
        guard decimals > 0 else { return "\(amount) \(currency)" }
        var unit = 1
        for _ in 0..<decimals { unit *= 10 }
        let fraction = String(amount.magnitude % UInt(unit))
        let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
        return "\(amount < 0 ? "-" : "")\(amount.magnitude / UInt(unit)).\(padded) \(currency)"
    }

    /// ISO 4217 currencies without minor units, and those with three decimals.
    private static let noDecimals: Set<String> = ["BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND",
                                                  "VUV", "XAF", "XOF", "XPF"]
    private static let threeDecimals: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]
}
