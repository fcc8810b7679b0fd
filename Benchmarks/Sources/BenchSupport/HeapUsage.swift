import CHeapStats

/// Bytes the C heap has handed out and not taken back: every Swift object
/// and array lives there, so the difference around building something is
/// what it holds.
public enum HeapUsage {
    /// The bytes allocated now (glibc's `mallinfo2`).
    public static func allocatedBytes() -> Int {
        Int(heap_stats_allocated_bytes())
    }
}
