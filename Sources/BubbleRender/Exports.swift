@_exported import CairoDrawing
@_exported import ConversationLayout
/// The name of a look, what ``BubbleOptions/style`` gives (declared in `Transcript`).
@_exported import struct Transcript.LookName
/// Lossless or lossy WebP output (declared in `WebPCodec`).
@_exported import enum WebPCodec.WebPQuality

/// Why rendering failed, declared in `CairoDrawing`; the name keeps `BubbleRender.RenderError` working.
public typealias RenderError = CairoDrawing.RenderError

/// A font file a user brings, checked before anything is drawn (declared in `CairoDrawing`).
public typealias FontFile = CairoDrawing.FontFile

/// The versions of the libraries that decide how pixels come out (declared in `CairoDrawing`).
public typealias RenderEnvironment = CairoDrawing.RenderEnvironment

/// The look of a conversation: bubble style, colours, fonts and spacing (declared in `ConversationLayout`).
public typealias ConversationTheme = ConversationLayout.ConversationTheme

/// Every colour of a conversation theme (declared in `ConversationLayout`).
public typealias ThemeColors = ConversationLayout.ThemeColors

/// The colours of one bubble (declared in `ConversationLayout`).
public typealias BubbleColors = ConversationLayout.BubbleColors

/// A line along a bubble's outline (declared in `ConversationLayout`).
public typealias BubbleBorder = ConversationLayout.BubbleBorder
