import CHeapStats

/// The process's resident memory: building something big in a fresh
/// process grows it by what that thing holds, to the page.
public enum HeapUsage {
    /// Resident bytes now.
    public static func residentBytes() -> Int {
        Int(heap_stats_resident_bytes())
    }
}
