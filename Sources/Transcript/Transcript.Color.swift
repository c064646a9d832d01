import BubbleGeometry

extension Transcript {
    /// A colour in a transcript, written `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either
    /// case; `#RGB` doubles each digit; alpha defaults to `FF`): the geometry module's value.
    public typealias Color = RGBAColor
}
