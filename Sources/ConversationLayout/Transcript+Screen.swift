import Transcript

extension Transcript {
    /// The transcript as its screen lays it out: the messages as wide as the screen's safe
    /// area and drawn at its scale. Without a screen, the transcript itself.
    package var onScreen: Transcript {
        guard let size = screen?.size else { return self }
        var transcript = self
        transcript.width = size.width - size.safeArea.horizontal
        transcript.scale = size.scale
        return transcript
    }
}
