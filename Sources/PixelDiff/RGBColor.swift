import BubblesCore

/// Former name of the diff image's colours, which are now `RGBAColor`s like every colour of
/// the package (their alpha is not used: the pixels they paint are opaque).
@available(*, deprecated, renamed: "RGBAColor")
public typealias RGBColor = RGBAColor
