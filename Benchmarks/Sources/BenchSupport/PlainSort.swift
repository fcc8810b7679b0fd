import AppModel

/// The floor the reading order is measured against: the same frames sorted
/// by row (tops at least `threshold` apart), then by horizontal position,
/// with the standard library's sort and nothing else.
public enum PlainSort {
    /// Sorts `frames` and returns them.
    public static func sorted(_ frames: [Rect], threshold: Double = 8) -> [Rect] {
        frames.sorted { a, b in
            if a.minY != b.minY && abs(a.minY - b.minY) >= threshold { return a.minY < b.minY }
            return a.minX < b.minX
        }
    }
}
