extension Double {
    /// The number as a user wrote it: `2` for 2.0, `1.5` for 1.5.
    var shortText: String {
        self == rounded() && abs(self) < 1e15 ? "\(Int(self))" : "\(self)"
    }
}
