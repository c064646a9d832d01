extension ScreenSize {
    /// The system's gesture handle, in points from the screen's top-left corner: the thin bar
    /// centred in the bottom safe area that real screenshots show. On iOS the home indicator,
    /// 5 points tall with its bottom edge 8 above the screen's (about 36% of an iPhone's width:
    /// 134 of 375, 139 of 390, 148 of 414, 153 of 428 points; 320 points at most, on an iPad);
    /// on Android the gesture navigation handle, 108 × 4 dp with its bottom edge 10 dp above
    /// the screen's (AOSP SystemUI's `navigation_home_handle_width`, `navigation_handle_radius`
    /// and `navigation_handle_bottom`). A bottom safe area too short for that offset (an iPad's
    /// 20 points) gets the handle centred in it. Nil without a bottom safe area: a home button, or no navigation
    /// bar on screen.
    public var homeIndicator: Rect? {
        guard safeArea.bottom > 0 else { return nil }
        let size: Size
        let centreAboveBottom: Double
        switch platform {
        case .ios:
            size = Size(width: min(width * 0.357, 320), height: 5)
            centreAboveBottom = 8 + 2.5
        case .android:
            size = Size(width: 108, height: 4)
            centreAboveBottom = 10 + 2
        }
        let centreY = height - min(centreAboveBottom, safeArea.bottom / 2)
        return Rect(x: (width - size.width) / 2, y: centreY - size.height / 2, width: size.width, height: size.height)
    }
}
