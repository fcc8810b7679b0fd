/// What `a11ysim diff` compares and how closely.
public struct DiffOptions: Sendable, Hashable {
    /// Aspects a comparison can leave out (`--ignore`).
    public struct Aspects: OptionSet, Sendable, Hashable {
        /// The aspects as a bit mask.
        public let rawValue: Int
        /// The aspects whose bits are set in `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Element frames.
        public static let frames = Aspects(rawValue: 1 << 0)
        /// Element values (and the spoken text's part that is the value).
        public static let values = Aspects(rawValue: 1 << 1)
        /// Element traits.
        public static let traits = Aspects(rawValue: 1 << 2)
        /// Reading-order moves.
        public static let order = Aspects(rawValue: 1 << 3)

        /// The names `--ignore` takes, in order.
        public static let named: [(name: String, aspect: Aspects)] = [
            ("frames", .frames), ("values", .values), ("traits", .traits), ("order", .order),
        ]
    }

    /// Aspects left out.
    public var ignored: Aspects = []
    /// Frames whose edges differ by at most this many points are equal.
    public var tolerance = 2.0

    /// Creates options.
    public init(ignored: Aspects = [], tolerance: Double = 2.0) {
        self.ignored = ignored
        self.tolerance = tolerance
    }
}
