import BubbleGeometry

extension ChatLook {
    /// The bubble outline as a look file sets it: an outline other than the base look's starts
    /// from its own reference numbers, since the base's ``outlineMetrics`` were made for the
    /// base's outline (a file's `outlineMetrics`, read after it, may then change them), and
    /// `bubbles bubble` and Android screens draw it too.
    var outlineFromFile: BubbleStyle {
        get { outline }
        set {
            guard newValue != outline else { return }
            outline = newValue
            outlineMetrics = .reference(for: newValue)
            referenceOutline = nil
            androidOutline = nil
        }
    }
}
