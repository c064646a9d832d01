extension LinkPreview {
    /// The host the card shows, worked out from ``url``: lowercased, without a leading
    /// `www.` or a trailing dot (`https://www.Example.com:8080/a` shows `example.com`); nil
    /// when the URL is not one ``host(of:)`` reads.
    public var domain: String? {
        guard let host = Self.host(of: url) else { return nil }
        return host.hasPrefix("www.") && host.count > 4 ? String(host.dropFirst(4)) : host
    }

    /// The host of `url`, lowercased and without a trailing dot, when `url` is an absolute
    /// `http` or `https` URL without spaces or control characters whose host is a name of
    /// non-empty dot-separated labels (letters, digits, hyphens and non-ASCII letters of an
    /// internationalised name) or a bracketed IPv6 address, with an optional numeric port
    /// and user information; nil otherwise.
    public static func host(of url: String) -> String? {
        let scalars = url.unicodeScalars
        guard !scalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        let lowered = url.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else { return nil }
        let rest = lowered.dropFirst(scheme.count)
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            let address = authority[authority.index(after: authority.startIndex) ..< close]
            let after = authority[authority.index(after: close)...]
            guard !address.isEmpty, address.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }), validPort(after) else { return nil }
            return "[" + address + "]"
        }
        let colon = authority.firstIndex(of: ":") ?? authority.endIndex
        guard validPort(authority[colon...]) else { return nil }
        var host = authority[..<colon]
        if host.hasSuffix(".") { host = host.dropLast() }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard !host.isEmpty, labels.allSatisfy({ label in
            !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-") && label.unicodeScalars.allSatisfy(isHostScalar)
        }) else { return nil }
        return String(host)
    }

    /// Whether `scalar` may be part of a host name: an ASCII letter, digit or hyphen, or a
    /// non-ASCII letter, mark or digit (an internationalised name as people write it).
    private static func isHostScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a" ... "z").contains(scalar) || ("0" ... "9").contains(scalar) || scalar == "-" }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
            || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
    }

    /// Whether `port` is empty or a colon and one to five digits.
    private static func validPort(_ port: Substring) -> Bool {
        guard let colon = port.first else { return true }
        let digits = port.dropFirst()
        return colon == ":" && (1 ... 5).contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `text` is nothing but ``url`` (around spaces and a trailing slash aside): then
    /// iMessage shows the card alone.
    public func isWholeText(_ text: String) -> Bool {
        func trimmed(_ value: String) -> Substring {
            var core = Substring(value).drop(while: \.isWhitespace)
            while core.last?.isWhitespace == true { core = core.dropLast() }
            return core.hasSuffix("/") ? core.dropLast() : core
        }
        return trimmed(text) == trimmed(url)
    }
}
