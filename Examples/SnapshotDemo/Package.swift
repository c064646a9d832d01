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
        .target(name: "ChatStrings"),
        .testTarget(
            name: "ChatStringsTests",
            dependencies: [
                "ChatStrings",
                .product(name: "BubbleSnapshot", package: bubbles.lastPathComponent),
                .product(name: "BubbleRender", package: bubbles.lastPathComponent),
            ]
        ),
    ]
)
