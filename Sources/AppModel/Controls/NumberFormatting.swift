/// Formats numbers the way UIKit's accessibility values print them.
enum NumberFormatting {
    /// A whole percentage of `fraction`, e.g. `0.6` → `"60%"`.
    static func percent(_ fraction: Double) -> String {
        let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
        return "\(Int((clamped * 100).rounded()))%"
    }

    /// A number without a trailing `.0`, with at most six decimals.
    static func plain(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Removes floating-point noise so that repeated steps land on exact values.
    static func snapped(_ value: Double) -> Double {
        (value * 1_000_000_000).rounded() / 1_000_000_000
    }
}
