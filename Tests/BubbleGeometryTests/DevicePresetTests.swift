import Testing
import BubbleGeometry

/// Each preset's pixel size is what its store asks screenshots to be.
@Suite("Device presets")
struct DevicePresetTests {
    /// Apple's App Store Connect screenshot specifications (portrait): 6.9" display
    /// 1320 × 2868, 6.7" 1290 × 2796, 6.1" 1179 × 2556 (iPhone 15 and 16) and 1170 × 2532
    /// (iPhone 12 to 14), 5.5" 1242 × 2208, 13" iPad 2064 × 2752, 12.9" iPad Pro 2048 × 2732.
    static let appStore: [DevicePreset: (width: Int, height: Int)] = [
        .iPhone69: (1320, 2868), .iPhone67: (1290, 2796), .iPhone61Island: (1179, 2556), .iPhone61: (1170, 2532),
        .iPhone55: (1242, 2208), .iPad13: (2064, 2752), .iPad129: (2048, 2732),
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
            // Google Play: phone screenshots with each side from 320 to 3840 pixels, the long
            // one at most twice the short one, at least 1080 wide to be shown in promotions.
            #expect(size.platform == .android)
            #expect(size.pixelHeight <= 2 * size.pixelWidth)
            #expect((1080...3840).contains(size.pixelWidth))
            #expect((320...3840).contains(size.pixelHeight))
        }
    }

    @Test func theAndroidPhonesAreTheirShapes() {
        #expect((DevicePreset.androidPhone.size.pixelWidth, DevicePreset.androidPhone.size.pixelHeight) == (1080, 1920))
        #expect((DevicePreset.androidGesture.size.pixelWidth, DevicePreset.androidGesture.size.pixelHeight) == (1080, 2160))
        #expect(DevicePreset.androidGesture.size.safeArea.bottom == 24)
        #expect(DevicePreset.androidPhone.size.safeArea.bottom == 0)
    }

    @Test func theSafeAreaLeavesRoomForTheChat() {
        for preset in DevicePreset.allCases {
            let size = preset.size
            #expect(size.safeArea.vertical < size.height / 4, "\(preset)")
            #expect(size.safeArea.top >= 20, "\(preset): the status bar needs room")
        }
        #expect(DevicePreset.iPhone69.size.cutout == .island)
        #expect(DevicePreset.iPhone67.size.cutout == .island)
        #expect(DevicePreset.iPhone61Island.size.cutout == .island)
        #expect(DevicePreset.iPhone61.size.cutout == .notch)
        #expect(DevicePreset.iPad13.size.cutout == .none)
    }
}
