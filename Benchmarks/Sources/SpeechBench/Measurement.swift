/// Medians of repeated timings.
enum Measurement {
    /// Seconds between two instants.
    static func seconds(_ from: ContinuousClock.Instant, _ to: ContinuousClock.Instant) -> Double {
        let duration = to - from
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The median of `values`.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
