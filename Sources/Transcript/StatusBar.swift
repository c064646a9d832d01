/// What a screen's status bar shows (`"statusBar"` in `"screen"`); every value has the
/// default of Apple's marketing pictures: 9:41 on Tuesday, January 9 (the day the iPhone was
/// shown), full signal and battery, Wi-Fi on.
public struct StatusBar: Sendable, Hashable {
    /// The clock, as written. Default `9:41`.
    public var time: String
    /// The date an iPad shows beside the clock, as written. Default `Tue Jan 9`.
    public var date: String
    /// The battery's charge, 0 to 1. Default 1.
    public var battery: Double
    /// Whether the battery shows the lightning bolt. Default false.
    public var charging: Bool
    /// Signal bars lit, 0 to 4. Default 4.
    public var signal: Int
    /// Whether the Wi-Fi icon shows. Default true.
    public var wifi: Bool

    /// A status bar; every value defaults to the documented default.
    public init(time: String = "9:41", date: String = "Tue Jan 9", battery: Double = 1, charging: Bool = false, signal: Int = 4,
                wifi: Bool = true) {
        self.time = time
        self.date = date
        self.battery = battery
        self.charging = charging
        self.signal = signal
        self.wifi = wifi
    }

    /// The JSON keys of `"statusBar"`, in documented order.
    public static let keys = TranscriptFormat.statusBar.names
}
