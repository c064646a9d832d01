import Testing
import BubbleGeometry

/// Each preset's pixel size is what its store asks screenshots to be.
@Suite("Device presets")
struct DevicePresetTests {
    /// Apple's App Store Connect screenshot specifications (portrait): 6.7" display
    /// 1290 × 2796, 6.1" display 1170 × 2532, 5.5" display 1242 × 2208, 12.9" iPad Pro
    /// 2048 × 2732.
    static let appStore: [DevicePreset: (width: Int, height: Int)] = [
        .iPhone67: (1290, 2796), .iPhone61: (1170, 2532), .iPhone55: (1242, 2208), .iPad129: (2048, 2732),
    ]

    @Test(arguments: DevicePreset.allCases)
    func thePixelSizeIsTheStores(_ preset: DevicePreset) throws {
        let size = preset.size
        #expect(Double(size.pixelWidth) == size.width * size.scale)
        #expect(Double(size.pixelHeight) == size.height * size.scale)
        if let required = Self.appStore[preset] {
            #expect(size.pixelWidth == required.width)
            #expect(size.pixelHeight == required.height)
            #expect(size.platform == .ios)
        } else {
            // Google Play: phone screenshots 16:9 or 9:16, each side from 320 to 3840 pixels,
            // at least 1080 on the short side to be shown in promotions.
            #expect(size.platform == .android)
            #expect(size.pixelWidth * 16 == size.pixelHeight * 9)
            #expect((1080...3840).contains(size.pixelWidth))
            #expect((320...3840).contains(size.pixelHeight))
        }
    }

    @Test func theSafeAreaLeavesRoomForTheChat() {
        for preset in DevicePreset.allCases {
            let size = preset.size
            #expect(size.safeArea.vertical < size.height / 4, "\(preset)")
            #expect(size.safeArea.top >= 20, "\(preset): the status bar needs room")
        }
        #expect(DevicePreset.iPhone67.size.cutout == .island)
        #expect(DevicePreset.iPhone61.size.cutout == .notch)
    }
}
