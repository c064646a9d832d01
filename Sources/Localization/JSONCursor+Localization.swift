import StrictJSON

/// The values localization files hold, read with the shared walker. Their problems name the
/// JSON path but, unlike a transcript's, not the position (``JSONCursor/parse(_:file:showsPosition:maxDepth:)-(Data,_,_,_)``
/// with `showsPosition: false`).
extension JSONCursor {
    /// The string, within the limits transcripts have (``StringLimits/default``): every text
    /// may become a bubble.
    func text() throws(Diagnostic) -> String {
        try string(within: .default)
    }

    /// The string as a language code (a key or a value), checked with
    /// ``LanguageCode/isValid(_:)``.
    func languageCode() throws(Diagnostic) -> String {
        try parsed("a language code like \"en\" or \"zh-Hans\"") { LanguageCode.isValid($0) ? $0 : nil }
    }
}

extension JSONObjectCursor {
    /// The member `key` as a text (``JSONCursor/text()``), when present.
    func optionalText(_ key: String) throws(Diagnostic) -> String? {
        try self[key]?.text()
    }
}
