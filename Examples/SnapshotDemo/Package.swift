// swift-tools-version:6.0
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which is whatever the Bubbles checkout
// is called; work it out from this file's location.
let bubbles = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "SnapshotDemo",
    dependencies: [.package(path: bubbles.path)],
    targets: [
        .target(
            name: "ChatStrings",
            dependencies: [.product(name: "Bubbles", package: bubbles.lastPathComponent)]
        ),
        .executableTarget(
            name: "RenderChat",
            dependencies: [
                "ChatStrings",
                .product(name: "Bubbles", package: bubbles.lastPathComponent),
            ]
        ),
        // The references under __Snapshots__ are read by the assertions at run time, not
        // built into the test bundles: `exclude` keeps SwiftPM from treating them as resources.
        .testTarget(
            name: "ChatStringsTests",
            dependencies: [
                "ChatStrings",
                .product(name: "BubbleSnapshot", package: bubbles.lastPathComponent),
                .product(name: "Bubbles", package: bubbles.lastPathComponent),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "ChatStringsXCTests",
            dependencies: [
                "ChatStrings",
                .product(name: "BubbleSnapshot", package: bubbles.lastPathComponent),
                .product(name: "Bubbles", package: bubbles.lastPathComponent),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
