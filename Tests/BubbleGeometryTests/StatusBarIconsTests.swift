import Testing
import BubbleGeometry

@Suite("status bar icons")
struct StatusBarIconsTests {
    private func inside(_ path: Path, _ box: Rect) -> Bool {
        path.liesInside(box) ?? path.elements.isEmpty
    }

    @Test(arguments: 0...4)
    func signalLightsItsLevel(_ level: Int) throws {
        let size = Size(width: 18, height: 12)
        let box = Rect(origin: .zero, size: size)
        let bars = StatusBarIcons.iOSSignal(level: level, size: size)
        #expect(inside(bars.on, box) && inside(bars.off, box))
        #expect(bars.on.elements.filter { if case .move = $0 { true } else { false } }.count == level)
        #expect(bars.off.elements.filter { if case .move = $0 { true } else { false } }.count == 4 - level)
        let triangle = StatusBarIcons.androidSignal(level: level, size: Size(width: 13, height: 13))
        #expect(inside(triangle.on, Rect(x: 0, y: 0, width: 13, height: 13)))
        let lit = triangle.on.bounds?.width ?? 0
        #expect(abs(lit - 13 * Double(level) / 4) < 1e-9)
    }

    @Test(arguments: [0.0, 0.15, 0.5, 1.0])
    func batteryChargeFollowsTheLevel(_ level: Double) throws {
        let size = Size(width: 27.5, height: 13)
        let box = Rect(origin: .zero, size: size)
        let battery = StatusBarIcons.iOSBattery(level: level, charging: true, size: size)
        for path in [battery.outline, battery.charge, battery.cap, battery.bolt] { #expect(inside(path, box)) }
        let body = try #require(battery.outline.bounds)
        if level == 0 {
            #expect(battery.charge.elements.isEmpty)
        } else {
            let charge = try #require(battery.charge.bounds)
            #expect(charge.maxX < body.maxX)
            if level == 1 { #expect(charge.width > body.width * 0.8) }
        }
        #expect(StatusBarIcons.iOSBattery(level: level, charging: false, size: size).bolt.elements.isEmpty)
        let upright = StatusBarIcons.androidBattery(level: level, charging: false, size: Size(width: 8, height: 14))
        #expect(inside(upright.outline, Rect(x: 0, y: 0, width: 8, height: 14)))
        let filled = upright.charge.bounds?.height ?? 0
        #expect(abs(filled - 14 * 0.9 * level) < 1e-9)
    }

    @Test func wifiFansOpenUpwards() throws {
        let ios = try #require(StatusBarIcons.iOSWiFi(size: Size(width: 17, height: 12)).bounds)
        #expect(ios.maxY <= 12 + 1e-9 && ios.minY >= 0 && ios.minX >= 0 && ios.maxX <= 17 + 1e-9)
        #expect(ios.height > 11)
        let android = try #require(StatusBarIcons.androidWiFi(size: Size(width: 16, height: 12)).bounds)
        #expect(android.maxY <= 12 + 1e-9 && android.minX >= 0 && android.maxX <= 16 + 1e-9)
    }
}
