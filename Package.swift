// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Bubbles",
    products: [
        .library(name: "BubbleGeometry", targets: ["BubbleGeometry"]),
        .library(name: "BubbleRender", targets: ["BubbleRender"]),
        .library(name: "PixelDiff", targets: ["PixelDiff"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        .library(name: "BubbleSnapshot", targets: ["BubbleSnapshot"]),
        .library(name: "StrictJSON", targets: ["StrictJSON"]),
        .library(name: "Transcript", targets: ["Transcript"]),
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
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(name: "BubbleGeometry"),
        .target(name: "FileSystem"),
        .target(name: "PNGCodec", dependencies: ["CLibDeflate", "CZlib"]),
        .target(name: "JPEGDecoder", dependencies: ["CTurboJPEG"]),
        .target(name: "PixelDiff"),
        .target(name: "StrictJSON"),
        .target(name: "Transcript", dependencies: ["BubbleGeometry", "FileSystem", "StrictJSON"]),
        .target(name: "Localization", dependencies: ["StrictJSON", "FileSystem"]),
        .target(
            name: "BubbleRender",
            dependencies: ["CCairoPango", "BubbleGeometry", "FileSystem", "StrictJSON", "Transcript", "JPEGDecoder", "PNGCodec"],
            resources: [.embedInCode("Resources/fonts.conf")]
        ),
        .target(name: "BubbleSnapshot", dependencies: ["BubbleRender", "FileSystem", "PixelDiff", "Transcript"]),
        .target(name: "BubblesCLI", dependencies: ["BubbleRender", "BubbleGeometry", "FileSystem", "StrictJSON", "Transcript", "PixelDiff", "Localization", "PNGCodec"]),
        .executableTarget(name: "bubbles", dependencies: ["BubblesCLI"]),
        .executableTarget(name: "png-encode-bench", dependencies: ["PNGCodec"]),
        .testTarget(name: "BubbleGeometryTests", dependencies: ["BubbleGeometry"]),
        .testTarget(name: "FileSystemTests", dependencies: ["FileSystem"]),
        .testTarget(name: "BubbleRenderTests", dependencies: ["BubbleRender", "BubbleGeometry", "PixelDiff", "BubbleSnapshot", "Transcript"], exclude: ["FuzzCrashes"]),
        .testTarget(name: "BubbleSnapshotTests", dependencies: ["BubbleSnapshot", "BubbleRender", "BubbleGeometry", "PixelDiff"]),
        .testTarget(name: "PixelDiffTests", dependencies: ["PixelDiff"], exclude: ["Vectors"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(name: "TranscriptTests", dependencies: ["Transcript", "StrictJSON"], exclude: ["FuzzCrashes"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "StrictJSON"], exclude: ["Samples", "FuzzCrashes"]),
        .testTarget(name: "JPEGDecoderTests", dependencies: ["JPEGDecoder"], exclude: ["Images"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "CCairoPango"], exclude: ["Images"]),
        .testTarget(name: "BubblesCLITests", dependencies: ["BubblesCLI", "bubbles", "BubbleRender", "BubbleSnapshot", "FileSystem", "PixelDiff"]),
    ]
)
