import BubbleGeometry
import Transcript

extension BubbleColors {
    /// Former spelling of ``standard(theme:side:)``.
    @available(*, deprecated, renamed: "standard(theme:side:)")
    public static func standard(style: LookName, side: BubbleSide) -> BubbleColors {
        standard(theme: style, side: side)
    }
}
