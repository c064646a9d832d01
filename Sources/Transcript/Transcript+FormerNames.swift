import BubbleGeometry

// The names these enums had when the transcript kept copies of its own; the types are now
// the geometry module's, one per concept.

extension Transcript {
    /// Former name of ``LookName``, the type of ``Transcript/theme``.
    @available(*, deprecated, renamed: "LookName")
    public typealias Theme = LookName
    /// Former name of `BubbleGeometry.Appearance`, the type of ``Transcript/appearance``.
    @available(*, deprecated, renamed: "BubbleGeometry.Appearance")
    public typealias Appearance = BubbleGeometry.Appearance
}

extension Participant {
    /// Former name of `BubbleSide`, the type of ``Participant/side``.
    @available(*, deprecated, renamed: "BubbleSide")
    public typealias Side = BubbleSide
}
