internal import AppModel

/// Virtual time is counted in whole milliseconds so that every run prints
/// the same numbers; these helpers convert and format it.
public enum VirtualTime {
    /// Milliseconds for a number of seconds, rounded to the nearest.
    public static func milliseconds(seconds: Double) -> Int {
        Int(saturating: (seconds * 1000).rounded())
    }

    /// `1500` → `"1.500"`.
    public static func format(_ milliseconds: Int) -> String {
        let sign = milliseconds < 0 ? "-" : ""
        let value = abs(milliseconds)
        let fraction = String(value % 1000)
        return "\(sign)\(value / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
