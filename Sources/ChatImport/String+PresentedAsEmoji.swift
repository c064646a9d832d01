extension String {
    /// The text with U+FE0F after it when it is one scalar whose default look is text (`❤`,
    /// `☺`), so that it is drawn as an emoji in colour; any other text as it is.
    var presentedAsEmoji: String {
        guard unicodeScalars.count == 1, let scalar = unicodeScalars.first,
              scalar.properties.isEmoji, !scalar.properties.isEmojiPresentation, !scalar.isASCII else { return self }
        return self + "\u{FE0F}"
    }
}
