extension BubbleShape {
    /// Which neighbours of the same sender's run a bubble touches: outlines that round the
    /// joined corners less (Telegram's) read it; the others draw every bubble the same.
    public struct Joins: OptionSet, Sendable, Hashable {
        /// The joins as bits: 1 above, 2 below.
        public let rawValue: Int

        /// A bubble of `rawValue`'s joins.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The run goes on above this bubble: it is not the run's first.
        public static let above = Joins(rawValue: 1)
        /// The run goes on below this bubble: it is not the run's last.
        public static let below = Joins(rawValue: 2)

        /// The joins of a bubble that is or is not its run's first and last.
        public init(first: Bool, last: Bool) {
            self = []
            if !first { insert(.above) }
            if !last { insert(.below) }
        }
    }
}
