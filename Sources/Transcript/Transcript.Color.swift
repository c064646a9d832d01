import BubbleGeometry

extension Transcript {
    /// Former name of `RGBAColor`, the one colour type: a transcript's colours, written
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`, are values of it.
    @available(*, deprecated, renamed: "RGBAColor")
    public typealias Color = RGBAColor
}
