extension Int {
    /// `value` rounded toward zero and clamped to ±2⁵³: numbers from input
    /// files (frames, counts, seconds) can be huge or not a number, and a
    /// plain conversion would stop the program.
    public init(saturating value: Double) {
        let limit = 9_007_199_254_740_992.0
        if value.isNaN {
            self = 0
        } else {
            self = Int(Swift.min(limit, Swift.max(-limit, value)))
        }
    }
}
