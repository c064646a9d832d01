import Testing
import BubbleGeometry

/// The system's gesture handle in the bottom safe area: iOS's home indicator on Face ID
/// devices, Android's gesture navigation handle; none on a home-button iPhone or an Android
/// phone without a navigation bar.
@Suite("home indicator")
struct HomeIndicatorTests {
    @Test(arguments: DevicePreset.allCases)
    func theHandleSitsCentredInTheBottomSafeArea(_ preset: DevicePreset) throws {
        let size = preset.size
        guard size.safeArea.bottom > 0 else {
            #expect(size.homeIndicator == nil, "\(preset)")
            return
        }
        let handle = try #require(size.homeIndicator)
        #expect(abs(handle.minX + handle.width / 2 - size.width / 2) < 1e-9)
        #expect(handle.minY >= size.height - size.safeArea.bottom && handle.maxY <= size.height)
        switch size.platform {
        case .ios:
            #expect(handle.height == 5)
            // 8 points above the bottom edge, or centred in a shorter strip (an iPad's 20 points).
            #expect(handle.maxY == size.height - min(8, size.safeArea.bottom / 2 - 2.5))
            #expect(handle.width >= 134 && handle.width <= 320)
        case .android:
            #expect((handle.width, handle.height) == (108, 4))
            #expect(handle.maxY == size.height - 10)
        }
    }

    @Test func faceIDPhonesAndTheGesturePhoneHaveOne() {
        for preset: DevicePreset in [.iPhone69, .iPhone67, .iPhone61Island, .iPhone61, .iPad13, .iPad129, .androidGesture] {
            #expect(preset.size.homeIndicator != nil, "\(preset)")
        }
        #expect(DevicePreset.iPhone55.size.homeIndicator == nil)
        #expect(DevicePreset.androidPhone.size.homeIndicator == nil)
        // An iPhone's indicator is about 36% of its width (139 of 390 points).
        #expect(abs((DevicePreset.iPhone61.size.homeIndicator?.width ?? 0) - 139) < 0.5)
    }

    @Test func aShortBottomSafeAreaGetsTheHandleCentredInIt() throws {
        let size = ScreenSize(width: 400, height: 800, scale: 2, safeArea: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        let handle = try #require(size.homeIndicator)
        #expect(handle.minY + handle.height / 2 == 795)
    }
}
