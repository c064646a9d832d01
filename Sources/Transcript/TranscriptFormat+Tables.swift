import StrictJSON

extension TranscriptFormat.Object {
    /// The rows of the documentation's key tables: each key's path (this object's, then the
    /// key), summary, schema for `limits` and default.
    package func rows(limits: TranscriptLimits = .default) -> [KeyTable.Row] {
        keys.map { key in
            KeyTable.Row(path: path.isEmpty ? key.name : "\(path).\(key.name)", summary: key.summary, schema: key.schema(limits),
                         defaultValue: key.defaultValue)
        }
    }
}

extension TranscriptFormat {
    /// How the key tables write the schema's definitions and fragments for `limits`.
    package static func words(limits: TranscriptLimits) -> SchemaWords {
        SchemaWords(named: [(wallpaperImage(limits), "an image file (a path with a dot or a slash)")], definitions: definitionWords)
    }

    /// How the key tables write each definition a `$ref` names.
    private static let definitionWords = [
        "text": "a string",
        "filePath": "a file path",
        "languageTag": "a language tag such as `en`, `ja` or `zh-Hans`",
        "color": "a colour: `#RGB`, `#RRGGBB` or `#RRGGBBAA`",
        "participant": "a participant",
        "separator": "a separator",
        "system": "a system line",
        "typing": "a typing indicator",
        "bubble": "a message",
        "entity": "an entity",
        "reaction": "a reaction",
        "quote": "a quote",
        "link": "a link preview",
        "card": "a card",
    ]

    /// A Markdown key table of `rows`, whose schemas are for `limits`.
    package static func table(_ rows: [KeyTable.Row], limits: TranscriptLimits) -> String {
        KeyTable.markdown(rows, words: words(limits: limits))
    }
}
