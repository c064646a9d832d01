import StrictJSON

/// What a Telegram Desktop message shares instead of a file (a location, a venue, a contact,
/// a poll, a checklist, a dice, a game or an invoice) as lines of text a transcript already
/// draws, led by an emoji as the apps lead their cards with an icon.
enum TelegramCards {
    /// The lines of what `node` shares, or nil when it shares none of them.
    static func card(of node: ExportNode) throws(Diagnostic) -> String? {
        var lines: [String]
        if let poll = try node.member("poll") {
            lines = try self.poll(poll)
        } else if let todo = try node.member("todo_list") {
            lines = ["📋 " + (try text(todo.member("title")) ?? "Checklist")]
            for item in try todo.elements("answers") { lines.append("☐ " + (try text(item.member("text")) ?? "")) }
        } else if let contact = try node.member("contact_information") {
            let name = [try contact.string("first_name"), try contact.string("last_name")].compactMap { $0 }.filter { !$0.isEmpty }
            lines = ["👤 " + (name.isEmpty ? "Contact" : name.joined(separator: " ")), try contact.string("phone_number") ?? ""]
        } else if let place = try node.string("place_name") {
            lines = ["📍 " + place, try node.string("address") ?? ""]
        } else if try node.has("location_information") {
            let live = try node.member("live_location_period_seconds") != nil
            lines = [live ? "📍 Live location" : "📍 Location", try coordinates(node.member("location_information")) ?? ""]
        } else if let dice = try node.member("dice") {
            lines = [[try dice.string("emoji") ?? "🎲", try dice.member("value")?.identifier()].compactMap { $0 }.joined(separator: " ")]
        } else if let game = try node.string("game_title") {
            lines = ["🎮 " + game, try node.string("game_description") ?? ""]
        } else if let invoice = try node.member("invoice_information") {
            lines = ["🧾 " + (try invoice.string("title") ?? "Invoice"), try invoice.string("description") ?? "",
                     try amount(invoice.member("amount"), currency: invoice.string("currency")) ?? ""]
        } else {
            return nil
        }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// A poll as Telegram draws it: the question, each answer after its share of the voters
    /// (`62% Lisbon`), and the number of votes, `Final results` once it is closed.
    private static func poll(_ poll: ExportNode) throws(Diagnostic) -> [String] {
        let total = try poll.member("total_voters")?.count() ?? 0
        var lines = ["📊 " + (try text(poll.member("question")) ?? "Poll")]
        for answer in try poll.elements("answers") {
            let voters = try answer.member("voters")?.count() ?? 0
            let percent = total == 0 ? 0 : Int((Double(min(voters, total)) * 100 / Double(total)).rounded())
            lines.append("\(percent)% " + (try text(answer.member("text")) ?? ""))
        }
        let votes = total == 0 ? "No votes" : total == 1 ? "1 vote" : "\(total) votes"
        let closed = try poll.member("closed")?.value.boolValue ?? false
        lines.append(closed ? votes + " · Final results" : votes)
        return lines
    }

    /// A text as Telegram Desktop writes one (a string, or an array of strings and
    /// `{"type", "text"}` runs), as a string.
    private static func text(_ node: ExportNode?) throws(Diagnostic) -> String? {
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

    /// `38.7223, -9.1393` from `{"latitude", "longitude"}`, the numbers as written.
    private static func coordinates(_ node: ExportNode?) throws(Diagnostic) -> String? {
        guard let node, let latitude = try node.member("latitude"), let longitude = try node.member("longitude") else { return nil }
        return try number(latitude) + ", " + number(longitude)
    }

    private static func number(_ node: ExportNode) throws(Diagnostic) -> String {
        if let number = node.value.numberValue { return number.literal }
        return try node.string()
    }

    /// `12.50 EUR` from an amount in the currency's smallest unit (cents), with the decimals
    /// ISO 4217 gives the currency; Telegram Stars (`XTR`) as `50 Stars`.
    private static func amount(_ node: ExportNode?, currency: String?) throws(Diagnostic) -> String? {
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
