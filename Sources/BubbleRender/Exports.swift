@_exported import CairoDrawing

/// Why rendering failed, declared in `CairoDrawing`, under the name it has always had here.
public typealias RenderError = CairoDrawing.RenderError

/// A font file a user brings, checked before anything is drawn (declared in `CairoDrawing`).
public typealias FontFile = CairoDrawing.FontFile

/// The versions of the libraries that decide how pixels come out (declared in `CairoDrawing`).
public typealias RenderEnvironment = CairoDrawing.RenderEnvironment
