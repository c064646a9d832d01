// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Bubbles",
    products: [
        // Everything to render, validate, import and diff; its modules re-export the rest.
        .library(name: "Bubbles", targets: ["Bubbles"]),
        // Snapshot assertions for Swift Testing and XCTest.
        .library(name: "BubbleSnapshot", targets: ["BubbleSnapshot"]),
        // The comparing core of BubbleSnapshot alone, without Cairo, Pango or fontconfig.
        .library(name: "ImageSnapshot", targets: ["ImageSnapshot"]),
        .executable(name: "bubbles", targets: ["bubbles"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpdemux",
            providers: [.apt(["libwebp-dev"])]
        ),
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CLibArchive",
            pkgConfig: "libarchive",
            providers: [.apt(["libarchive-dev"])]
        ),
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(name: "BubblesCore"),
        .target(name: "BubbleGeometry", dependencies: ["BubblesCore", "SeededRandom"]),
        .target(name: "Raster", dependencies: ["BubblesCore"]),
        .target(name: "CConfinedOpen"),
        .target(name: "WorkMeter"),
        .target(name: "FileSystem", dependencies: ["BubblesCore", "CConfinedOpen", "WorkMeter"]),
        .target(name: "SeededRandom"),
        .target(name: "CPixelPacking"),
        .target(name: "PNGCodec", dependencies: ["Raster", "CLibDeflate", "CZlib", "CPixelPacking"]),
        .target(name: "JPEGDecoder", dependencies: ["Raster", "CTurboJPEG", "WorkMeter"]),
        .target(name: "WebPCodec", dependencies: ["Raster", "CWebP", "WorkMeter"]),
        .target(name: "PixelDiff", dependencies: ["BubblesCore", "Raster"]),
        .target(name: "StrictJSON", dependencies: ["BubblesCore"]),
        .target(name: "Transcript", dependencies: ["BubbleGeometry", "FileSystem", "StrictJSON"]),
        .target(name: "Localization", dependencies: ["StrictJSON", "FileSystem", "CLibXML2", "WorkMeter"]),
        .target(name: "ChatImport", dependencies: ["BubbleGeometry", "CLibArchive", "FileSystem", "StrictJSON", "Transcript", "WorkMeter"]),
        .target(name: "TextOutput"),
        .target(name: "ImageDiffTool", dependencies: ["FileSystem", "PixelDiff", "PNGCodec", "Raster", "StrictJSON", "TextOutput"]),
        .target(name: "ConversationLayout", dependencies: ["BubbleGeometry", "FileSystem", "StrictJSON", "Transcript"]),
        .target(
            name: "CairoDrawing",
            dependencies: ["CCairoPango", "BubbleGeometry", "ConversationLayout", "FileSystem", "JPEGDecoder", "PNGCodec", "Raster", "SeededRandom", "StrictJSON", "Transcript", "WebPCodec", "WorkMeter"],
            resources: [.embedInCode("Resources/fonts.conf")]
        ),
        .target(name: "BubbleRender", dependencies: ["CairoDrawing", "ConversationLayout", "BubbleGeometry", "FileSystem", "PNGCodec", "Raster", "StrictJSON", "Transcript", "WebPCodec"]),
        .target(name: "Bubbles", dependencies: ["BubblesCore", "BubbleGeometry", "BubbleRender", "ChatImport", "ImageDiffTool", "PixelDiff", "PNGCodec", "Raster",
                                                "StrictJSON", "Transcript", "WebPCodec"]),
        .target(name: "ImageSnapshot", dependencies: ["FileSystem", "ImageDiffTool", "PixelDiff", "PNGCodec", "Raster"]),
        .target(name: "BubbleSnapshot", dependencies: ["BubbleGeometry", "BubbleRender", "CairoDrawing", "ConversationLayout", "FileSystem", "ImageSnapshot", "PixelDiff", "StrictJSON", "Transcript"]),
        .target(name: "BubblesCLI", dependencies: ["BubbleRender", "BubbleGeometry", "FileSystem", "StrictJSON", "Transcript", "PixelDiff", "Localization", "ChatImport", "PNGCodec", "ImageDiffTool", "TextOutput", "WebPCodec", "WorkMeter", "CMicroHTTPD"],
                resources: [.embedInCode("Resources/playground.html"), .embedInCode("Resources/playground.css"),
                            .embedInCode("Resources/playground.js")]),
        .executableTarget(name: "bubbles", dependencies: ["BubblesCLI"]),
        .executableTarget(name: "png-encode-bench", dependencies: ["PNGCodec", "Raster"]),
        .testTarget(name: "BubbleGeometryTests", dependencies: ["BubbleGeometry"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "FileSystemTests", dependencies: ["FileSystem"]),
        .testTarget(name: "BubbleRenderTests", dependencies: ["BubbleRender", "CairoDrawing", "ChatImport", "ConversationLayout", "BubbleGeometry", "PixelDiff", "PNGCodec", "Raster", "BubbleSnapshot", "Transcript", "WebPCodec"], exclude: ["FuzzCrashes"]),
        .testTarget(name: "ConversationLayoutTests", dependencies: ["ConversationLayout", "BubbleGeometry", "FileSystem", "StrictJSON", "Transcript"]),
        .testTarget(name: "ImageSnapshotTests", dependencies: ["ImageDiffTool", "ImageSnapshot", "PixelDiff", "PNGCodec", "Raster"]),
        .testTarget(name: "BubbleSnapshotTests", dependencies: ["Bubbles", "BubbleSnapshot", "BubbleRender", "ImageSnapshot", "PixelDiff", "PNGCodec", "Transcript"], exclude: ["__Snapshots__"]),
        .testTarget(name: "PixelDiffTests", dependencies: ["PixelDiff", "Raster"], exclude: ["Vectors"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(name: "BubblesTests", dependencies: ["Bubbles"]),
        .testTarget(name: "TranscriptTests", dependencies: ["Transcript", "StrictJSON", "BubbleGeometry"], exclude: ["FuzzCrashes"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "StrictJSON", "WorkMeter"], exclude: ["Samples", "FuzzCrashes"]),
        .testTarget(name: "ChatImportTests", dependencies: ["ChatImport", "CLibArchive", "FileSystem", "SeededRandom", "StrictJSON", "Transcript", "WorkMeter"], exclude: ["Samples", "FuzzCrashes"]),
        .testTarget(name: "JPEGDecoderTests", dependencies: ["JPEGDecoder", "Raster", "SeededRandom"], exclude: ["Images"]),
        .testTarget(name: "WebPCodecTests", dependencies: ["WebPCodec", "Raster", "SeededRandom", "WorkMeter"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "CPixelPacking", "Raster", "CCairoPango", "SeededRandom"], exclude: ["Images"]),
        .testTarget(name: "BubblesCLITests", dependencies: ["BubblesCLI", "bubbles", "CLibArchive", "BubbleRender", "BubbleSnapshot", "FileSystem", "ImageDiffTool", "PixelDiff", "PNGCodec", "Raster", "WebPCodec", "WorkMeter"], exclude: ["Help"]),
    ]
)
