/// Former name of ``RenderedImage``, which is now what rendering gives for a bubble and for
/// each page of a conversation, in every format.
@available(*, deprecated, renamed: "RenderedImage")
public typealias RenderedDocument = RenderedImage
